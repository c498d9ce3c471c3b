import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { CalendarCheck2, CalendarX2, Clock } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCollaborator } from '@/app/use-collaborator';
import { ApiError, errorMessage } from '@/lib/api';
import {
  useBookAppointment,
  useBusyAppointments,
  useOpeningHours,
  usePsychologistAbsences,
} from '../api/booking';
import { BuyCreditsLink, RadarLock } from './booking-blockers';
import { SlotPicker } from './slot-picker';
import { SeriesChoice, type TRepeat } from './series-choice';
import { useCreateSeries, useSeriesPreview } from '../api/series';
import { absentDays, busyKeys, dateToYmd, firstAvailableDate, slotsFor, todayYmd } from '../slots';

/** docs/domain.md §20 booking: date, slot, confirmation card, submit, success screen. */
export function BookingSection({
  psychologistUuid,
  psychologistName,
}: {
  psychologistUuid: string;
  psychologistName: string;
}) {
  const navigate = useNavigate();
  const { user, update } = useCollaborator();
  const hours = useOpeningHours(psychologistUuid);
  const busyQuery = useBusyAppointments(psychologistUuid);
  const absencesQuery = usePsychologistAbsences(psychologistUuid);
  const book = useBookAppointment();
  // ?date= brings the collaborator back to the day chosen before buying credits (decision 1203).
  const [params] = useSearchParams();
  const dateParam = params.get('date');
  const [pickedDate, setPickedDate] = useState<string | null | undefined>(
    dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : undefined,
  ); // undefined: not touched yet
  const [selectedUuid, setSelectedUuid] = useState<string>();
  // docs/domain.md §24: the chosen slot once, every week or every second week.
  const [repeat, setRepeat] = useState<TRepeat>('once');
  const [endDate, setEndDate] = useState('');
  const createSeries = useCreateSeries();

  const now = new Date();
  const today = todayYmd(now);
  // The calendar and the slots are the heaviest render of the page: when their data arrives they
  // are drawn in a background render that yields to the browser (decision 1013, total blocking time).
  const hoursData = useDeferredValue(hours.data);
  const busyData = useDeferredValue(busyQuery.data);
  const absencesData = useDeferredValue(absencesQuery.data);
  const isAbsent = useMemo(() => absentDays(absencesData ?? []), [absencesData]);
  const busy = useMemo(() => busyKeys(busyData ?? []), [busyData]);
  const hourList = useMemo(() => hoursData ?? [], [hoursData]);
  const defaultDate = useMemo(
    () =>
      hoursData && busyData && absencesData
        ? firstAvailableDate(hourList, busy, new Date(), isAbsent)
        : undefined,
    [hoursData, busyData, absencesData, hourList, busy, isAbsent],
  );
  const date = pickedDate === undefined ? defaultDate : (pickedDate ?? undefined);
  const slots = date ? slotsFor(date, hourList, busy, selectedUuid, now, isAbsent) : [];
  const selected = slots.find((s) => s.state === 'selected')?.hour;
  const seriesInput =
    selected && date && repeat !== 'once'
      ? {
          collaboratorUuid: user.uuid,
          psychologistUuid,
          openingHourUuid: selected.uuid,
          startDate: date,
          frequency: repeat,
          ...(endDate ? { endDate } : {}),
        }
      : null;
  const preview = useSeriesPreview(seriesInput);
  const seriesReady =
    !!preview.data &&
    preview.data.occurrences.length > 0 &&
    preview.data.occurrences.every((o) => o.result === 'ok');

  function changeDate(d: Date | undefined) {
    setPickedDate(d ? dateToYmd(d) : null);
    setSelectedUuid(undefined);
  }

  function confirmSeries() {
    if (!seriesInput || !seriesReady || createSeries.isPending) return;
    createSeries.mutate(seriesInput, {
      onSuccess: (series) => {
        const booked = series.occurrences.length;
        if (typeof user.credits === 'number')
          update({ credits: Math.max(0, user.credits - booked) });
        toast.success('Série criada');
        navigate(`/collaborator/app/series/${series.uuid}`);
      },
      onError: (err) => {
        toast.error(errorMessage(err, TOASTS.appointment.bookError));
        void preview.refetch();
        void busyQuery.refetch();
      },
    });
  }

  // A tapped slot brings its confirmation into view (on a phone it lies below the slots).
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selectedUuid) confirmationRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedUuid]);

  const loadingSchema = useRef(false);
  async function confirm() {
    if (repeat !== 'once') return confirmSeries();
    if (!selected || !date || book.isPending || loadingSchema.current) return;
    // The schema (and zod) loads on confirm, not with the page: booking budget (decision 1001).
    loadingSchema.current = true;
    const { ZBookAppointment } = await import('@acolher/contracts/appointments').finally(() => {
      loadingSchema.current = false;
    });
    const payload = ZBookAppointment.safeParse({
      collaboratorUuid: user.uuid,
      openingHourUuid: selected.uuid,
      psychologistUuid,
      date,
    });
    if (!payload.success) return; // domain.md §21: nothing is sent without every field
    book.mutate(payload.data, {
      onSuccess: (appointment) => {
        if (typeof user.credits === 'number') update({ credits: Math.max(0, user.credits - 1) });
        navigate(`/collaborator/app/appointment/${appointment.uuid}/success`);
      },
      onError: (err) => {
        toast.error(errorMessage(err, TOASTS.appointment.bookError));
        if (err instanceof ApiError && err.status === 409) {
          setSelectedUuid(undefined);
          void busyQuery.refetch();
        }
      },
    });
  }

  const loading = !hoursData || !busyData || !absencesData;
  // Known before any slot is chosen: the radar never sent, or no credit left (§5 rules 2 and 7).
  const radarMissing = user.hasSentForm === false;
  const noCredit = user.credits === 0;
  const failed = hours.isError || busyQuery.isError || absencesQuery.isError;

  return (
    <Card aria-labelledby="agendar">
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <h2 id="agendar" className="flex items-center gap-2 text-xl font-extrabold text-sand-900">
            <CalendarCheck2 className="size-6 text-brand-600" aria-hidden />
            Agendar sessão
          </h2>
          <p className="text-[15px] text-sand-600">
            Sessões on-line de 50 minutos. Horários no horário de Brasília. Cada sessão usa 1
            crédito
            {typeof user.credits === 'number' && (
              <>
                {' '}
                — você tem{' '}
                <strong className="text-sand-800">
                  {user.credits} {user.credits === 1 ? 'crédito' : 'créditos'}
                </strong>
              </>
            )}
            .
          </p>
        </div>

        {radarMissing ? (
          <RadarLock />
        ) : failed ? (
          <ErrorState
            onRetry={() => {
              void hours.refetch();
              void busyQuery.refetch();
              void absencesQuery.refetch();
            }}
            retrying={hours.isFetching || busyQuery.isFetching || absencesQuery.isFetching}
          />
        ) : loading ? (
          <div role="status" aria-label="Carregando horários..." className="grid gap-3">
            <Skeleton className="h-11 w-full max-w-xs" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-18" />
              ))}
            </div>
          </div>
        ) : hourList.length === 0 ? (
          // No opening hours at all: nothing to pick, so no date field.
          <p className="flex items-center gap-2 rounded-2xl bg-sand-100 px-4 py-3 text-[15px] text-sand-700">
            <CalendarX2 className="size-5 shrink-0 text-sand-500" aria-hidden />
            Este psicólogo ainda não tem horários de atendimento. Procure outro profissional em
            Buscar psicólogos.
          </p>
        ) : (
          <>
            <SlotPicker
              id="booking-date"
              hours={hourList}
              today={today}
              date={date}
              slots={slots}
              onDate={changeDate}
              onPick={(slot) =>
                setSelectedUuid(slot.state === 'selected' ? undefined : slot.hour.uuid)
              }
            />

            {selected && date && (
              <div
                ref={confirmationRef}
                role="region"
                aria-label="Confirmação do agendamento"
                className="grid scroll-mt-20 scroll-mb-24 gap-4 rounded-2xl border border-brand-200 bg-brand-50/70 p-4 sm:p-5 md:scroll-mb-4"
              >
                <div className="grid gap-1">
                  <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
                    Confirme seu agendamento
                  </p>
                  <p className="text-[15px] text-sand-800">
                    Sessão com <strong>{psychologistName}</strong>
                  </p>
                  <p className="flex items-start gap-1.5 text-[15px] text-sand-700">
                    <Clock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                    {formatDate(date)}, {formatTime(selected.startTime)} -{' '}
                    {formatTime(selected.endTime)} (horário de Brasília)
                  </p>
                  <SeriesChoice
                    repeat={repeat}
                    endDate={endDate}
                    minEndDate={date}
                    preview={preview.data?.occurrences}
                    previewLoading={preview.isFetching}
                    previewError={
                      preview.isError
                        ? errorMessage(preview.error, 'Não foi possível verificar as datas')
                        : null
                    }
                    onRepeat={setRepeat}
                    onEndDate={setEndDate}
                  />
                  {noCredit && (
                    <p className="text-[15px] text-sand-700">
                      Você não tem créditos. Compre créditos e volte a este dia para confirmar.
                    </p>
                  )}
                </div>
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button
                    variant="secondary"
                    onClick={() => setSelectedUuid(undefined)}
                    disabled={book.isPending}
                  >
                    Cancelar
                  </Button>
                  {noCredit ? (
                    <BuyCreditsLink psychologistUuid={psychologistUuid} date={date} />
                  ) : (
                    <Button
                      onClick={confirm}
                      loading={book.isPending || createSeries.isPending}
                      loadingText="Agendando..."
                      disabled={repeat !== 'once' && !seriesReady}
                    >
                      {repeat === 'once' ? 'Confirmar agendamento' : 'Confirmar'}
                    </Button>
                  )}
                </div>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
