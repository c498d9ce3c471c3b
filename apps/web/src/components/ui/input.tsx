import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export const fieldClass = cn(
  'w-full rounded-xl border border-sand-300 bg-white px-3.5 text-[15px] text-sand-900 shadow-xs transition-colors',
  'placeholder:text-sand-400 hover:border-sand-400',
  'focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25',
  'disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-sand-500',
  'aria-invalid:border-status-danger aria-invalid:focus-visible:ring-status-danger/20',
);

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(fieldClass, 'h-11', className)} {...props} />;
}
