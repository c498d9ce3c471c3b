import { ShieldCheck } from 'lucide-react';
import { AuthShell } from '@/components/brand/auth-shell';
import { SignInForm } from '@/routes/auth/sign-in-form';
import { SignInHeading } from '@/routes/auth/sign-in-heading';

export default function AdministratorSignInPage() {
  return (
    <AuthShell>
      <SignInHeading
        icon={ShieldCheck}
        role="Administrador"
        title="Acesso administrativo"
        description="Gerencie empresas, psicólogos e créditos da plataforma."
      />
      <SignInForm role="administrator" buttonLabel="Acessar" />
    </AuthShell>
  );
}
