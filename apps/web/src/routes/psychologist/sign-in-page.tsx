import { Link } from 'react-router';
import { Stethoscope } from 'lucide-react';
import { AuthShell } from '@/components/brand/auth-shell';
import { SignInForm } from '@/routes/auth/sign-in-form';
import { SignInHeading } from '@/routes/auth/sign-in-heading';
// A file of its own, not inlined into the page's script: an image waits for the first paint.
import welcomeUrl from '@/assets/psychologist-welcome.svg?no-inline';

function SideImage() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-8 rounded-[2rem] bg-brand-50 p-10">
      <img
        src={welcomeUrl}
        alt="Ilustração de uma psicóloga conversando com uma pessoa, com um balão de fala com um coração e uma planta entre elas"
        className="w-full max-w-md rounded-[2rem] shadow-lift"
      />
      <p className="max-w-sm text-center text-lg font-semibold text-brand-900">Seu cuidado transforma o dia de muita gente. Obrigado por estar aqui.</p>
    </div>
  );
}

export default function PsychologistSignInPage() {
  return (
    <AuthShell aside={<SideImage />}>
      <SignInHeading icon={Stethoscope} role="Psicólogo" title="Que bom ter você de volta!" description="Acesse sua agenda, seus horários e seus atendimentos." />
      <SignInForm role="psychologist" buttonLabel="Acessar" />
      <p className="mt-6 text-center text-[15px] text-sand-600">
        Ainda não tem conta?{' '}
        <Link to="/psychologist/auth/sign-up" className="font-bold text-brand-700 underline-offset-4 hover:underline">
          Cadastre-se
        </Link>
      </p>
    </AuthShell>
  );
}
