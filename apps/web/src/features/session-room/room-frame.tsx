import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/brand/logo';

/** The calm frame around the room's before and after screens (the call itself is full screen). */
export function RoomFrame({ back, children }: { back: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Link
            to={back}
            className="flex h-10 items-center gap-2 rounded-xl px-3 text-[15px] font-semibold text-sand-700 hover:bg-sand-100"
          >
            <ArrowLeft className="size-[18px]" aria-hidden />
            Voltar
          </Link>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
        {children}
      </main>
    </div>
  );
}
