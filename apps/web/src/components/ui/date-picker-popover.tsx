import { useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { datePickerTriggerClass, DatePickerTriggerContent, type DatePickerProps } from '@/components/ui/date-picker-trigger';

const dayClasses = {
  root: 'relative p-1',
  months: 'relative',
  month_caption: 'flex h-10 items-center justify-center px-10 text-[15px] font-bold capitalize text-sand-900',
  nav: 'absolute inset-x-1 top-1 flex justify-between',
  button_previous: 'grid size-9 cursor-pointer place-items-center rounded-full text-sand-600 hover:bg-sand-100 disabled:opacity-30',
  button_next: 'grid size-9 cursor-pointer place-items-center rounded-full text-sand-600 hover:bg-sand-100 disabled:opacity-30',
  month_grid: 'mt-1 border-collapse',
  weekdays: '',
  weekday: 'size-10 text-sm font-bold uppercase text-sand-500',
  week: '',
  day: 'p-0 text-center',
  day_button:
    'size-10 cursor-pointer rounded-full text-[15px] text-sand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:hover:bg-transparent',
  today: 'font-extrabold text-brand-700',
  selected: '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  outside: 'opacity-40',
  disabled: '[&>button]:text-sand-300 [&>button]:line-through',
  hidden: 'invisible',
};

/** The real date field (Radix popover + react-day-picker), loaded on first use by DatePicker. */
export function DatePickerPopover({
  value,
  onChange,
  placeholder,
  disabled,
  defaultMonth,
  startMonth,
  endMonth,
  className,
  triggerDisabled,
  defaultOpen = false,
  ...aria
}: DatePickerProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={aria.id}
        disabled={triggerDisabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        aria-required={aria['aria-required']}
        aria-haspopup="dialog"
        className={cn(datePickerTriggerClass(!value), className)}
      >
        <DatePickerTriggerContent value={value} placeholder={placeholder} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 rounded-2xl border border-sand-200 bg-white p-2 shadow-lift data-[state=open]:animate-pop-in"
        >
          <DayPicker
            mode="single"
            // Picking the selected day again keeps it (and closes), instead of clearing the field.
            required
            locale={ptBR}
            weekStartsOn={0}
            selected={value}
            defaultMonth={value ?? defaultMonth}
            startMonth={startMonth}
            endMonth={endMonth}
            disabled={disabled}
            autoFocus
            classNames={dayClasses}
            components={{
              Chevron: ({ orientation }) =>
                orientation === 'left' ? <ChevronLeft className="size-5" /> : <ChevronRight className="size-5" />,
            }}
            onSelect={(d) => {
              onChange(d);
              if (d) setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
