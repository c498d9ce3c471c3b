import { useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { format, parse } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = {
  /** 'yyyy-MM-dd' or '' */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

const classNames = {
  root: 'relative p-1',
  months: 'relative',
  month_caption: 'flex h-10 items-center justify-center px-10',
  dropdowns: 'flex items-center gap-2 text-[15px] font-bold capitalize text-sand-900',
  dropdown_root:
    'relative inline-flex items-center rounded-lg border border-sand-300 px-2 py-1 hover:border-brand-400 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
  dropdown: 'absolute inset-0 cursor-pointer opacity-0',
  caption_label: 'inline-flex items-center gap-1 [&_svg]:size-4',
  nav: 'absolute inset-x-1 top-1 flex justify-between',
  button_previous:
    'grid size-9 cursor-pointer place-items-center rounded-full text-sand-600 hover:bg-sand-100 disabled:opacity-30',
  button_next:
    'grid size-9 cursor-pointer place-items-center rounded-full text-sand-600 hover:bg-sand-100 disabled:opacity-30',
  month_grid: 'mt-1 border-collapse',
  weekday: 'size-10 text-sm font-bold uppercase text-sand-500',
  day: 'p-0 text-center',
  day_button:
    'size-10 cursor-pointer rounded-full text-[15px] text-sand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:hover:bg-transparent',
  today: 'font-extrabold text-brand-700',
  selected: '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  outside: 'opacity-40',
  disabled: '[&>button]:text-sand-300',
  hidden: 'invisible',
};

/**
 * Date of birth: a pt-BR calendar (week from Sunday) with month and year menus, so a date decades
 * back is two choices away; shows dd/MM/yyyy, keeps 'yyyy-MM-dd'.
 */
export function BirthdatePicker({ value, onChange, onBlur, ...aria }: Props) {
  const [open, setOpen] = useState(false);
  const selected = value ? parse(value, 'yyyy-MM-dd', new Date()) : undefined;
  const today = new Date();
  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) onBlur?.();
      }}
    >
      <Popover.Trigger
        id={aria.id}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        aria-required={aria['aria-required']}
        aria-haspopup="dialog"
        className={cn(
          fieldClass,
          'flex h-11 cursor-pointer items-center gap-2 text-left',
          !selected && 'text-sand-400',
        )}
      >
        <CalendarDays className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="flex-1">
          {selected ? format(selected, 'dd/MM/yyyy') : 'Selecione a data...'}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 rounded-2xl border border-sand-200 bg-white p-2 shadow-lift data-[state=open]:animate-pop-in"
        >
          <DayPicker
            mode="single"
            locale={ptBR}
            weekStartsOn={0}
            captionLayout="dropdown"
            selected={selected}
            defaultMonth={selected ?? new Date(today.getFullYear() - 30, 0, 1)}
            startMonth={new Date(1920, 0)}
            endMonth={today}
            disabled={{
              after: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1),
            }}
            autoFocus
            classNames={classNames}
            components={{
              Chevron: ({ orientation }) =>
                orientation === 'left' ? (
                  <ChevronLeft className="size-5" />
                ) : orientation === 'right' ? (
                  <ChevronRight className="size-5" />
                ) : (
                  <ChevronRight className="size-4 rotate-90" />
                ),
            }}
            onSelect={(d) => {
              if (!d) return;
              onChange(format(d, 'yyyy-MM-dd'));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
