import { EyeOff } from 'lucide-react';
import { SUPPRESSED_TEXT, type TSuppressionReason } from '@acolher/contracts/company-insights';
import { cn } from '@/lib/cn';

const WHY: Record<TSuppressionReason, string> = {
  'small-group': 'Menos de 5 pessoas neste grupo.',
  complementary: 'Oculto para que um grupo pequeno não possa ser calculado por diferença.',
};

/** What the company sees in place of a group under 5 people (or of its complement). */
export function Suppressed({
  reason,
  compact,
  className,
}: {
  reason?: TSuppressionReason;
  compact?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-start gap-1.5 text-sm leading-snug text-sand-600',
        className,
      )}
      title={reason ? WHY[reason] : undefined}
    >
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-400" />
      <span>
        {SUPPRESSED_TEXT}
        {reason && !compact && <span className="block text-sand-500">{WHY[reason]}</span>}
      </span>
    </span>
  );
}
