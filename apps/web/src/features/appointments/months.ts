import { formatMonth } from '@acolher/contracts/format';
import { todayYmd } from './slots';

/** 'yyyy-MM' → 'outubro de 2026' (one formatter, in contracts). */
export const monthLabel = formatMonth;

/** The São Paulo month of `now` and the `count - 1` before it, newest first ('yyyy-MM'). */
export function recentMonths(now: Date = new Date(), count = 12): string[] {
  const [y, m] = todayYmd(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const total = y! * 12 + (m! - 1) - i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
