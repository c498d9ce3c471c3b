import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type FieldControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type FormFieldProps = {
  label: ReactNode;
  /** The single input-like child; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<FieldControlProps>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
};

/** Label above, control, then the hint or the error text below. */
export function FormField({ label, children, error, hint, required, className, id }: FormFieldProps) {
  const auto = useId();
  const fieldId = id ?? children.props.id ?? auto;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={fieldId} required={required}>
        {label}
      </Label>
      {control}
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-status-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-sand-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
