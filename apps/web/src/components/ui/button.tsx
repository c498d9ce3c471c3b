import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700 active:bg-accent-700',
  secondary: 'border border-sand-300 bg-white text-sand-800 shadow-sm hover:border-brand-300 hover:bg-brand-50',
  soft: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  ghost: 'text-sand-700 hover:bg-sand-100 hover:text-sand-900',
  destructive: 'bg-status-danger text-white shadow-sm hover:bg-red-700',
  link: 'h-auto! px-0! text-brand-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-5 text-[15px]',
  lg: 'h-13 gap-2 rounded-2xl px-7 text-base',
  icon: 'size-10 rounded-xl',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** While true the button is disabled and shows a spinner with `loadingText` (e.g. 'Entrando...'). */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
};

export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    '[&_svg]:size-[1.15em] [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, loading = false, loadingText, asChild, className, disabled, children, type, ...props }: ButtonProps) {
  const cls = buttonClass(variant, size, className);
  if (asChild) return <Slot.Root className={cls} {...props}>{children}</Slot.Root>;
  return (
    <button type={type ?? 'button'} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading ? (
        <>
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
