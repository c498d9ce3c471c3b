import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50 px-5 py-6">
      <Link to="/" aria-label="Acolher, página inicial" className="w-fit">
        <Logo />
      </Link>
      <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-5 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Compass className="size-10" strokeWidth={1.5} aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold">Não encontrado!</h1>
        <p className="text-base text-sand-600">O endereço que você abriu não existe ou mudou de lugar. Vamos voltar para um caminho conhecido.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/">Ir para a página inicial</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/sign-in">Entrar</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
