import { UnderConstruction } from '@/components/under-construction';

export default function WellBeingRadarPage() {
  return <UnderConstruction title="Radar do bem-estar" />;
}
