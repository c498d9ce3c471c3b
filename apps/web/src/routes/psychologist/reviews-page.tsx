import { UnderConstruction } from '@/components/under-construction';

export default function ReviewsPage() {
  return <UnderConstruction title="Avaliações" />;
}
