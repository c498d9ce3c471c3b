import { CalendarDays, Clock } from 'lucide-react';
import { formatDate, formatName, formatTimeRange } from '@acolher/contracts/format';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import type { TAppointment } from '@acolher/contracts/answers/appointments';

/** Psychologist, date and time of one appointment (success, cancel and history screens). */
export function AppointmentSummary({ appointment: a }: { appointment: TAppointment }) {
  const name = formatName(a.psychologist.name) || 'Psicólogo';
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <PsychologistAvatar name={name} avatarUrl={a.psychologist.avatarUrl} className="size-12" />
        <div className="grid">
          <span className="text-sm text-sand-500">Psicólogo(a)</span>
          <span className="text-base font-bold text-sand-900">{name}</span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-sand-50 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-sm text-sand-500">
            <CalendarDays className="size-4" aria-hidden />
            Data
          </dt>
          <dd className="text-base font-bold text-sand-900 tabular-nums">{formatDate(a.date)}</dd>
        </div>
        <div className="rounded-2xl bg-sand-50 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-sm text-sand-500">
            <Clock className="size-4" aria-hidden />
            Horário de Brasília
          </dt>
          <dd className="text-base font-bold text-sand-900 tabular-nums">
            {formatTimeRange(a.openingHour?.startTime, a.openingHour?.endTime)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
