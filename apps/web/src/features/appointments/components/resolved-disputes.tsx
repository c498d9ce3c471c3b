import { CheckCircle2 } from 'lucide-react';
import { formatDate, formatName } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useResolvedDisputes } from '../api/outcomes';

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });
const OUTCOME = {
  refunded: { label: 'Reembolsada', tone: 'success' },
  kept: { label: 'Sessão mantida', tone: 'neutral' },
} as const;

/**
 * 'Contestações decididas' (decision 1409): the latest decided disputes stay listed with their
 * outcome and the administrator's justification.
 */
export function ResolvedDisputes() {
  const list = useResolvedDisputes();
  return (
    <section className="mt-10 grid gap-3" aria-labelledby="decididas">
      <h2 id="decididas" className="text-xl font-bold">
        Contestações decididas
      </h2>
      {list.isPending ? (
        <SkeletonList rows={2} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={CheckCircle2} title="Nenhuma contestação decidida ainda." />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Contestações decididas">
          {list.data.map((d) => {
            const outcome = OUTCOME[d.status];
            return (
              <li
                key={d.uuid}
                className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid gap-0.5">
                    <p className="font-bold text-sand-900">{formatName(d.collaborator.name)}</p>
                    <p className="text-sm text-sand-600">
                      com {formatName(d.psychologist.name)} · sessão de{' '}
                      {formatDate(d.appointment.date)}
                    </p>
                  </div>
                  <Badge tone={outcome.tone}>{outcome.label}</Badge>
                </div>
                <p className="text-sm text-sand-700">
                  <span className="font-semibold">Motivo:</span> {d.reason}
                </p>
                <p className="text-sm text-sand-800">
                  <span className="font-semibold">Justificativa:</span>{' '}
                  {d.resolutionNote?.trim() || 'Sem justificativa registrada.'}
                </p>
                <p className="text-sm text-sand-500">
                  Decidida em {day.format(new Date(d.resolvedAt))}.
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
