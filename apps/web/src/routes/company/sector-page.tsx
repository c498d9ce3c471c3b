import { UnderConstruction } from '@/components/under-construction';

export default function SectorPage() {
  return <UnderConstruction title="Colaboradores do setor" />;
}
