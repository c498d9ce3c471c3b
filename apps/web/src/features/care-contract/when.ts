import { formatDate } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';

/** An instant as São Paulo shows it: '04/03/2026 às 09:50' (never the browser's zone). */
export function localWhen(instant: string): string {
  try {
    return `${formatDate(instantToLocalDate(instant))} às ${instantToLocalTime(instant).slice(0, 5)}`;
  } catch {
    return instant;
  }
}
