import { UnderConstruction } from '@/components/under-construction';

export default function AppointmentCancelPage() {
  return <UnderConstruction title="Cancelar agendamento" />;
}
