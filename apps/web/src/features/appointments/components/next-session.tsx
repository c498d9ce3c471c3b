import { CalendarClock } from 'lucide-react';
import { formatDate, formatName } from '@acolher/contracts/format';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { nextSession } from '../history-order';
import { countdown } from './next-session-card';
import { useNow } from '@/lib/use-now';
import { JoinRoomButton } from './appointment-row';

/** The psychologist's dashboard, on top: the next session and 'Entrar na sala' (domain.md §16). */
export function PsychologistNextSession({
  appointments,
}: {
  appointments: TAppointment[] | undefined;
}) {
  const now = useNow(15_000);
  const next = appointments ? nextSession(appointments, now) : undefined;
  if (!next) return null;
  return (
    <section
      aria-labelledby="proximo-atendimento"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border-2 border-brand-200 bg-white p-5 shadow-soft"
    >
      <div className="grid gap-1">
        <h2
          id="proximo-atendimento"
          className="flex items-center gap-2 text-lg font-bold text-sand-900"
        >
          <CalendarClock aria-hidden className="size-5 text-brand-600" />
          Próximo atendimento
        </h2>
        <p className="text-[15px] text-sand-700 tabular-nums">
          {formatName(next.collaborator?.name) || 'Colaborador'} · {formatDate(next.date)} às{' '}
          {next.startsAt.slice(11, 16)} (horário de Brasília) · {countdown(next.startsAt, now)}
        </p>
      </div>
      <JoinRoomButton appointment={next} />
    </section>
  );
}
