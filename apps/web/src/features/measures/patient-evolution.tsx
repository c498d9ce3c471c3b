import { AlertTriangle } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useMeasureOverview } from './api';
import { MeasureTrend } from './measure-trend';

/**
 * 'Evolução' beside the patient's record (psychologist side, domain.md §18): PHQ-9 and GAD-7
 * over time with response and remission marked. Shown only to a psychologist in care of them.
 */
export function PatientEvolution({ collaboratorUuid }: { collaboratorUuid: string }) {
  const overview = useMeasureOverview(collaboratorUuid);
  const refused =
    overview.error instanceof ApiError &&
    (overview.error.status === 403 || overview.error.status === 404);
  if (refused) return null;
  const crisis = overview.data?.instruments.some((i) => i.points.at(-1)?.crisis);
  return (
    // One column of minmax(0, 1fr): the cards' tables and charts shrink to a phone's width
    // instead of widening the page (their tables scroll inside).
    <section aria-labelledby="evolucao" className="mt-10 grid grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h2 id="evolucao" className="text-xl font-extrabold text-sand-900">
          Evolução
        </h2>
        <p className="text-[15px] text-sand-600">
          PHQ-9 (humor) e GAD-7 (ansiedade) respondidos pelo paciente, no máximo a cada 14 dias.
        </p>
      </div>
      {overview.isPending ? (
        <div role="status" aria-label="Carregando..." className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isRefetching} />
      ) : (
        <>
          {crisis && (
            <p
              role="note"
              className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-[15px] font-semibold text-red-900"
            >
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
              Na resposta mais recente do PHQ-9, o item 9 (pensamentos de se ferir) foi marcado.
              Procure o paciente.
            </p>
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {overview.data.instruments.map((series) => (
              <MeasureTrend key={series.instrument} series={series} audience="psychologist" />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
