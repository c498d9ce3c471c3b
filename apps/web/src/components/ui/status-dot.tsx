import { cn } from '@/lib/cn';

/** yellow: pending/analyzing · green: confirmed/approved · red: cancelled/disapproved · gray: unknown */
export type StatusTone = 'pending' | 'success' | 'danger' | 'unknown';

const dots: Record<StatusTone, string> = {
  pending: 'bg-status-pending',
  success: 'bg-status-success',
  danger: 'bg-status-danger',
  unknown: 'bg-status-unknown',
};

/** A coloured dot always followed by its text label (never colour alone). */
export function StatusDot({ tone, label, className }: { tone: StatusTone; label: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-sm font-semibold text-sand-800', className)}>
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full ring-2 ring-white', dots[tone])} />
      {label}
    </span>
  );
}
