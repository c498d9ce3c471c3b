import { z } from 'zod';
import {
  ZAccountExport,
  ZDeletionRequest,
  ZOwnDeletionRequest,
  ZPhoneChanged,
  ZRole,
} from '@acolher/contracts/answers/account';
import { ZLeadCreated, ZLeadPage } from '@acolher/contracts/answers/leads';
import { ZErrorBody } from '@acolher/contracts/error-body';
import { ZAdministrator } from '@acolher/contracts/answers/administrators';
import {
  ZCollaboratorCancelResult,
  ZPsychologistCancelResult,
  ZPsychologistDashboard,
} from '@acolher/contracts/answers/appointments';
import {
  ZAppointment,
  ZRedactedAppointment,
  ZReportAppointment,
} from '@acolher/contracts/answers/appointments';
import { ZAuditEntry } from '@acolher/contracts/answers/audit';
import { ZSignIn } from '@acolher/contracts/answers/auth';
import {
  ZCollaborator,
  ZCollaboratorForCompany,
  ZCollaboratorRecord,
} from '@acolher/contracts/answers/collaborators';
import { ZId } from '@acolher/contracts/answers/common';
import { ZCompanyDetail } from '@acolher/contracts/answers/companies';
import { ZCreditsGrantResult } from '@acolher/contracts/answers/credits';
import { ZCompany, ZCompanyWithCount } from '@acolher/contracts/answers/companies';
import { ZNr1Report, ZWellBeingInsights } from '@acolher/contracts/answers/company-insights';
import { ZMessage, ZWhatsappConsentView } from '@acolher/contracts/answers/messaging';
import { ZOpeningHour } from '@acolher/contracts/answers/opening-hours';
import {
  ZPsychologist,
  ZPsychologistListed,
  ZPsychologistPublic,
  ZPsychologistSearchResult,
} from '@acolher/contracts/answers/psychologists';
import {
  ZCreditPackageView,
  ZPurchase,
  ZPurchaseCreateResult,
  ZSandboxCheckoutResult,
} from '@acolher/contracts/answers/purchases';
import {
  ZGamification,
  ZQuestionnaire,
  ZRadarLatest,
  ZRadarSubmitResult,
} from '@acolher/contracts/answers/radar';
import { ZReviewsAnswer } from '@acolher/contracts/answers/reviews';
import { ZReview } from '@acolher/contracts/answers/reviews';
import { ZSectorDetail } from '@acolher/contracts/answers/sectors';
import { ZSector, ZSectorListed, ZSectorWithCount } from '@acolher/contracts/answers/sectors';
import { ZSessionRatingSummary, ZSessionRoom } from '@acolher/contracts/answers/session-room';
import { ZAssistantConfig, ZTermsAnswer } from '@acolher/contracts/answers/terms';
import { PURCHASE_STATUSES } from '@acolher/contracts/constants';
import { ACTION_PLAN_RESPONSES } from './action-plan-responses.ts';
import { COLLABORATOR_IMPORT_RESPONSES } from './collaborator-import-responses.ts';
import { MEASURE_RESPONSES } from './measure-responses.ts';
import { MFA_RESPONSES } from './mfa-responses.ts';
import { SESSION_NOTE_RESPONSES } from './session-note-responses.ts';
import { RISK_SURVEY_RESPONSES } from './risk-survey-responses.ts';
import { SESSION_OUTCOME_RESPONSES } from './session-outcome-responses.ts';
import { ZSeries, ZSeriesPreview } from '@acolher/contracts/answers/appointment-series';

/**
 * What each route answers on success, by status (`null`: no body), keyed like the route table
 * ('METHOD /api/path/:param'). /api/docs documents these (with the error body for 4xx), and
 * test/helpers/test-app.ts checks every successful answer of the API tests against them; the
 * authorization matrix fails for a route that is missing here. Where a route answers each role
 * differently, the schema is the union of the roles' views.
 */
