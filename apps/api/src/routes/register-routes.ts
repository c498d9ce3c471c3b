import type { FastifyInstance } from 'fastify';
import { accountDeletionRoutes } from './account/account-deletion.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { calendarRoutes } from './appointments/calendar.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { actionPlanRoutes } from './company/action-plan.routes.ts';
import { administratorsRoutes } from './administrator/administrators.routes.ts';
import { auditLogRoutes } from './administrator/audit-log.routes.ts';
import { collaboratorImportRoutes } from './administrator/collaborator-import.routes.ts';
import { collaboratorsRoutes } from './administrator/collaborators.routes.ts';
import { companiesRoutes } from './administrator/companies.routes.ts';
import { psychologistsAdminRoutes } from './administrator/psychologists-admin.routes.ts';
import { sectorsRoutes } from './administrator/sectors.routes.ts';
import { passwordRoutes } from './auth/password.routes.ts';
import { signInRoutes } from './auth/sign-in.routes.ts';
import { signOutRoutes } from './auth/sign-out.routes.ts';
import { collaboratorAppointmentsRoutes } from './collaborator/collaborator-appointments.routes.ts';
import { collaboratorSelfRoutes } from './collaborator/collaborator-self.routes.ts';
import { psychologistSearchRoutes } from './collaborator/psychologist-search.routes.ts';
import { wellBeingRadarRoutes } from './collaborator/well-being-radar.routes.ts';
import { companyInsightsRoutes } from './company/company-insights.routes.ts';
import { healthRoutes } from './health.routes.ts';
import { appConfigRoutes } from './app-config.routes.ts';
import { metricsRoutes } from './metrics.routes.ts';
import { messagesRoutes } from './messaging/messages.routes.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { purchasesRoutes } from './payments/purchases.routes.ts';
import { dashboardsRoutes } from './psychologist/dashboards.routes.ts';
import { openingHoursRoutes } from './psychologist/opening-hours.routes.ts';
import { psychologistAppointmentsRoutes } from './psychologist/psychologist-appointments.routes.ts';
import { psychologistProfileRoutes } from './psychologist/psychologist-profile.routes.ts';
import { reviewsRoutes } from './psychologist/reviews.routes.ts';
import { measuresRoutes } from './measures/measures.routes.ts';
import { absencesRoutes } from './session-outcomes/absences.routes.ts';
import { administratorCorrectionsRoutes } from './session-outcomes/administrator-corrections.routes.ts';
import { disputesRoutes } from './session-outcomes/disputes.routes.ts';
import { statementsRoutes } from './session-outcomes/statements.routes.ts';
import { rescheduleRoutes } from './session-outcomes/reschedule.routes.ts';
import { sessionRoomRoutes } from './session/session-room.routes.ts';
import { sessionNotesRoutes } from './session-notes/session-notes.routes.ts';

/** Every API route plugin, mounted under /api. */
const ROUTE_PLUGINS = [
  healthRoutes,
  appConfigRoutes,
  metricsRoutes,
  signInRoutes,
  signOutRoutes,
  accountRoutes,
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
  openingHoursRoutes,
  psychologistAppointmentsRoutes,
  dashboardsRoutes,
  reviewsRoutes,
  collaboratorSelfRoutes,
  psychologistSearchRoutes,
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
  leadsRoutes,
  actionPlanRoutes,
  sessionNotesRoutes,
];

export async function registerRoutes(app: FastifyInstance) {
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin);
}
