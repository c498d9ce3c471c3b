import { Building2 } from 'lucide-react';
import { AuthShell } from '@/components/brand/auth-shell';
import { SignInForm } from '@/routes/auth/sign-in-form';
import { SignInHeading } from '@/routes/auth/sign-in-heading';

export default function CompanySignInPage() {
  return (
    <AuthShell>
      <SignInHeading icon={Building2} role="Empresa" title="Entrar na área da empresa" description="Acompanhe o bem-estar das equipes e o plano de ação." />
      <SignInForm role="company" buttonLabel="Entrar" />
    </AuthShell>
  );
}
