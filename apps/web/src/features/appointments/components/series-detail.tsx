import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarX2, Repeat } from 'lucide-react';
import {
  SERIES_FREQUENCY_LABELS,
  SERIES_STATUS_LABELS,
} from '@acolher/contracts/appointment-series';
import {
  appointmentStatusLabel,
  collaboratorAppointmentStatusLabel,
} from '@acolher/contracts/labels';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useEndSeries, useSeries } from '../api/series';

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
const TONE = { yellow: 'pending', green: 'success', red: 'danger', gray: 'unknown' } as const;

/**
 * A weekly series for either of its people (docs/domain.md §24): the rule, its status, its dates;
 * each pending date alone ('Só esta', the collaborator's cancel page) or this one and the next
 * ('Esta e as seguintes'), after a confirmation.
 */
export function SeriesDetail({
  uuid,
  role,
}: {
  uuid: string;
  role: 'collaborator' | 'psychologist';
}) {
  const series = useSeries(uuid);
  const end = useEndSeries(uuid);
  const [fromDate, setFromDate] = useState<string | null>(null);

  if (series.isError)
    return <ErrorState onRetry={() => void series.refetch()} retrying={series.isFetching} />;
  if (!series.data)
    return (
      <div role="status" aria-label="Carregando série..." className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  const s = series.data;
  const now = Date.now();
  const upcoming = s.occurrences.filter(
    (o) => o.status === 'pending' && new Date(o.startsAt).getTime() > now,
  );
  const other = role === 'collaborator' ? s.psychologistName : s.collaboratorName;
  const label =
    role === 'collaborator' ? collaboratorAppointmentStatusLabel : appointmentStatusLabel;

  function confirmEnd() {
    if (!fromDate) return;
    end.mutate(fromDate, {
      onSuccess: () => {
        toast.success('Série encerrada');
        setFromDate(null);
      },
      onError: (err) => toast.error(errorMessage(err, 'Não foi possível encerrar a série')),
    });
  }

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <Repeat className="size-3.5" aria-hidden />
              {SERIES_FREQUENCY_LABELS[s.frequency]}
            </Badge>
            <Badge
              tone={
                s.status === 'active' ? 'success' : s.status === 'paused' ? 'pending' : 'unknown'
              }
            >
              {SERIES_STATUS_LABELS[s.status]}
            </Badge>
          </div>
          <p className="text-[15px] text-sand-800">
            Com <strong>{other}</strong>,{' '}
            {s.frequency === 'weekly' ? 'toda' : 'a cada duas semanas,'}{' '}
            {WEEKDAYS[s.openingHour.dayOfWeek]}, {formatTime(s.openingHour.startTime)} -{' '}
            {formatTime(s.openingHour.endTime)} (horário de Brasília)
          </p>
          <p className="text-[15px] text-sand-600">
            Desde {formatDate(s.startDate)}
            {s.endDate ? ` até ${formatDate(s.endDate)}` : ''}
            {s.endedFrom ? ` · encerrada a partir de ${formatDate(s.endedFrom)}` : ''}
            {s.nextDate ? ` · próxima data a agendar: ${formatDate(s.nextDate)}` : ''}
          </p>
          {s.status === 'paused' && (
            <p role="status" className="text-[15px] font-semibold text-yellow-800">
              Série pausada: créditos insuficientes
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-3">
          <h2 className="text-lg font-bold text-sand-900">Datas</h2>
          {s.occurrences.length === 0 ? (
            <p className="text-[15px] text-sand-600">Nenhuma data agendada.</p>
          ) : (
            <ul aria-label="Datas da série" className="divide-y divide-sand-100">
              {s.occurrences.map((o) => {
                const status = label(o.status);
                const open = o.status === 'pending' && new Date(o.startsAt).getTime() > now;
                return (
                  <li
                    key={o.uuid}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span className="text-[15px] text-sand-800">
                      <strong>{formatDate(o.date)}</strong> {formatTime(o.openingHour.startTime)}
                    </span>
                    <span className="flex items-center gap-2">
                      <Badge tone={TONE[status.tone]}>{status.label}</Badge>
                      {open && role === 'collaborator' && (
                        <Link
                          to={`/collaborator/app/appointment/${o.uuid}/cancel`}
                          className={buttonClass('secondary', 'sm')}
                          aria-label={`Cancelar só esta: ${formatDate(o.date)}`}
                        >
                          Só esta
                        </Link>
                      )}
                      {open && s.status !== 'ended' && (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setFromDate(o.date)}
                          aria-label={`Encerrar a partir de ${formatDate(o.date)}`}
                        >
                          Esta e as seguintes
                        </Button>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {s.status !== 'ended' && upcoming.length === 0 && (
            <Button variant="secondary" onClick={() => setFromDate(s.nextDate ?? s.startDate)}>
              <CalendarX2 className="size-4" aria-hidden />
              Encerrar série
            </Button>
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={fromDate !== null}
        onOpenChange={(o) => !o && setFromDate(null)}
        title="Encerrar a série?"
        description={
          <>
            As sessões pendentes a partir de <b>{formatDate(fromDate ?? '')}</b> serão canceladas e
            nenhuma nova data será agendada.{' '}
            {role === 'psychologist'
              ? 'Os créditos voltam ao colaborador.'
              : 'Os créditos voltam para as sessões canceladas com pelo menos 6 horas de antecedência.'}
          </>
        }
        confirmLabel="Encerrar série"
        loadingLabel="Encerrando..."
        cancelLabel="Voltar"
        onConfirm={confirmEnd}
        loading={end.isPending}
      />
    </div>
  );
}
