import { addDaysYmd } from '@acolher/contracts/time';
import { SERIES_HORIZON, type TSeriesFrequency } from '@acolher/contracts/appointment-series';

/** Days between two occurrences of a series (domain.md §24). */
export const stepDays = (frequency: TSeriesFrequency | string) =>
  frequency === 'biweekly' ? 14 : 7;

/**
 * `count` dates of a series from `from` (itself included), none after `endDate`: the first four
 * are what a new series books and what its preview answers (domain.md §24).
 */
export function seriesDates(
  from: string,
  frequency: TSeriesFrequency | string,
  count = SERIES_HORIZON,
  endDate?: string | null,
): string[] {
  const dates: string[] = [];
  for (let d = from; dates.length < count && (!endDate || d <= endDate);) {
    dates.push(d);
    d = addDaysYmd(d, stepDays(frequency));
  }
  return dates;
}
