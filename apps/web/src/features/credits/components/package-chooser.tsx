import { Check, Sparkles } from 'lucide-react';
import type { TCreditPackage } from '@acolher/contracts/constants';
import { formatMoney } from '@acolher/contracts/format';
import { cn } from '@/lib/cn';

export const creditsLabel = (n: number) => `${n} ${n === 1 ? 'crédito' : 'créditos'}`;

type Props = {
  packages: readonly TCreditPackage[];
  value: number;
  onChange: (credits: number) => void;
  disabled?: boolean;
};

/** The fixed packages as a radio group of cards (arrow keys move between them). */
export function PackageChooser({ packages, value, onChange, disabled }: Props) {
  return (
    <fieldset disabled={disabled} className="grid gap-3">
      <legend className="mb-3 text-lg font-bold text-sand-900">Escolha seu pacote</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {packages.map((p) => {
          const selected = p.credits === value;
          return (
            <label
              key={p.uuid}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-card border-2 bg-white p-4 pt-5 shadow-soft transition-colors sm:p-5 sm:pt-6',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-600 bg-brand-50/60'
                  : 'border-sand-200 hover:border-brand-300',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                name="credit-package"
                value={p.credits}
                checked={selected}
                onChange={() => onChange(p.credits)}
                className="sr-only"
                aria-describedby={`pacote-${p.credits}-detalhe`}
              />
              {p.popular && (
                <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-accent-600 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-white shadow-sm">
                  <Sparkles className="size-3.5" aria-hidden />
                  Mais popular
                </span>
              )}
              <span
                aria-hidden
                className={cn(
                  'absolute top-3 right-3 grid size-5 place-items-center rounded-full border-2',
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-sand-300 bg-white',
                )}
              >
                {selected && <Check className="size-3" strokeWidth={3} />}
              </span>
              <span className="text-2xl font-extrabold text-sand-900 sm:text-3xl">{p.credits}</span>
              <span className="-mt-1 text-sm font-semibold text-sand-600">
                {p.credits === 1 ? 'crédito' : 'créditos'}
              </span>
              <span className="mt-2 text-lg font-bold text-brand-800">
                {formatMoney(p.priceCents)}
              </span>
              <span id={`pacote-${p.credits}-detalhe`} className="text-sm text-sand-600">
                {p.description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
