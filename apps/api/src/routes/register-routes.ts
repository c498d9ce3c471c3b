import type { FastifyInstance } from 'fastify';
import { accountDeletionRoutes } from './accounts/account-deletion.routes.ts';
import { accountRoutes } from './accounts/account.routes.ts';
import { accountPhoneRoutes } from './accounts/account-phone.routes.ts';
import { devicesRoutes } from './accounts/devices.routes.ts';
import { mfaRoutes } from './mfa/mfa.routes.ts';
import { mfaResetsRoutes } from './mfa/mfa-resets.routes.ts';
import { mfaSignInRoutes } from './mfa/mfa-sign-in.routes.ts';
import { actionPlanRoutes } from './action-plan/action-plan.routes.ts';
import { administratorsRoutes } from './administrators/administrators.routes.ts';
import { appConfigRoutes } from './app-config/app-config.routes.ts';
import { collaboratorAppointmentsRoutes } from './appointments/collaborator-appointments.routes.ts';
import { psychologistAppointmentsRoutes } from './appointments/psychologist-appointments.routes.ts';
import { rescheduleRoutes } from './appointments/reschedule.routes.ts';
import { auditLogRoutes } from './audit/audit-log.routes.ts';
import { companyRiskSurveyRoutes } from './risk-surveys/company-risk-surveys.routes.ts';
import { collaboratorRiskSurveyRoutes } from './risk-surveys/collaborator-risk-surveys.routes.ts';
import { seriesRoutes } from './appointments/series.routes.ts';
import { passwordRoutes } from './auth/password.routes.ts';
import { signInRoutes } from './auth/sign-in.routes.ts';
import { signOutRoutes } from './auth/sign-out.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { collaboratorImportRoutes } from './collaborators/collaborator-import.routes.ts';
import { collaboratorSelfRoutes } from './collaborators/collaborator-self.routes.ts';
import { collaboratorsRoutes } from './collaborators/collaborators.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { companyInsightsRoutes } from './company-insights/company-insights.routes.ts';
import { dashboardsRoutes } from './dashboards/dashboards.routes.ts';
import { declarationsRoutes } from './declarations/declarations.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { matchingRoutes } from './matching/matching.routes.ts';
import { measuresRoutes } from './measures/measures.routes.ts';
import { messagesRoutes } from './messaging/messages.routes.ts';
import { outboxRoutes } from './messaging/outbox.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { openingHoursRoutes } from './opening-hours/opening-hours.routes.ts';
import { psychologistSearchRoutes } from './psychologist-search/psychologist-search.routes.ts';
import { psychologistsAdminRoutes } from './psychologists-admin/psychologists-admin.routes.ts';
import { psychologistProfileRoutes } from './psychologists/psychologist-profile.routes.ts';
import { crpCardRoutes } from './psychologists/crp-card.routes.ts';
import { purchasesRoutes } from './purchases/purchases.routes.ts';
import { wellBeingRadarRoutes } from './radar/well-being-radar.routes.ts';
import { referralsRoutes } from './referrals/referrals.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { sectorsRoutes } from './sectors/sectors.routes.ts';
import { sessionNotesRoutes } from './session-notes/session-notes.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';
import { absencesRoutes } from './session-outcomes/absences.routes.ts';
import { administratorCorrectionsRoutes } from './session-outcomes/administrator-corrections.routes.ts';
import { disputesRoutes } from './session-outcomes/disputes.routes.ts';
import { statementsRoutes } from './session-outcomes/statements.routes.ts';
import { sessionRoomRoutes } from './session-room/session-room.routes.ts';
import { careContractRoutes } from './care-contract/care-contract.routes.ts';
import { emergencyContactRoutes } from './emergency-contact/emergency-contact.routes.ts';

/** Every API route plugin, mounted under /api. */
const ROUTE_PLUGINS = [
  healthRoutes,
  appConfigRoutes,
  metricsRoutes,
  signInRoutes,
  signOutRoutes,
  accountRoutes,
  accountPhoneRoutes,
  mfaRoutes,
  devicesRoutes,
  mfaSignInRoutes,
  mfaResetsRoutes,
  accountDeletionRoutes,
  passwordRoutes,
  outboxRoutes,
  auditLogRoutes,
  administratorsRoutes,
  companiesRoutes,
  sectorsRoutes,
  collaboratorsRoutes,
  collaboratorImportRoutes,
  psychologistsAdminRoutes,
  psychologistProfileRoutes,
  crpCardRoutes,
  openingHoursRoutes,
  psychologistAppointmentsRoutes,
  dashboardsRoutes,
  reviewsRoutes,
  collaboratorSelfRoutes,
  psychologistSearchRoutes,
  matchingRoutes,
  collaboratorAppointmentsRoutes,
  wellBeingRadarRoutes,
  purchasesRoutes,
  companyInsightsRoutes,
  messagesRoutes,
  rescheduleRoutes,
  absencesRoutes,
  disputesRoutes,
  administratorCorrectionsRoutes,
  statementsRoutes,
  sessionRoomRoutes,
  measuresRoutes,
  calendarRoutes,
  seriesRoutes,
  leadsRoutes,
  actionPlanRoutes,
  companyRiskSurveyRoutes,
  collaboratorRiskSurveyRoutes,
  sessionNotesRoutes,
  declarationsRoutes,
  referralsRoutes,
  careContractRoutes,
  emergencyContactRoutes,
  waitlistRoutes,
];

export async function registerRoutes(app: FastifyInstance) {
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin);
}
