import { useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClass } from '@/components/ui/input';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  /** Shows 'count/limit' under the field and stops typing at the limit. */
  limit?: number;
};

export function Textarea({ className, limit, onChange, value, defaultValue, ...props }: TextareaProps) {
  const [ownCount, setOwnCount] = useState(String(defaultValue ?? '').length);
  const count = value !== undefined ? String(value).length : ownCount;
  const handle = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setOwnCount(e.target.value.length);
    onChange?.(e);
  };
  return (
    <div className="grid gap-1">
      <textarea
        className={cn(fieldClass, 'min-h-28 resize-y py-2.5 leading-relaxed', className)}
        maxLength={limit}
        value={value}
        defaultValue={defaultValue}
        onChange={handle}
        {...props}
      />
      {limit !== undefined && (
        <p className={cn('text-right text-sm tabular-nums', count >= limit ? 'text-status-danger' : 'text-sand-500')} aria-live="polite">
          {count}/{limit}
        </p>
      )}
    </div>
  );
}
