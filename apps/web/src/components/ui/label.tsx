import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cn } from '@/lib/cn';

type LabelProps = ComponentProps<typeof RadixLabel.Root> & { required?: boolean };

/** A field label; `required` adds the red asterisk (hidden from screen readers, the field has aria-required). */
export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <RadixLabel.Root className={cn('text-sm font-semibold text-sand-800', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden className="ml-0.5 text-status-danger">
          *
        </span>
      )}
    </RadixLabel.Root>
  );
}
