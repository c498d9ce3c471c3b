import { lazy, type ReactNode } from 'react';
import { EyeOff, type LucideIcon } from 'lucide-react';
import { MIN_GROUP_SIZE, SUPPRESSED_TEXT } from '@acolher/contracts/company-insights';
import type { TGroupCell, TMonthInsights } from '@acolher/contracts/answers/company-insights';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Pieces the dashboard's sections share (decision 1206 split the dashboard by what each part does). */

export const DimensionsRadarChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.DimensionsRadarChart })),
);
export const TrendChart = lazy(() => import('./charts').then((m) => ({ default: m.TrendChart })));
export const MonthlyBarChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.MonthlyBarChart })),
);

export type Shown = Extract<TGroupCell, { suppressed: false }>;
export const shown = (cell: TGroupCell): cell is Shown => !cell.suppressed;
export const hasAverages = (
  cell: TGroupCell,
): cell is Shown & { averages: NonNullable<Shown['averages']> } =>
  shown(cell) && cell.averages !== null;

export function ChartFallback({ height = 'h-[300px]' }: { height?: string }) {
  return <Skeleton className={`${height} w-full`} />;
}

export function Section({
  icon: Icon,
  title,
  description,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="grid gap-1">
            <h2 className="text-lg font-bold text-sand-900">{title}</h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function CountOrSuppressed({
  cell,
}: {
  cell: TGroupCell | TMonthInsights['sessions']['booked'] | undefined;
}) {
  if (!cell) return <span className="text-sand-400">—</span>;
  if (cell.suppressed)
    return (
      <span
        className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-sand-500"
        title={SUPPRESSED_TEXT}
      >
        <EyeOff aria-hidden className="size-4 text-sand-400" />
        <span aria-hidden>Insuficiente</span>
        <span className="sr-only">{SUPPRESSED_TEXT}</span>
      </span>
    );
  return (
    <span className="font-semibold tabular-nums text-sand-900">
      {'respondents' in cell ? cell.respondents : cell.count}
    </span>
  );
}

export function SuppressedLegend() {
  return (
    <p className="flex items-start gap-1.5 text-sm text-sand-600">
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-400" />
      <span>
        <span className="font-semibold">Insuficiente:</span> {SUPPRESSED_TEXT}. O grupo tem menos de{' '}
        {MIN_GROUP_SIZE} pessoas, ou foi ocultado para que um grupo pequeno não possa ser calculado
        por diferença.
      </span>
    </p>
  );
}
