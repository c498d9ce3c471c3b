import { Link } from 'react-router';
import { AuthShell } from '@/components/brand/auth-shell';
import { EmptyState } from '@/components/ui/empty-state';
import { Hammer } from 'lucide-react';

/** Placeholder: the sign-up form (name, CPF, CRP, e-mail, phone, password, repeat; 'Criar conta'). */
export default function PsychologistSignUpPage() {
  return (
    <AuthShell backTo="/psychologist/auth/sign-in" backLabel="Voltar para o login">
      <h1 className="mb-6 text-3xl font-extrabold">Criar conta</h1>
      <EmptyState icon={Hammer} title="Em construção" />
      <p className="mt-6 text-center text-[15px] text-sand-600">
        Já tem conta?{' '}
        <Link to="/psychologist/auth/sign-in" className="font-bold text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthShell>
  );
}
