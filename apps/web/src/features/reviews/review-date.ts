import { instantToLocalDate } from '@acolher/contracts/time';

/** A review's createdAt is an instant: show the day it was in São Paulo, not in the browser. */
export function localDay(createdAt: string) {
  try {
    return instantToLocalDate(createdAt);
  } catch {
    return createdAt;
  }
}
