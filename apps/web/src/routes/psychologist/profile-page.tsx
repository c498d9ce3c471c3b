import { UnderConstruction } from '@/components/under-construction';

export default function ProfilePage() {
  return <UnderConstruction title="Perfil" />;
}
