import { UnderConstruction } from '@/components/under-construction';

export default function ActionPlanPage() {
  return <UnderConstruction title="Plano de ação" />;
}
