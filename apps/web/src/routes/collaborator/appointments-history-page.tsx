import { UnderConstruction } from '@/components/under-construction';

export default function AppointmentsHistoryPage() {
  return <UnderConstruction title="Histórico de atendimentos" />;
}
