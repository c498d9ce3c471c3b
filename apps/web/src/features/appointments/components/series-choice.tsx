import { Repeat } from 'lucide-react';
import type { TSeriesFrequency } from '@acolher/contracts/appointment-series';
import type { TSeriesDate } from '@acolher/contracts/answers/appointment-series';
import { formatDate } from '@acolher/contracts/format';
import { Skeleton } from '@/components/ui/skeleton';

export type TRepeat = 'once' | TSeriesFrequency;

const OPTIONS: { value: TRepeat; label: string }[] = [
  { value: 'once', label: 'Só esta data' },
  { value: 'weekly', label: 'Repetir toda semana' },
  { value: 'biweekly', label: 'A cada duas semanas' },
];

/**
 * docs/domain.md §24 on the booking screen: once, every week or every second week, an optional
 * end date, and the first four dates each 'Disponível' or the reason, before 'Confirmar'.
 */
export function SeriesChoice({
  repeat,
  endDate,
  minEndDate,
  preview,
  previewLoading,
  previewError,
  onRepeat,
  onEndDate,
}: {
  repeat: TRepeat;
  endDate: string;
  minEndDate: string;
  preview: TSeriesDate[] | undefined;
  previewLoading: boolean;
  previewError: string | null;
  onRepeat: (value: TRepeat) => void;
  onEndDate: (value: string) => void;
}) {
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 flex items-center gap-1.5 text-[15px] font-semibold text-sand-800">
          <Repeat className="size-4 text-brand-600" aria-hidden />
          Repetir
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {OPTIONS.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-200 bg-white px-3 py-2 text-[15px] text-sand-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="repeat"
                value={o.value}
                checked={repeat === o.value}
                onChange={() => onRepeat(o.value)}
                className="size-4 accent-brand-600"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {repeat !== 'once' && (
        <>
          <label className="grid max-w-xs gap-1 text-[15px] text-sand-800">
            Até (opcional)
            <input
              type="date"
              value={endDate}
              min={minEndDate}
              onChange={(e) => onEndDate(e.target.value)}
              className="h-11 rounded-xl border border-sand-300 bg-white px-3 text-[15px]"
            />
          </label>
          <div className="grid gap-1">
            <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
              Próximas datas
            </p>
            {previewError ? (
              <p role="alert" className="text-[15px] text-red-700">
                {previewError}
              </p>
            ) : previewLoading || !preview ? (
              <div role="status" aria-label="Verificando datas..." className="grid gap-1">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-6 w-56" />
                ))}
              </div>
            ) : (
              <ul aria-label="Próximas datas da série" className="grid gap-1">
                {preview.map((d) => (
                  <li key={d.date} className="flex flex-wrap gap-x-2 text-[15px]">
                    <span className="font-semibold text-sand-800">{formatDate(d.date)}</span>
                    {d.result === 'ok' ? (
                      <span className="text-brand-700">Disponível</span>
                    ) : (
                      <span className="text-red-700">{d.result}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
