import type { ReactNode } from 'react';
import { Select as S } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fieldClass } from '@/components/ui/input';

type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

type SelectProps = {
  options: SelectOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/** A single-choice list (values must not be empty strings). Works inside FormField. */
export function Select({ options, value, onValueChange, placeholder = 'Selecione...', disabled, className, ...aria }: SelectProps) {
  return (
    <S.Root value={value || undefined} onValueChange={onValueChange} disabled={disabled} name={aria.name}>
      <S.Trigger
        id={aria.id}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        aria-required={aria['aria-required']}
        className={cn(fieldClass, 'flex h-11 cursor-pointer items-center justify-between gap-2 text-left data-[placeholder]:text-sand-600', className)}
      >
        <S.Value placeholder={placeholder} />
        <S.Icon>
          <ChevronDown className="size-4 text-sand-500" />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-lift data-[state=open]:animate-pop-in"
        >
          <S.Viewport className="p-1.5">
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={o.value}
                disabled={o.disabled}
                className="relative flex min-h-10 cursor-pointer items-center rounded-xl pr-3 pl-9 text-[15px] text-sand-800 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50"
              >
                <S.ItemIndicator className="absolute left-3">
                  <Check className="size-4 text-brand-700" />
                </S.ItemIndicator>
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
