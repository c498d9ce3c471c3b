import { useState, type ReactNode } from 'react';
import { Download, type LucideIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { formatMoney } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { saveCsv } from '../api/outcomes';
import { MonthField } from './month-field';

type MonthCsvControlsProps = {
  id: string;
  month: string;
  onMonthChange: (month: string) => void;
  /** The month's CSV: where it is, the name to save it under, what a failure says. */
  csv: { path: string; name: string; errorText: string };
  /** Nothing to download (no line yet, or none in the month). */
  disabled: boolean;
  className?: string;
};

/** 'Mês' and 'Baixar CSV' above a month's statement (domain.md §17): the psychologist's and the payouts'. */
export function MonthCsvControls({
  id,
  month,
  onMonthChange,
  csv,
  disabled,
  className,
}: MonthCsvControlsProps) {
  const [downloading, setDownloading] = useState(false);
  async function downloadCsv() {
    if (downloading) return;
    setDownloading(true);
    try {
      await saveCsv(csv.path, csv.name);
    } catch (err) {
      toast.error(errorMessage(err, csv.errorText));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      <MonthField id={id} value={month} onChange={onMonthChange} />
      <Button
        variant="secondary"
        onClick={downloadCsv}
        loading={downloading}
        loadingText="Baixando..."
        disabled={disabled}
      >
        <Download aria-hidden />
        Baixar CSV
      </Button>
    </div>
  );
}

type MonthLinesProps<L> = {
  query: { isError: boolean; isRefetching: boolean; refetch: () => unknown };
  /** The month's lines once answered. */
  lines: L[] | undefined;
  skeletonRows: number;
  empty: { icon: LucideIcon; title: string };
  label: string;
  lineKey: (line: L) => string;
  lineClassName: string;
  line: (line: L) => ReactNode;
  totalLabel: ReactNode;
  totalCents: number;
};

/** A month's lines and their total in one card, or its loading, error and empty states. */
export function MonthLines<L>({
  query,
  lines,
  skeletonRows,
  empty,
  label,
  lineKey,
  lineClassName,
  line,
  totalLabel,
  totalCents,
}: MonthLinesProps<L>) {
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (!lines) return <SkeletonList rows={skeletonRows} />;
  if (lines.length === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
  return (
    <div className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:p-5">
      <ul className="divide-y divide-sand-100" aria-label={label}>
        {lines.map((l) => (
          <li key={lineKey(l)} className={lineClassName}>
            {line(l)}
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between border-t border-sand-200 pt-3 text-base font-extrabold text-sand-900">
        <span>{totalLabel}</span>
        <span className="tabular-nums">{formatMoney(totalCents)}</span>
      </p>
    </div>
  );
}
