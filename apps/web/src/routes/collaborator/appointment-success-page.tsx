import { UnderConstruction } from '@/components/under-construction';

export default function AppointmentSuccessPage() {
  return <UnderConstruction title="Agendamento confirmado!" />;
}
