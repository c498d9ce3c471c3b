import { Clock, MoreVertical, Plus } from 'lucide-react';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { formatTimeRange } from '@acolher/contracts/format';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TOpeningHour } from '@acolher/contracts/answers/opening-hours';

type Props = {
  dayOfWeek: number;
  hours: TOpeningHour[];
  onAdd: (dayOfWeek: number) => void;
};

export function DayCard({ dayOfWeek, hours, onAdd }: Props) {
  const day = DAY_NAMES[dayOfWeek];
  return (
    <section
      aria-labelledby={`day-${dayOfWeek}`}
      className="flex flex-col gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:p-5"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id={`day-${dayOfWeek}`} className="text-base font-bold text-sand-900">
          {day}
        </h2>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            aria-label={`Opções de ${day}`}
            className="grid size-9 cursor-pointer place-items-center rounded-xl text-sand-600 hover:bg-sand-100 hover:text-sand-900 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800"
          >
            <MoreVertical className="size-5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => onAdd(dayOfWeek)}>
              <Plus aria-hidden className="size-4" /> Adicionar
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      {hours.length === 0 ? (
        <p className="rounded-xl bg-sand-50 px-3 py-4 text-center text-sm text-sand-500">
          Sem horários para atendimento
        </p>
      ) : (
        <ul className="grid gap-2">
          {hours.map((h) => (
            <li
              key={h.uuid}
              className="inline-flex items-center gap-2 rounded-xl bg-brand-50/70 px-3 py-2.5 text-[15px] font-semibold text-brand-900 tabular-nums"
            >
              <Clock aria-hidden className="size-4 text-brand-600" />
              {formatTimeRange(h.startTime, h.endTime)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
