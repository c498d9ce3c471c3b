import { UnderConstruction } from '@/components/under-construction';

export default function CompanyPage() {
  return <UnderConstruction title="Setores da empresa" />;
}
