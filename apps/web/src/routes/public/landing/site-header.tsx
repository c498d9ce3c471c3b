import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

export function SiteHeader({ onDemo }: { onDemo: () => void }) {
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/60 bg-sand-50/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-5 sm:h-18">
        <Link to="/" aria-label="Acolher, página inicial">
          <Logo />
        </Link>
        <nav aria-label="Seções" className="hidden items-center gap-1 md:flex">
          <a href="#como-funciona" className="rounded-lg px-3 py-2 text-[15px] font-semibold text-sand-700 hover:text-brand-700">
            Como funciona
          </a>
          <a href="#impacto" className="rounded-lg px-3 py-2 text-[15px] font-semibold text-sand-700 hover:text-brand-700">
            Impacto
          </a>
        </nav>
        <div className="flex items-center gap-2">
          <Button variant="ghost" onClick={onDemo} className="max-sm:hidden">
            Demo gratuita
          </Button>
          <Button asChild variant="primary">
            <Link to="/sign-in">Entrar</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
