import { Link } from 'react-router';
import { LockKeyhole, ShieldCheck, Stethoscope } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HeroVisual } from '@/routes/public/landing/hero-visual';

export function Hero({ onDemo }: { onDemo: () => void }) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_85%_0%,var(--color-brand-100),transparent),radial-gradient(36rem_24rem_at_0%_100%,var(--color-accent-50),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-10 pb-20 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pt-20 lg:pb-28">
        <div className="grid gap-6">
          <p className="w-fit rounded-full bg-white px-3.5 py-1.5 text-sm font-bold text-brand-800 shadow-soft ring-1 ring-brand-200/70">
            Saúde mental corporativa
          </p>
          <h1 className="text-[2.35rem] leading-[1.1] font-extrabold sm:text-5xl lg:text-[3.5rem]">
            Cuidado de verdade para <span className="text-brand-700">quem faz sua empresa</span> acontecer.
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-sand-700">
            Sessões online com psicólogos, radar do bem-estar e a Psi Priscila, assistente virtual
            que tira dúvidas e indica onde buscar ajuda. Para o RH, indicadores por setor e um plano
            de ação, sempre com sigilo.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/contact">Começar agora gratuitamente</Link>
            </Button>
            <Button size="lg" variant="secondary" onClick={onDemo}>
              Demo gratuita
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-[15px] text-sand-600">
            <li className="flex items-center gap-2">
              <LockKeyhole className="size-4 text-brand-600" aria-hidden /> Sigilo total
            </li>
            <li className="flex items-center gap-2">
              <Stethoscope className="size-4 text-brand-600" aria-hidden /> Psicólogos com CRP
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-brand-600" aria-hidden /> Conforme a LGPD
            </li>
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
