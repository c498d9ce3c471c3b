import { UnderConstruction } from '@/components/under-construction';

export default function SectorsPage() {
  return <UnderConstruction title="Gestão de cadastros" />;
}
