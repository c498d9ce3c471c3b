import { LineChart } from 'lucide-react';
import { useSession } from '@/app/use-session';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMeasureOverview, measureOverviewQuery } from '@/features/measures/api';
import { MeasureTrend } from '@/features/measures/measure-trend';
import { CareQuickLinks } from '@/components/care-resources';
import { pageData } from '@/app/page-data';

export const loader = pageData('collaborator', (_params, { uuid }) => [measureOverviewQuery(uuid)]);

/** /collaborator/app/measures: 'Como você tem estado', the trend per instrument (domain.md §18). */
export default function MeasuresPage() {
  const { user } = useSession('collaborator');
  const overview = useMeasureOverview(user.uuid);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        title="Como você tem estado"
        description="Dois questionários curtos, a cada 2 semanas, mostram como seu humor e sua ansiedade mudam com o tempo. Só você e o psicólogo que atende você veem os resultados: ele vê a pontuação e se a pergunta sobre pensamentos de se ferir foi marcada, não cada resposta."
      />
      {overview.isPending ? (
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isRefetching} />
      ) : (
        <>
          {!overview.data.eligible && (
            <p className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-[15px] text-brand-900">
              <LineChart className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              Os questionários ficam disponíveis quando você tem uma sessão agendada.
            </p>
          )}
          {overview.data.instruments.map((series) => (
            <MeasureTrend key={series.instrument} series={series} audience="collaborator" />
          ))}
        </>
      )}
      <CareQuickLinks />
    </div>
  );
}
