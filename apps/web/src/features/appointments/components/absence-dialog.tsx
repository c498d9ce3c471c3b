import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  REASON_MAX,
  SESSION_OUTCOME_MESSAGES,
  ZAbsenceCreate,
} from '@acolher/contracts/session-outcomes';
import { formatDate } from '@acolher/contracts/format';
import { instantToLocalTime } from '@acolher/contracts/time';
import { Button, buttonClass } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { dateToYmd, todayYmd, ymdToDate } from '../slots';
import { ApiError, errorMessage } from '@/lib/api';
import { useCreateAbsence } from '../api/outcomes';

type Occurrence = { uuid: string; date: string; startsAt: string };

/** The 409's series occurrences (empty when an ordinary appointment lies in the period). */
function seriesOccurrencesOf(err: ApiError): Occurrence[] {
  const body = err.body as { seriesOccurrences?: Occurrence[] } | undefined;
  return Array.isArray(body?.seriesOccurrences) ? body.seriesOccurrences : [];
}

type Errors = Partial<Record<'startDate' | 'endDate' | 'reason', string>>;

/** 'Adicionar ausência' (domain.md §17): a period, an optional reason. */
export function AbsenceDialog({
  psychologistUuid,
  open,
  onClose,
}: {
  psychologistUuid: string;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateAbsence(psychologistUuid);
  const [start, setStart] = useState<string>();
  const [end, setEnd] = useState<string>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // 409: a pending session lies in the period; the way to it is shown in the dialog. When all of
  // them are occurrences of weekly series, they are listed and may be skipped (decision 1361).
  const [overPending, setOverPending] = useState<Occurrence[] | null>(null);
  useEffect(() => {
    if (!open) return;
    setStart(undefined);
    setEnd(undefined);
    setReason('');
    setErrors({});
    setOverPending(null);
  }, [open]);
  const today = todayYmd();

  function submit(e: FormEvent | null, skipSeriesOccurrences = false) {
    e?.preventDefault();
    if (create.isPending) return;
    const parsed = ZAbsenceCreate.safeParse({ startDate: start ?? '', endDate: end ?? '', reason });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    setOverPending(null);
    create.mutate(
      { ...parsed.data, skipSeriesOccurrences },
      {
        onSuccess: () => {
          toast.success('Ausência adicionada.');
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409)
            setOverPending(seriesOccurrencesOf(err));
          else toast.error(errorMessage(err, 'Erro ao adicionar ausência.'));
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !create.isPending && onClose()}>
      <DialogContent
        title="Adicionar ausência"
        description="Nenhum horário do período pode ser agendado. Os colaboradores veem esses dias como indisponíveis."
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Primeiro dia" error={errors.startDate}>
              <DatePicker
                value={start ? ymdToDate(start) : undefined}
                onChange={(d) => setStart(d ? dateToYmd(d) : undefined)}
                disabled={{ before: ymdToDate(today) }}
                startMonth={ymdToDate(today)}
              />
            </FormField>
            <FormField label="Último dia" error={errors.endDate}>
              <DatePicker
                value={end ? ymdToDate(end) : undefined}
                onChange={(d) => setEnd(d ? dateToYmd(d) : undefined)}
                disabled={{ before: ymdToDate(start ?? today) }}
                defaultMonth={ymdToDate(start ?? today)}
                startMonth={ymdToDate(today)}
              />
            </FormField>
          </div>
          <FormField label="Motivo (opcional)" error={errors.reason}>
            <Textarea
              value={reason}
              limit={REASON_MAX}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          {overPending && (
            <div
              role="alert"
              className="grid gap-3 rounded-2xl bg-yellow-50 p-4 text-[15px] text-yellow-900 ring-1 ring-yellow-200"
            >
              <p className="flex items-start gap-2">
                <TriangleAlert className="mt-0.5 size-5 shrink-0 text-yellow-700" aria-hidden />
                {overPending.length > 0
                  ? 'Estas sessões de séries semanais caem no período:'
                  : `${SESSION_OUTCOME_MESSAGES.absenceOverPending}.`}
              </p>
              {overPending.length > 0 ? (
                <>
                  <ul
                    className="grid gap-1 pl-7 font-semibold tabular-nums"
                    aria-label="Sessões no período"
                  >
                    {overPending.map((o) => (
                      <li key={o.uuid}>
                        {formatDate(o.date)} às {instantToLocalTime(o.startsAt).slice(0, 5)}
                      </li>
                    ))}
                  </ul>
                  <p className="pl-7">
                    Ao pular, elas são canceladas por você: cada colaborador recebe o crédito de
                    volta e é avisado. As séries continuam nas outras datas.
                  </p>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="w-fit"
                    loading={create.isPending}
                    loadingText="Pulando..."
                    onClick={() => submit(null, true)}
                  >
                    Pular estas sessões da série
                  </Button>
                </>
              ) : (
                <Link
                  to="/psychologist/app/appointments"
                  className={buttonClass('secondary', 'sm', 'w-fit')}
                >
                  Ver atendimentos
                </Link>
              )}
            </div>
          )}
          <DialogFooter className="pt-2">
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending} loadingText="Salvando...">
              Adicionar ausência
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
