import { Coins, Infinity as InfinityIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

/** The header of the credits page: what the collaborator has now. */
export function CreditBalance({ credits }: { credits: number | undefined }) {
  return (
    <section
      aria-label="Créditos disponíveis"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-brand-800 px-5 py-5 text-white shadow-soft sm:px-7 sm:py-6"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-white/15">
          <Coins className="size-6" aria-hidden />
        </span>
        <div className="grid">
          <span className="text-sm font-semibold text-brand-100">Créditos disponíveis</span>
          {credits === undefined ? (
            <Skeleton className="mt-1 h-8 w-24 bg-white/20" />
          ) : (
            <span className="text-3xl font-extrabold" data-testid="available-credits">
              {credits}{' '}
              <span className="text-lg font-semibold">
                {credits === 1 ? 'crédito' : 'créditos'}
              </span>
            </span>
          )}
        </div>
      </div>
      <div className="grid gap-1 text-sm text-brand-50">
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <InfinityIcon className="size-4" aria-hidden />
          Validade ilimitada
        </span>
        <span>1 crédito = 1 sessão de 50 minutos</span>
      </div>
    </section>
  );
}
