import { Link } from 'react-router';
import { AlertTriangle, FolderOpen } from 'lucide-react';
import { formatDate, formatName } from '@acolher/contracts/format';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import { useAcknowledgeAlert, useMeasureAlerts } from './api';

const when = (instant: string) =>
  `${formatDate(instantToLocalDate(instant))} às ${instantToLocalTime(instant).slice(0, 5)}`;

/**
 * The PHQ-9 item-9 alert on the psychologist's dashboard (domain.md §18, decision 1393): each of her
 * patients who marked item 9, with a link to the record; it stays until 'Ciente' or the record is
 * opened. Nothing while loading or when there is none; an error says so, with a retry.
 */
export function MeasureAlerts() {
  const alerts = useMeasureAlerts();
  const acknowledge = useAcknowledgeAlert();
  if (alerts.isError) {
    return (
      <ErrorState
        title="Não foi possível verificar os alertas do PHQ-9."
        onRetry={() => void alerts.refetch()}
        retrying={alerts.isRefetching}
      />
    );
  }
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section
      aria-labelledby="alertas-phq9"
      className="grid gap-3 rounded-card border border-red-200 bg-red-50 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2
          id="alertas-phq9"
          className="flex items-center gap-2 text-lg font-bold text-red-900"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-status-danger" />
          Atenção: pensamentos de se ferir
        </h2>
        <p className="text-[15px] text-red-900">
          No PHQ-9, estes pacientes marcaram o item 9 (pensamentos de se ferir). Procure a pessoa. O
          alerta sai daqui quando você abre o prontuário ou marca &apos;Ciente&apos;.
        </p>
      </div>
      <ul className="grid gap-2">
        {alerts.data.map((a) => {
          const name = formatName(a.collaborator.name);
          return (
            <li
              key={a.collaborator.uuid}
              className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:px-4"
            >
              <p className="grid min-w-0 gap-0.5">
                <span className="font-bold break-words text-sand-900">{name}</span>
                <span className="text-sm text-sand-600">Respondeu em {when(a.answeredAt)}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/psychologist/app/records/${a.collaborator.uuid}`}
                  className={buttonClass('primary', 'sm')}
                >
                  <FolderOpen aria-hidden /> Abrir prontuário
                  <span className="sr-only"> de {name}</span>
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={acknowledge.isPending && acknowledge.variables === a.collaborator.uuid}
                  loadingText="Salvando..."
                  disabled={acknowledge.isPending}
                  onClick={() =>
                    acknowledge.mutate(a.collaborator.uuid, {
                      onError: (err) =>
                        toast.error(errorMessage(err, 'Não foi possível registrar a ciência.')),
                    })
                  }
                >
                  Ciente<span className="sr-only"> do alerta de {name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
