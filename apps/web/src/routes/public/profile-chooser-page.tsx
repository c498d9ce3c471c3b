import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, Building2, HeartHandshake, ShieldCheck, Stethoscope, type LucideIcon } from 'lucide-react';
import { Logo } from '@/components/brand/logo';

type Profile = { title: string; description: string; to: string; icon: LucideIcon; tint: string };

const profiles: Profile[] = [
  { title: 'Colaborador', description: 'Agende sessões, responda o radar do bem-estar e converse com a Psi Priscila.', to: '/collaborator/auth/sign-in', icon: HeartHandshake, tint: 'bg-brand-50 text-brand-700' },
  { title: 'Psicólogo', description: 'Gerencie seus horários, atendimentos e seu perfil profissional.', to: '/psychologist/auth/sign-in', icon: Stethoscope, tint: 'bg-accent-50 text-accent-600' },
  { title: 'Empresa', description: 'Cadastre setores e colaboradores e acompanhe o plano de ação.', to: '/company/auth/sign-in', icon: Building2, tint: 'bg-sky-50 text-sky-700' },
  { title: 'Administrador', description: 'Administre a plataforma, aprove psicólogos e conceda créditos.', to: '/administrator/auth/sign-in', icon: ShieldCheck, tint: 'bg-sand-100 text-sand-700' },
];

/** /sign-in: choose a profile, then its own sign-in. */
export default function ProfileChooserPage() {
  return (
    <div className="min-h-dvh bg-sand-50 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)]">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-5 py-5">
        <Link to="/" aria-label="Acolher, página inicial">
          <Logo />
        </Link>
        <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-semibold text-sand-600 hover:text-brand-700">
          <ArrowLeft className="size-4" aria-hidden /> Voltar ao site
        </Link>
      </header>
      <main className="mx-auto max-w-5xl px-5 pt-6 pb-16 sm:pt-12">
        <div className="mb-8 grid gap-3 text-center sm:mb-12">
          <h1 className="text-3xl font-extrabold sm:text-4xl">Como você quer entrar?</h1>
          <p className="text-base text-sand-600 sm:text-lg">Escolha o seu perfil para continuar.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {profiles.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className="group flex h-full items-center gap-4 rounded-card border border-sand-200 bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift sm:items-start sm:p-6"
              >
                <span className={`grid size-14 shrink-0 place-items-center rounded-2xl ${p.tint}`}>
                  <p.icon className="size-7" strokeWidth={1.75} aria-hidden />
                </span>
                <span className="grid flex-1 gap-1">
                  <span className="text-lg font-bold text-sand-900">{p.title}</span>
                  <span className="text-[15px] leading-snug text-sand-600">{p.description}</span>
                </span>
                <ArrowRight className="size-5 shrink-0 text-sand-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 sm:self-center" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
