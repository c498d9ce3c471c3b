import { UnderConstruction } from '@/components/under-construction';

export default function WellBeingTrailPage() {
  return <UnderConstruction title="Trilha do bem-estar" />;
}
