import { useState } from 'react';
import { cn } from '@/lib/cn';
import {
  datePickerTriggerClass,
  DatePickerTriggerContent,
  type DatePickerProps,
} from '@/components/ui/date-picker-trigger';

type PopoverModule = Pick<typeof import('@/components/ui/date-picker-popover'), 'DatePickerPopover'>;
let loaded: PopoverModule | undefined;
const loadPopover = () =>
  import('@/components/ui/date-picker-popover').then(({ DatePickerPopover }) => (loaded = { DatePickerPopover }));

/**
 * A date field: shows dd/MM/yyyy, opens a pt-BR calendar starting on Sunday, fully keyboard usable.
 * The calendar (react-day-picker, date-fns, the popover) is ~40 KB gzip that no page needs to
 * render: until the field is first opened it is a plain button, and the calendar is fetched on
 * hover/focus (decision 1001).
 */
export function DatePicker({ placeholder = 'Selecione a data...', ...props }: DatePickerProps) {
  const [popover, setPopover] = useState<PopoverModule | undefined>(loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (popover) return <popover.DatePickerPopover {...props} placeholder={placeholder} defaultOpen={openOnLoad} />;
  const { value, className, triggerDisabled, id } = props;
  return (
    <button
      type="button"
      id={id}
      disabled={triggerDisabled}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-required={props['aria-required']}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={cn(datePickerTriggerClass(!value), className)}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() =>
        void loadPopover().then((m) => {
          setOpenOnLoad(true);
          setPopover(m);
        })
      }
    >
      <DatePickerTriggerContent value={value} placeholder={placeholder} />
    </button>
  );
}
