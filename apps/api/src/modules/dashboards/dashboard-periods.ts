import {
  startOfLocalDay,
  startOfLocalMonth,
  startOfNextLocalDay,
  startOfNextLocalMonth,
  startOfPreviousLocalMonth,
} from '@acolher/contracts/time';

/** Statuses that earn the psychologist its session fee (domain.md §7 as amended by §17). */
export const EARNING_STATUSES = [
  'confirmed',
  'cancelled_by_collaborator_without_advance',
  'no_show_collaborator',
] as const;

/** Half-open instant ranges [from, to). */
interface Period {
  from: Date;
  to: Date;
}

/** Today, this month and last month in the business zone, as instant ranges (domain.md §1). */
export function dashboardPeriods(now: Date, zone: string) {
  return {
    today: { from: startOfLocalDay(now, zone), to: startOfNextLocalDay(now, zone) },
    month: { from: startOfLocalMonth(now, zone), to: startOfNextLocalMonth(now, zone) },
    lastMonth: { from: startOfPreviousLocalMonth(now, zone), to: startOfLocalMonth(now, zone) },
  } satisfies Record<string, Period>;
}
