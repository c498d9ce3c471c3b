import { UnderConstruction } from '@/components/under-construction';

export default function PsychologistsPage() {
  return <UnderConstruction title="Buscar psicólogos" />;
}
