import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { SiteFooter } from '@/routes/public/landing/site-footer';

/** The frame of the public legal texts (/terms, /privacy): logo, way back, the text, the footer. */
export function LegalDocument({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="border-b border-sand-200/60 bg-sand-50">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-5">
          <Link to="/" aria-label="Acolher, página inicial">
            <Logo />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-sand-600 hover:text-brand-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Página inicial
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-8 px-5 py-10 sm:py-14">
        <div className="grid gap-2">
          <h1 className="text-3xl font-extrabold text-sand-900 sm:text-4xl">{title}</h1>
          <p className="text-base text-sand-600">{intro}</p>
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
