import { UnderConstruction } from '@/components/under-construction';

export default function CreditsPage() {
  return <UnderConstruction title="Créditos" />;
}
