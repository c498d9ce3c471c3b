import { UnderConstruction } from '@/components/under-construction';

export default function CompaniesPage() {
  return <UnderConstruction title="Empresas" />;
}
