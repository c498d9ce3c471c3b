import { Gift, Lock, Medal, Sparkles, Trophy } from 'lucide-react';
import { TRAIL_CYCLES, TRAIL_MEDALS_PER_CYCLE } from '@acolher/contracts/constants';
import { cn } from '@/lib/cn';
import type { TrailProgress } from './trail';

const CYCLE_NAMES = ['Semente', 'Broto', 'Florescer'];

function MedalDot({ earned, next, n }: { earned: boolean; next: boolean; n: number }) {
  return (
    <li
      className={cn(
        'grid aspect-square place-items-center rounded-full border-2 transition-transform',
        earned
          ? 'border-amber-300 bg-gradient-to-br from-amber-300 to-amber-500 text-white shadow-[0_2px_6px_rgba(217,119,6,0.35)]'
          : next
            ? 'border-dashed border-brand-400 bg-brand-50 text-brand-500'
            : 'border-sand-200 bg-sand-50 text-sand-300',
      )}
      aria-label={earned ? `Medalha ${n}: conquistada` : `Medalha ${n}: a conquistar`}
    >
      <Medal className="size-[55%]" strokeWidth={earned ? 2.25 : 1.75} aria-hidden />
    </li>
  );
}

export function TrailView({ progress }: { progress: TrailProgress }) {
  const {
    medals,
    completedCycles,
    perCycle,
    currentCycle,
    inCurrentCycle,
    toNextCycle,
    superRewardsUnlocked,
  } = progress;
  return (
    <div className="grid gap-6">
      <section
        aria-label="Resumo da trilha"
        className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lift sm:p-8"
      >
        <Sparkles className="absolute -top-4 -right-4 size-32 text-white/10" aria-hidden />
        <div className="relative grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-6">
          <span className="grid size-20 place-items-center rounded-full bg-gradient-to-br from-amber-300 to-amber-500 text-white shadow-lg ring-4 ring-white/20">
            <Medal className="size-10" aria-hidden />
          </span>
          <div className="grid gap-1">
            <p className="text-4xl font-extrabold" data-testid="medal-count">
              {medals} {medals === 1 ? 'medalha' : 'medalhas'}
            </p>
            <p className="text-[16px] text-brand-50">
              {completedCycles} de {TRAIL_CYCLES} ciclos completos
              {superRewardsUnlocked
                ? ' · trilha completa!'
                : ` · faltam ${toNextCycle} ${toNextCycle === 1 ? 'medalha' : 'medalhas'} para fechar o ciclo ${currentCycle + 1}`}
            </p>
          </div>
        </div>
        {!superRewardsUnlocked && (
          <div className="relative mt-5 grid gap-1.5">
            <div className="flex justify-between text-sm font-semibold text-brand-100">
              <span>Ciclo atual: {CYCLE_NAMES[currentCycle]}</span>
              <span>
                {inCurrentCycle}/{TRAIL_MEDALS_PER_CYCLE}
              </span>
            </div>
            <div
              className="h-3 overflow-hidden rounded-full bg-white/20"
              role="progressbar"
              aria-label="Progresso no ciclo atual"
              aria-valuemin={0}
              aria-valuemax={TRAIL_MEDALS_PER_CYCLE}
              aria-valuenow={inCurrentCycle}
            >
              <div
                className="h-full rounded-full bg-amber-300 transition-[width] duration-500"
                style={{ width: `${(inCurrentCycle / TRAIL_MEDALS_PER_CYCLE) * 100}%` }}
              />
            </div>
          </div>
        )}
      </section>

      <ol className="grid gap-4 lg:grid-cols-3" aria-label="Ciclos da trilha">
        {perCycle.map((count, i) => {
          const complete = count >= TRAIL_MEDALS_PER_CYCLE;
          const active = i === currentCycle && !superRewardsUnlocked;
          return (
            <li
              key={i}
              className={cn(
                'grid gap-4 rounded-card border bg-white p-5 shadow-soft',
                complete
                  ? 'border-amber-200'
                  : active
                    ? 'border-brand-300 ring-2 ring-brand-100'
                    : 'border-sand-200',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <div className="grid">
                  <span className="text-sm font-semibold text-sand-500">Ciclo {i + 1}</span>
                  <h2 className="text-lg font-bold text-sand-900">{CYCLE_NAMES[i]}</h2>
                </div>
                <span
                  className={cn(
                    'rounded-full px-3 py-1 text-sm font-bold',
                    complete
                      ? 'bg-amber-100 text-amber-800'
                      : active
                        ? 'bg-brand-50 text-brand-800'
                        : 'bg-sand-100 text-sand-600',
                  )}
                >
                  {complete ? 'Completo' : active ? 'Em andamento' : 'A seguir'}
                </span>
              </div>
              <ul className="grid grid-cols-5 gap-2.5">
                {Array.from({ length: TRAIL_MEDALS_PER_CYCLE }, (_, j) => (
                  <MedalDot
                    key={j}
                    n={i * TRAIL_MEDALS_PER_CYCLE + j + 1}
                    earned={j < count}
                    next={active && j === count}
                  />
                ))}
              </ul>
              <p className="text-sm text-sand-600">
                {count}/{TRAIL_MEDALS_PER_CYCLE} medalhas
              </p>
            </li>
          );
        })}
      </ol>

      <section
        aria-label="Super-recompensas"
        className={cn(
          'flex flex-col items-start gap-4 rounded-card border p-5 sm:flex-row sm:items-center sm:p-6',
          superRewardsUnlocked
            ? 'border-amber-300 bg-gradient-to-r from-amber-50 to-white'
            : 'border-dashed border-sand-300 bg-white/70',
        )}
      >
        <span
          className={cn(
            'grid size-14 shrink-0 place-items-center rounded-2xl',
            superRewardsUnlocked ? 'bg-amber-400 text-white' : 'bg-sand-100 text-sand-500',
          )}
        >
          {superRewardsUnlocked ? (
            <Trophy className="size-7" aria-hidden />
          ) : (
            <Gift className="size-7" aria-hidden />
          )}
        </span>
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 text-lg font-bold text-sand-900">
            Super-recompensas
            {!superRewardsUnlocked && (
              <Lock className="size-4 text-sand-500" aria-label="bloqueadas" />
            )}
          </h2>
          <p className="text-[15px] text-sand-700">
            {superRewardsUnlocked
              ? 'Você completou os 3 ciclos da trilha e desbloqueou as super-recompensas. Que caminho bonito!'
              : 'Complete os 3 ciclos (30 medalhas) para desbloquear as super-recompensas.'}
          </p>
        </div>
      </section>
    </div>
  );
}
