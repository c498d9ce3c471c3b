import { UnderConstruction } from '@/components/under-construction';

export default function AppointmentsPage() {
  return <UnderConstruction title="Atendimentos" />;
}
