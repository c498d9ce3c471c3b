import type { AppDeps } from '../app-context.ts';
import { settleAppointments } from '../modules/session-outcomes/settle.ts';
import { deliverDueMessages } from '../modules/messaging/delivery.service.ts';
import { erasePersonalData } from '../modules/accounts/personal-data-erasure.ts';
import { applyDueContactChanges } from '../modules/accounts/pending-contact-changes.ts';
import { extendSeries } from '../modules/appointments/series-horizon.ts';
import { sendRiskReviewReminders } from '../modules/risk-surveys/review.service.ts';
import { runWaitlistJob } from '../modules/waitlist/offers.ts';

export interface RecurringJob {
  name: string;
  /** Cron in the business time zone (pg-boss schedules have minute granularity). */
  cron: string;
  run(deps: AppDeps): Promise<unknown>;
}

/**
 * Durable recurring jobs. Each `run` must be idempotent and safe with several app instances
 * (pg-boss hands a scheduled job to one worker; the SQL inside guards the rest).
 */
export const RECURRING_JOBS: RecurringJob[] = [
  { name: 'appointments-auto-confirm', cron: '* * * * *', run: settleAppointments },
  { name: 'messages-deliver', cron: '* * * * *', run: (deps) => deliverDueMessages(deps) },
  // Weekly series keep their next four dates booked (domain.md §24).
  { name: 'appointment-series-horizon', cron: '* * * * *', run: extendSeries },
  // An administrator's change of an e-mail or phone, once its 72 hours are over (domain.md §26).
  { name: 'contact-changes-apply', cron: '* * * * *', run: applyDueContactChanges },
  // Holds of freed slots pass on after 15 minutes; recent cancellations are offered (domain.md §26).
  { name: 'waitlist-offers', cron: '* * * * *', run: runWaitlistJob },
  // Personal fields of accounts deleted on request, after the legal retention (decision 1183).
  { name: 'personal-data-erasure', cron: '17 3 * * *', run: erasePersonalData },
  // HR's reminders of the risk inventory's review, 30 days before and when due (decision 1355).
  { name: 'risk-review-reminders', cron: '7 8 * * *', run: sendRiskReviewReminders },
];
