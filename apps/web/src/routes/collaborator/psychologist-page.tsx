import { UnderConstruction } from '@/components/under-construction';

export default function PsychologistPage() {
  return <UnderConstruction title="Psicólogo" />;
}
