import { UnderConstruction } from '@/components/under-construction';

export default function PsychologistReportPage() {
  return <UnderConstruction title="Sobre" />;
}
