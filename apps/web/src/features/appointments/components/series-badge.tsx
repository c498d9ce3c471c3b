import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { SERIES_FREQUENCY_LABELS } from '@acolher/contracts/appointment-series';
import type { TAppointment } from '@acolher/contracts/answers/appointments';

/** 'Semanal' / 'Quinzenal' on an occurrence of a weekly series, opening its page (domain.md §24). */
export function SeriesBadge({
  appointment,
  role,
}: {
  appointment: Pick<TAppointment, 'series'>;
  role: 'collaborator' | 'psychologist';
}) {
  const series = appointment.series;
  if (!series) return null;
  const label = SERIES_FREQUENCY_LABELS[series.frequency];
  return (
    <Link
      to={`/${role}/app/series/${series.uuid}`}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      aria-label={`Série ${label.toLowerCase()}: ver datas`}
      className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200/70 hover:bg-brand-100"
    >
      <Repeat className="size-3.5" aria-hidden />
      {label}
    </Link>
  );
}
