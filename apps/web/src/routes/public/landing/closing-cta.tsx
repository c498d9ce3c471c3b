import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function ClosingCta({ onDemo }: { onDemo: () => void }) {
  return (
    <section className="py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-5">
        <div className="grid justify-items-center gap-5 rounded-[2rem] bg-gradient-to-br from-accent-50 via-white to-brand-50 px-6 py-14 text-center shadow-soft ring-1 ring-sand-200">
          <h2 className="max-w-2xl text-3xl font-extrabold sm:text-4xl">
            Comece hoje a cuidar de quem cuida do seu negócio
          </h2>
          <p className="max-w-xl text-lg text-sand-600">
            Conheça a plataforma em uma demonstração gratuita, sem cartão e sem compromisso.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/contact">Começar agora gratuitamente</Link>
            </Button>
            <Button size="lg" variant="secondary" onClick={onDemo}>
              Demo gratuita
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
