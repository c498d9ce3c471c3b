import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, HeartHandshake, LockKeyhole, ShieldCheck } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { DemoStrip } from '@/features/app-config/components/demo-strip';

type AuthShellProps = {
  children: ReactNode;
  /** Replaces the default brand panel on large screens (e.g. the psychologist's illustration). */
  aside?: ReactNode;
  backTo?: string;
  backLabel?: string;
};

function BrandPanel() {
  return (
    <div className="relative flex h-full flex-col justify-between overflow-hidden rounded-[2rem] bg-brand-800 p-10 text-white">
      <div
        aria-hidden
        className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-600/50 blur-2xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-32 -left-16 size-96 rounded-full bg-brand-500/30 blur-3xl"
      />
      <Logo tone="light" markClassName="ring-2 ring-white/20 rounded-xl" />
      <div className="relative grid gap-4">
        <p className="text-3xl leading-tight font-extrabold text-white">
          Cuidar de quem faz a empresa acontecer.
        </p>
        <p className="max-w-sm text-brand-100">
          Psicólogos, radar do bem-estar e apoio no dia a dia, num só lugar, com sigilo.
        </p>
      </div>
      <ul className="relative grid gap-3 text-[15px] text-brand-50">
        <li className="flex items-center gap-3">
          <ShieldCheck className="size-5 text-brand-300" aria-hidden /> Dados protegidos e
          criptografados
        </li>
        <li className="flex items-center gap-3">
          <LockKeyhole className="size-5 text-brand-300" aria-hidden /> Atendimentos em total sigilo
        </li>
        <li className="flex items-center gap-3">
          <HeartHandshake className="size-5 text-brand-300" aria-hidden /> Psicólogos com CRP ativo
        </li>
      </ul>
    </div>
  );
}

/** Frame of every sign-in and password screen: form on the right, brand panel on large screens. */
export function AuthShell({
  children,
  aside,
  backTo = '/sign-in',
  backLabel = 'Escolher outro perfil',
}: AuthShellProps) {
  return (
    <>
      <DemoStrip />
      <div className="grid min-h-dvh bg-sand-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6 lg:p-6">
        <div className="hidden lg:block">{aside ?? <BrandPanel />}</div>
        <main className="flex flex-col px-5 py-6 sm:px-10 lg:py-4">
          <div className="flex items-center justify-between">
            <Link
              to="/"
              className={aside ? undefined : 'lg:invisible'}
              aria-label="Acolher, página inicial"
            >
              <Logo />
            </Link>
            <Link
              to={backTo}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-sand-600 hover:text-brand-700"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {backLabel}
            </Link>
          </div>
          <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
            {children}
          </div>
          <p className="text-center text-sm text-sand-500">
            Em sofrimento agora? Ligue{' '}
            <a
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              href="tel:188"
            >
              CVV 188
            </a>{' '}
            (24 h, gratuito).
          </p>
        </main>
      </div>
    </>
  );
}
