import { UnderConstruction } from '@/components/under-construction';

export default function OpeningHoursPage() {
  return <UnderConstruction title="Horários" />;
}
