import { UnderConstruction } from '@/components/under-construction';

export default function CreditsSuccessPage() {
  return <UnderConstruction title="Pagamento confirmado!" />;
}
