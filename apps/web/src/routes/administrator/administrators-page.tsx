import { UnderConstruction } from '@/components/under-construction';

export default function AdministratorsPage() {
  return <UnderConstruction title="Administradores" />;
}
