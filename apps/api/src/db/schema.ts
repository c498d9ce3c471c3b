// Every table of the database, one module per area in db/tables/ (drizzle reads this file).
export {
  administrators,
  companies,
  sectors,
  collaborators,
  FOLD_FROM,
  FOLD_TO,
  psychologists,
} from './tables/people.ts';
export { openingHours, APPOINTMENT_ACTIVE_SQL, appointments } from './tables/appointments.ts';
export { purchases, creditLedger } from './tables/credits.ts';
export { reviews } from './tables/reviews.ts';
export { radarResponses } from './tables/radar.ts';
export { oneTimeTokens, signInFailures, tokenCutoffs } from './tables/auth-tokens.ts';
export { auditLog, outbox } from './tables/outbox-audit.ts';
export { appointmentSeries } from './tables/appointment-series.ts';
