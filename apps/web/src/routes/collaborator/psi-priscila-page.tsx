import { UnderConstruction } from '@/components/under-construction';

export default function PsiPriscilaPage() {
  return <UnderConstruction title="Psi Priscila" />;
}
