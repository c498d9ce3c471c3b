import { CalendarX2 } from 'lucide-react';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { DatePicker } from '@/components/ui/date-picker';
import { cn } from '@/lib/cn';
import { dateToYmd, isSelectableDay, ymdToDate, type TOpeningHour, type Slot } from '../slots';

const SLOT_LABEL = {
  free: 'Livre',
  busy: 'Ocupado',
  past: 'Encerrado',
  later: 'Indisponível',
  absent: 'Indisponível',
  selected: 'Selecionado',
} as const;

function SlotButton({ slot, onPick }: { slot: Slot; onPick: () => void }) {
  const { hour, state } = slot;
  const disabled = state !== 'free' && state !== 'selected';
  const range = `${formatTime(hour.startTime)} - ${formatTime(hour.endTime)}`;
  return (
    <li>
      {/* Named by its visible text ("10:00 - 10:50 Livre"), so a voice command saying what is shown
          works (WCAG 2.5.3, label in name). */}
      <button
        type="button"
        disabled={disabled}
        aria-pressed={state === 'selected'}
        onClick={onPick}
        className={cn(
          'flex w-full cursor-pointer flex-col items-start gap-1 rounded-2xl border px-4 py-3 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          state === 'free' && 'border-sand-200 bg-white hover:border-brand-300 hover:bg-brand-50',
          state === 'selected' && 'border-brand-700 bg-brand-700 text-white shadow-soft',
          disabled && 'cursor-not-allowed border-sand-200 bg-sand-100 text-sand-400',
        )}
      >
        <span
          className={cn(
            'text-base font-bold whitespace-nowrap tabular-nums',
            state === 'free' && 'text-sand-900',
          )}
        >
          {range}
        </span>
        <span
          className={cn(
            'text-sm font-semibold',
            state === 'free' && 'text-brand-700',
            state === 'selected' && 'text-brand-50',
            disabled && 'line-through decoration-1',
          )}
        >
          {SLOT_LABEL[state]}
        </span>
      </button>
    </li>
  );
}

type PickerProps = {
  /** The date field's id (one per page). */
  id: string;
  hours: TOpeningHour[];
  today: string;
  date: string | undefined;
  slots: Slot[];
  onDate: (date: Date | undefined) => void;
  onPick: (slot: Slot) => void;
};

/** The date field and that day's slots: booking (domain.md §20) and rescheduling (§17) share it. */
export function SlotPicker({ id, hours, today, date, slots, onDate, onPick }: PickerProps) {
  return (
    <>
      <div className="grid max-w-xs gap-1.5">
        <label htmlFor={id} className="text-[15px] font-semibold text-sand-800">
          Data da sessão
        </label>
        <DatePicker
          id={id}
          value={date ? ymdToDate(date) : undefined}
          onChange={onDate}
          placeholder="Selecione a data..."
          disabled={(d: Date) => !isSelectableDay(dateToYmd(d), hours, today)}
          defaultMonth={date ? ymdToDate(date) : ymdToDate(today)}
          startMonth={ymdToDate(today)}
        />
      </div>

      {date && (
        <div className="grid gap-3">
          <h3 className="text-[15px] font-semibold text-sand-800">
            Horários em {formatDate(date)}
          </h3>
          {slots.length === 0 ? (
            <p className="flex items-center gap-2 rounded-2xl bg-sand-100 px-4 py-3 text-[15px] text-sand-700">
              <CalendarX2 className="size-5 text-sand-500" aria-hidden />
              Nenhum horário disponível nesta data.
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Horários">
              {slots.map((slot) => (
                <SlotButton key={slot.hour.uuid} slot={slot} onPick={() => onPick(slot)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
