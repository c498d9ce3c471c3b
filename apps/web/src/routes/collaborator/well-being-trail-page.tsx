import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useGamification, gamificationQuery } from '@/features/radar/api';
import { trailProgress } from '@/features/trail/trail';
import { TrailView } from '@/features/trail/trail-view';
import { pageData } from '@/app/page-data';

export const loader = pageData('collaborator', (_params, { uuid }) => [gamificationQuery(uuid)]);

/** /collaborator/app/well-being-trail: medals = radar responses, 3 cycles of 10. */
export default function WellBeingTrailPage() {
  const gamification = useGamification();
  return (
    <div>
      <PageHeader
        title="Trilha do bem-estar"
        description="Cada vez que você responde o radar do bem-estar, ganha uma medalha."
        actions={
          <Link to="/collaborator/app/well-being-radar" className={buttonClass('primary')}>
            <ClipboardList aria-hidden />
            Responder o radar
          </Link>
        }
      />
      {gamification.isPending ? (
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-44 w-full rounded-card" />
          <div className="grid gap-4 lg:grid-cols-3">
            <Skeleton className="h-56 rounded-card" />
            <Skeleton className="h-56 rounded-card" />
            <Skeleton className="h-56 rounded-card" />
          </div>
        </div>
      ) : gamification.isError ? (
        <ErrorState
          title="Não foi possível carregar sua trilha."
          onRetry={() => void gamification.refetch()}
          retrying={gamification.isFetching}
        />
      ) : (
        <>
          {gamification.data.wellBeingRadarCount === 0 && (
            <p className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900">
              Sua trilha começa com a primeira resposta do radar. Leva só 2 minutos.
            </p>
          )}
          <TrailView progress={trailProgress(gamification.data.wellBeingRadarCount)} />
        </>
      )}
    </div>
  );
}
