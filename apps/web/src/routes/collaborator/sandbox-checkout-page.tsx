import { UnderConstruction } from '@/components/under-construction';

export default function SandboxCheckoutPage() {
  return <UnderConstruction title="Pagamento" />;
}
