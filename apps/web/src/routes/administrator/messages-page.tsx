import { UnderConstruction } from '@/components/under-construction';

export default function MessagesPage() {
  return <UnderConstruction title="Mensagens" />;
}
