import type { Matcher } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fieldClass } from '@/components/ui/input';

export type DatePickerProps = {
  value?: Date;
  onChange: (date: Date | undefined) => void;
  placeholder?: string;
  /** Days that cannot be picked: a Matcher or list (e.g. `[{ before: yesterday }, (d) => !weekdays.has(d.getDay())]`). */
  disabled?: Matcher | Matcher[];
  /** Month shown when nothing is selected. */
  defaultMonth?: Date;
  startMonth?: Date;
  endMonth?: Date;
  id?: string;
  className?: string;
  triggerDisabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

export const datePickerTriggerClass = (empty: boolean) =>
  cn(fieldClass, 'flex h-11 cursor-pointer items-center gap-2 text-left', empty && 'text-sand-400');

const two = (n: number) => String(n).padStart(2, '0');
/** dd/MM/yyyy without date-fns, so the closed field costs nothing to show. */
const formatDay = (d: Date) => `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;

export function DatePickerTriggerContent({ value, placeholder }: { value?: Date; placeholder?: string }) {
  return (
    <>
      <CalendarDays className="size-5 shrink-0 text-brand-600" aria-hidden />
      <span className="flex-1">{value ? formatDay(value) : placeholder}</span>
    </>
  );
}
