import { cn } from '@/lib/cn';

type SpinnerProps = { className?: string; label?: string; size?: 'sm' | 'md' | 'lg' };
const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/** A quiet loading ring; `label` is read by screen readers (default 'Carregando...'). */
export function Spinner({ className, label = 'Carregando...', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span aria-hidden className={cn('animate-spin rounded-full border-current border-r-transparent opacity-80', sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
