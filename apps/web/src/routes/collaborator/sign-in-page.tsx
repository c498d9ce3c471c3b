import { HeartHandshake } from 'lucide-react';
import { AuthShell } from '@/components/brand/auth-shell';
import { SignInForm } from '@/routes/auth/sign-in-form';
import { SignInHeading } from '@/routes/auth/sign-in-heading';

export default function CollaboratorSignInPage() {
  return (
    <AuthShell>
      <SignInHeading icon={HeartHandshake} role="Colaborador" title="Que bom que você veio" description="Entre para agendar sessões, responder o radar do bem-estar e cuidar de você." />
      <SignInForm role="collaborator" buttonLabel="Entrar" />
    </AuthShell>
  );
}
