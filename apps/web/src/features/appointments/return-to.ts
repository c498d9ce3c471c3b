/**
 * Where a credit purchase started from a booking should lead back to (the psychologist and the
 * day chosen), kept in sessionStorage through the checkout, which may be another site (decision 1203).
 */
const KEY = 'acolher.booking.returnTo';
const BOOKING_PATH =
  /^\/collaborator\/app\/psychologists\/[0-9a-f-]{36}(\?date=\d{4}-\d{2}-\d{2})?$/;

export function bookingPath(psychologistUuid: string, date?: string) {
  return `/collaborator/app/psychologists/${psychologistUuid}${date ? `?date=${date}` : ''}`;
}

export function rememberBookingReturn(path: string) {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage off (private mode): the success page then offers the search instead.
  }
}

/** The stored path, only if it is a booking page of this app (never an address from elsewhere). */
export function bookingReturn(): string | undefined {
  try {
    const path = sessionStorage.getItem(KEY) ?? '';
    return BOOKING_PATH.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function forgetBookingReturn() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
