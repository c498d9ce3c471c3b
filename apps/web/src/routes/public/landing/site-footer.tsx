import { Link } from 'react-router';
import { Phone } from 'lucide-react';
import { Logo } from '@/components/brand/logo';

export function SiteFooter() {
  return (
    <footer className="border-t border-sand-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 md:grid-cols-[1.2fr_1fr]">
        <div className="grid gap-3">
          <Logo />
          <p className="max-w-sm text-[15px] text-sand-600">Saúde mental corporativa com acolhimento, sigilo e psicólogos de verdade.</p>
          {/* The site's links, then the legal ones: at any width 'Quem somos' never wraps alone. */}
          <nav aria-label="Links do rodapé" className="grid gap-2 text-[15px] font-semibold text-sand-700">
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              <a href="/#como-funciona" className="hover:text-brand-700">Como funciona</a>
              <a href="/#impacto" className="hover:text-brand-700">Impacto</a>
              <Link to="/sign-in" className="hover:text-brand-700">Entrar</Link>
              <Link to="/psychologist/auth/sign-up" className="hover:text-brand-700">Sou psicólogo</Link>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              <Link to="/terms" className="hover:text-brand-700">Termos de uso</Link>
              <Link to="/privacy" className="hover:text-brand-700">Privacidade</Link>
              <Link to="/quem-somos" className="hover:text-brand-700">Quem somos</Link>
            </div>
          </nav>
        </div>
        <div className="rounded-card bg-brand-50 p-5 text-[15px] text-brand-950">
          <p className="mb-2 flex items-center gap-2 font-bold">
            <Phone className="size-4" aria-hidden /> Precisa de ajuda agora?
          </p>
          <p>
            Ligue <a className="font-bold underline" href="tel:188">188</a> (CVV, 24 horas, gratuito, também por chat em cvv.org.br) ou{' '}
            <a className="font-bold underline" href="tel:192">192</a> (SAMU) em caso de emergência.
          </p>
        </div>
      </div>
      <p className="border-t border-sand-100 py-5 text-center text-sm text-sand-500">© {new Date().getFullYear()} Acolher. Todos os direitos reservados.</p>
    </footer>
  );
}
