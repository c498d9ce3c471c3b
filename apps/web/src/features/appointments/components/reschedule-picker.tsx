import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { ArrowRight, CalendarX2 } from 'lucide-react';
import { ZReschedule } from '@acolher/contracts/session-outcomes';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { ApiError, errorMessage } from '@/lib/api';
import {
  useBusyAppointments,
  useOpeningHours,
  usePsychologistAbsences,
  useRescheduleAppointment,
} from '../api/booking';
import { SlotPicker } from './slot-picker';
import { absentDays, busyKeys, dateToYmd, firstAvailableDate, slotsFor, todayYmd } from '../slots';

const RESCHEDULE_ERROR = 'Erro ao remarcar agendamento.';

/** 'Sessão remarcada para 02/12/2026 às 10:00.' */
const rescheduledToast = (a: Pick<TAppointment, 'date' | 'openingHour'>) =>
  `Sessão remarcada para ${formatDate(a.date)} às ${formatTime(a.openingHour?.startTime)}.`;

/**
 * Rescheduling (domain.md §17): the booking screen's date field and slot list over the
 * psychologist's free slots, a confirmation showing the old and the new time, and the call. A refusal
 * shows the server's own message; a taken slot (409) reloads the busy slots.
 */
export function ReschedulePicker({
  appointment: a,
  onDone,
  onBack,
}: {
  appointment: TAppointment;
  onDone: (moved: TAppointment) => void;
  onBack: () => void;
}) {
  const hours = useOpeningHours(a.psychologistUuid);
  const busyQuery = useBusyAppointments(a.psychologistUuid);
  const absences = usePsychologistAbsences(a.psychologistUuid);
  const move = useRescheduleAppointment();
  const [pickedDate, setPickedDate] = useState<string | null | undefined>(undefined);
  const [selectedUuid, setSelectedUuid] = useState<string>();
  const now = new Date();
  const today = todayYmd(now);
  const hourList = useMemo(() => hours.data ?? [], [hours.data]);
  const busy = useMemo(() => busyKeys(busyQuery.data ?? []), [busyQuery.data]);
  const isAbsent = useMemo(() => absentDays(absences.data ?? []), [absences.data]);
  const ready = hours.data && busyQuery.data && absences.data;
  const defaultDate = useMemo(
    () => (ready ? firstAvailableDate(hourList, busy, new Date(), isAbsent) : undefined),
    [ready, hourList, busy, isAbsent],
  );
  const date = pickedDate === undefined ? defaultDate : (pickedDate ?? undefined);
  const slots = date ? slotsFor(date, hourList, busy, selectedUuid, now, isAbsent) : [];
  const selected = slots.find((s) => s.state === 'selected')?.hour;

  function confirm() {
    if (!selected || !date || move.isPending) return;
    const body = ZReschedule.safeParse({ openingHourUuid: selected.uuid, date });
    if (!body.success) return;
    move.mutate(
      { uuid: a.uuid, ...body.data },
      {
        onSuccess: (moved) => {
          toast.success(rescheduledToast(moved));
          onDone(moved);
        },
        onError: (err) => {
          toast.error(errorMessage(err, RESCHEDULE_ERROR));
          if (err instanceof ApiError && err.status === 409) {
            setSelectedUuid(undefined);
            void busyQuery.refetch();
          }
        },
      },
    );
  }

  if (hours.isError || busyQuery.isError || absences.isError)
    return (
      <ErrorState
        onRetry={() => {
          void hours.refetch();
          void busyQuery.refetch();
          void absences.refetch();
        }}
        retrying={hours.isFetching || busyQuery.isFetching || absences.isFetching}
      />
    );
  if (!ready)
    return (
      <div role="status" aria-label="Carregando horários..." className="grid gap-3">
        <Skeleton className="h-11 w-full max-w-xs" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-18" />
          ))}
        </div>
      </div>
    );
  if (hourList.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-sand-100 px-4 py-3 text-[15px] text-sand-700">
        <CalendarX2 className="size-5 shrink-0 text-sand-500" aria-hidden />
        Não há horários de atendimento para remarcar esta sessão.
      </p>
    );
  return (
    <div className="grid gap-5">
      <SlotPicker
        id={`reschedule-date-${a.uuid}`}
        hours={hourList}
        today={today}
        date={date}
        slots={slots}
        onDate={(d) => {
          setPickedDate(d ? dateToYmd(d) : null);
          setSelectedUuid(undefined);
        }}
        onPick={(slot) => setSelectedUuid(slot.state === 'selected' ? undefined : slot.hour.uuid)}
      />
      {selected && date ? (
        <div
          role="region"
          aria-label="Confirmação da remarcação"
          className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-50/70 p-4 sm:p-5"
        >
          <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
            Confirme a remarcação
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] text-sand-800 tabular-nums">
            <span>
              De{' '}
              <s>
                {formatDate(a.date)}, {formatTime(a.openingHour?.startTime)}
              </s>
            </span>
            <ArrowRight className="size-4 text-brand-700" aria-hidden />
            <strong>
              para {formatDate(date)}, {formatTime(selected.startTime)} -{' '}
              {formatTime(selected.endTime)}
            </strong>
            <span className="text-sand-600">(horário de Brasília)</span>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onBack} disabled={move.isPending}>
              Voltar
            </Button>
            <Button onClick={confirm} loading={move.isPending} loadingText="Remarcando...">
              Confirmar remarcação
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex">
          <Button variant="secondary" onClick={onBack}>
            Voltar
          </Button>
        </div>
      )}
    </div>
  );
}
