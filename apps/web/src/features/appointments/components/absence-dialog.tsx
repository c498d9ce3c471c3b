import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  SESSION_OUTCOME_MESSAGES,
  ZAbsenceCreate,
  type TAbsenceCreate,
} from '@acolher/contracts/session-outcomes';
import { formatDate } from '@acolher/contracts/format';
import { instantToLocalTime } from '@acolher/contracts/time';
import { Button, buttonClass } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Controlled } from '@/components/forms/controlled';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { dateToYmd, todayYmd, ymdToDate } from '../slots';
import { ApiError, errorMessage } from '@/lib/api';
import { useCreateAbsence } from '../api/outcomes';
import { ReasonField } from './reason-dialog';

type Occurrence = { uuid: string; date: string; startsAt: string };

/** The 409's series occurrences (empty when an ordinary appointment lies in the period). */
function seriesOccurrencesOf(err: ApiError): Occurrence[] {
  const body = err.body as { seriesOccurrences?: Occurrence[] } | undefined;
  return Array.isArray(body?.seriesOccurrences) ? body.seriesOccurrences : [];
}

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
  // 409: a pending session lies in the period; the way to it is shown in the dialog. When all of
  // them are occurrences of weekly series, they are listed and may be skipped (decision 1361).
  const [overPending, setOverPending] = useState<Occurrence[] | null>(null);
  useEffect(() => {
    if (open) setOverPending(null);
  }, [open]);
  const today = todayYmd();

  async function send(values: TAbsenceCreate, skipSeriesOccurrences = false) {
    if (create.isPending) return;
    setOverPending(null);
    try {
      await create.mutateAsync({ ...values, skipSeriesOccurrences });
      toast.success('Ausência adicionada.');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setOverPending(seriesOccurrencesOf(err));
      else toast.error(errorMessage(err, 'Erro ao adicionar ausência.'));
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Adicionar ausência"
      description="Nenhum horário do período pode ser agendado. Os colaboradores veem esses dias como indisponíveis."
      submitLabel="Adicionar ausência"
      pending={create.isPending}
      schema={ZAbsenceCreate}
      defaultValues={{ startDate: '', endDate: '', reason: '' }}
      onSubmit={(values) => send(values)}
    >
      {({ register, control, watch, handleSubmit, formState: { errors } }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Primeiro dia" error={errors.startDate?.message}>
              <Controlled
                control={control}
                name="startDate"
                render={(field, aria) => (
                  <DatePicker
                    {...aria}
                    value={field.value ? ymdToDate(field.value) : undefined}
                    onChange={(d) => field.onChange(d ? dateToYmd(d) : '')}
                    disabled={{ before: ymdToDate(today) }}
                    startMonth={ymdToDate(today)}
                  />
                )}
              />
            </FormField>
            <FormField label="Último dia" error={errors.endDate?.message}>
              <Controlled
                control={control}
                name="endDate"
                render={(field, aria) => (
                  <DatePicker
                    {...aria}
                    value={field.value ? ymdToDate(field.value) : undefined}
                    onChange={(d) => field.onChange(d ? dateToYmd(d) : '')}
                    disabled={{ before: ymdToDate(watch('startDate') || today) }}
                    defaultMonth={ymdToDate(watch('startDate') || today)}
                    startMonth={ymdToDate(today)}
                  />
                )}
              />
            </FormField>
          </div>
          <ReasonField
            label="Motivo (opcional)"
            required={false}
            rows={3}
            register={register}
            name="reason"
            error={errors.reason?.message}
          />
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
                    onClick={handleSubmit((values) => send(values, true))}
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
        </>
      )}
    </FormDialog>
  );
}