type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

const ZPaymentResult = z.strictObject({
  received: z.literal(true),
  purchaseUuid: ZId,
  status: z.enum(PURCHASE_STATUSES),
  changed: z.boolean(),
});

const ZMessageOnly = z.strictObject({ message: z.string() });

const ok = (schema: z.ZodType): Responses => ({ 200: schema });
const created = (schema: z.ZodType): Responses => ({ 201: schema });
const noContent: Responses = { 204: null };

export const ROUTE_RESPONSES: Record<string, Responses> = {
  'GET /api/health': ok(z.strictObject({ status: z.literal('ok') })),
  'GET /api/health/live': ok(z.strictObject({ status: z.literal('ok') })),
  'GET /api/health/ready': ok(z.strictObject({ status: z.literal('ok') })),
  'GET /api/config': ok(
    z.strictObject({ mode: z.enum(['demo', 'production']), payments: z.enum(['on', 'off']) }),
  ),
  // Prometheus text format, not JSON (hidden from /api/docs).
  'GET /api/metrics': { 200: undefined },
  // The session room's signalling WebSocket (hidden from /api/docs); it upgrades, never answers JSON.
  'GET /api/appointments/:uuid/session/signal': { 200: undefined },
  // Leads from the landing (domain.md §19).
  'POST /api/leads': created(ZLeadCreated),
  'GET /api/leads': ok(ZLeadPage),
  // An iCalendar file (text/calendar), not JSON (domain.md §19).
  'GET /api/appointments/:uuid/calendar.ics': { 200: undefined },

  // Sign-in and passwords (domain.md §2)
  'POST /api/administrators/sign-in': ok(ZSignIn.administrator),
  'POST /api/companies/sign-in': ok(ZSignIn.company),
  'POST /api/collaborators/sign-in': ok(ZSignIn.collaborator),
  'POST /api/psychologists/sign-in': ok(ZSignIn.psychologist),
  'POST /api/auth/sign-out': noContent,

  // Minha conta (domain.md §14)
  'PATCH /api/account/email': { 202: ZMessageOnly },
  'POST /api/account/email/confirm': ok(z.strictObject({ role: ZRole, message: z.string() })),
  'PATCH /api/account/password': ok(ZMessageOnly),
  'PATCH /api/account/phone': { 202: ZMessageOnly },
  'POST /api/account/phone/confirm': ok(ZPhoneChanged),
  'POST /api/account/sign-out-everywhere': noContent,
  'GET /api/account/export': ok(ZAccountExport),
  'POST /api/account/deletion-request': created(ZOwnDeletionRequest),
  'GET /api/account/deletion-requests': ok(z.array(ZDeletionRequest)),
  'POST /api/account/deletion-requests/:uuid/complete': ok(ZDeletionRequest),
  'POST /api/auth/forgot-password': { 202: z.strictObject({ message: z.string() }) },
  'POST /api/auth/reset-password': ok(
    z.strictObject({
      role: z.enum(['administrator', 'company', 'collaborator', 'psychologist']),
      message: z.string(),
    }),
  ),

  // Back office
  'GET /api/administrators': ok(z.array(ZAdministrator)),
  'POST /api/administrators': created(ZAdministrator),
  'PUT /api/administrators/:uuid': ok(ZAdministrator),
  'DELETE /api/administrators/:uuid': noContent,
  'GET /api/companies': ok(z.array(ZCompanyWithCount)),
  'POST /api/companies': created(ZCompanyWithCount),
  'GET /api/companies/:uuid': ok(ZCompanyDetail),
  'PUT /api/companies/:uuid': ok(ZCompany),
  'PATCH /api/companies/:uuid/form': ok(ZCompany),
  'DELETE /api/companies/:uuid': noContent,
  'GET /api/sectors': ok(z.array(ZSectorListed)),
  'GET /api/sectors/:uuid': ok(ZSectorDetail),
  'POST /api/sectors': created(ZSectorWithCount),
  'PUT /api/sectors/:uuid': ok(ZSector),
  'DELETE /api/sectors/:uuid': noContent,
  'POST /api/collaborators': created(z.union([ZCollaboratorRecord, ZCollaboratorForCompany])),
  'GET /api/collaborators/:uuid': ok(z.union([ZCollaborator, ZCollaboratorForCompany])),
  'PUT /api/collaborators/:uuid': ok(z.union([ZCollaboratorRecord, ZCollaboratorForCompany])),
  'DELETE /api/collaborators/:uuid': noContent,
  'PATCH /api/collaborators/:uuid/add-credits': ok(ZCreditsGrantResult),
  'PATCH /api/collaborators/company/:uuid/add-credits': ok(ZCreditsGrantResult),
  'PATCH /api/collaborators/sector/:uuid/add-credits': ok(ZCreditsGrantResult),
  'GET /api/psychologists': ok(z.array(ZPsychologistListed)),
  'POST /api/psychologists': created(ZPsychologist),
  'GET /api/psychologists/:uuid': ok(
    z.union([ZPsychologist, ZPsychologistListed, ZPsychologistPublic]),
  ),
  'PATCH /api/psychologists/compliance/:uuid': ok(ZPsychologistListed),
  'DELETE /api/psychologists/:uuid': noContent,
  'GET /api/appointments/psychologists/last-month/:uuid': ok(z.array(ZReportAppointment)),
  'GET /api/outbox': ok(z.array(ZMessage)),
  'GET /api/messages': ok(z.array(ZMessage)),
  'GET /api/audit-log': ok(z.array(ZAuditEntry)),

  // Collaborator
  'PATCH /api/collaborators/accept-terms/:uuid': ok(ZCollaborator),
  'GET /api/collaborators/:uuid/gamification': ok(ZGamification),
  'GET /api/psychologists/collaborators': ok(z.array(ZPsychologistSearchResult)),
  'GET /api/appointments/:uuid': ok(ZAppointment),
  'GET /api/appointments/:uuid/session': ok(ZSessionRoom),
  'POST /api/appointments/:uuid/session/rating': noContent,
  'GET /api/session-ratings/summary': ok(ZSessionRatingSummary),
  'GET /api/appointments/collaborators/:uuid': ok(z.array(ZAppointment)),
  'POST /api/appointments/collaborators': created(ZAppointment),
  'PATCH /api/appointments/collaborators/cancel/:uuid': ok(ZCollaboratorCancelResult),
  // Weekly sessions (domain.md §24): a dry run answers the dates, a creation the series.
  'POST /api/appointments/series': { 200: ZSeriesPreview, 201: ZSeries },
  'GET /api/appointments/series/:uuid': ok(ZSeries),
  'POST /api/appointments/series/:uuid/end': ok(ZSeries),
  'GET /api/appointments/psychologists/confirmed/:uuid': ok(
    z.union([z.array(ZRedactedAppointment), z.array(ZAppointment)]),
  ),
  'GET /api/credit-packages': ok(z.array(ZCreditPackageView)),
  'GET /api/purchases/:uuid': ok(z.array(ZPurchase)),
  'POST /api/purchases': created(ZPurchaseCreateResult),
  'POST /api/payments/sandbox/checkout/:uuid': ok(ZSandboxCheckoutResult),
  'POST /api/payments/sandbox/pix/:uuid': ok(ZSandboxCheckoutResult),
  'POST /api/payments/sandbox/webhook': ok(ZPaymentResult),
  'POST /api/payments/stripe/webhook': ok(
    z.union([ZPaymentResult, z.strictObject({ received: z.literal(true), ignored: z.string() })]),
  ),
  'GET /api/well-being-radar/questionnaire': ok(ZQuestionnaire),
  'POST /api/well-being-radar/responses': created(ZRadarSubmitResult),
  'GET /api/well-being-radar/responses/latest': ok(ZRadarLatest),
  'POST /api/well-being-radar/typeform/webhook': {
    200: z.strictObject({ recorded: z.literal(false), duplicate: z.literal(true) }),
    201: z.strictObject({ recorded: z.literal(true), duplicate: z.literal(false) }),
  },
  'GET /api/assistant/config': ok(ZAssistantConfig),
  'GET /api/terms': ok(ZTermsAnswer),
  'GET /api/messaging/whatsapp-consent': ok(ZWhatsappConsentView),
  'PATCH /api/messaging/whatsapp-consent': ok(ZWhatsappConsentView),

  // Psychologist
  'PATCH /api/psychologists/sign-terms/:uuid': ok(ZPsychologist),
  'PATCH /api/psychologists/basic-data/:uuid': ok(ZPsychologist),
  'PATCH /api/psychologists/avatar/:uuid': ok(ZPsychologist),
  'GET /api/dashboards/psychologists/:uuid': ok(ZPsychologistDashboard),
  'GET /api/appointments/psychologists/:uuid': ok(z.array(ZAppointment)),
  'PATCH /api/appointments/psychologists/cancel/:uuid': ok(ZPsychologistCancelResult),
  'GET /api/opening-hours/psychologist/:uuid': ok(z.array(ZOpeningHour)),
  'GET /api/opening-hours/grouped-by-day-of-week/:uuid': ok(
    z.array(z.array(ZOpeningHour)).length(7),
  ),
  'POST /api/opening-hours': created(z.array(ZOpeningHour).min(1)),
  'DELETE /api/opening-hours/:uuid': noContent,
  'GET /api/reviews/:uuid': ok(ZReviewsAnswer),
  'POST /api/reviews': created(ZReview),

  // Company
  'GET /api/company-insights/well-being': ok(ZWellBeingInsights),
  'GET /api/company-insights/nr1-report': ok(ZNr1Report),

  // The company's action plan (domain.md §19)
  ...ACTION_PLAN_RESPONSES,
  // Psychosocial risk assessment (domain.md §20)
  ...RISK_SURVEY_RESPONSES,

  // When a session goes wrong (domain.md §17)
  ...SESSION_OUTCOME_RESPONSES,

  // Clinical measures (domain.md §18)
  ...MEASURE_RESPONSES,
  // Clinical record (domain.md §18)
  ...SESSION_NOTE_RESPONSES,
  ...MFA_RESPONSES,
  // Collaborator import and invitations (domain.md §19)
  ...COLLABORATOR_IMPORT_RESPONSES,
};

/** The error body every 4xx answer carries (domain.md: `{ statusCode, error, message }`). */
export const ERROR_RESPONSES = { '4xx': ZErrorBody };

/** Whether `body` (the raw answer) is what `route` documents for `status`; the first problem if not. */
export function responseProblem(route: string, status: number, body: string): string | undefined {
  const documented = ROUTE_RESPONSES[route];
  if (!documented) return `${route}: no documented answer`;
  if (!(status in documented)) return `${route}: status ${status} is not documented`;
  const schema = documented[status as keyof Responses];
  if (schema === null) return body === '' ? undefined : `${route}: ${status} must have no body`;
  if (!schema) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${route}: ${status} answer is not JSON`;
  }
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return `${route} ${status}: ${describeIssues(result.error.issues).join('; ')}`;
}

/** `path: code` of the first issues; of a union, those of the branch that came closest. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.slice(0, 5).flatMap((i) => {
    if (i.code === 'invalid_union' && i.errors.length > 0) {
      const closest = [...i.errors].sort((a, b) => a.length - b.length)[0]!;
      return describeIssues(closest.map((c) => ({ ...c, path: [...i.path, ...c.path] })));
    }
    return [`${i.path.join('.') || '(root)'}: ${i.code}`];
  });
}
