import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  COMPLIANCE_STATUSES,
  GENDERS,
  PURCHASE_STATUSES,
} from '@acolher/contracts/constants';
import { INVITATION_STATUSES } from '@acolher/contracts/invitations';
import { MESSAGE_STATUSES } from '@acolher/contracts/messaging';
import { RADAR_DIMENSIONS } from '@acolher/contracts/well-being-radar';

/**
 * The shapes the API answers with, as zod schemas: documented at /api/docs (route-responses.ts)
 * and checked against every successful answer of the API tests. Strict objects: a field that is
 * not written here (a hash, a contact, a clinical detail) makes the answer fail its check.
 * Nothing here runs per request in production.
 */

/** Instants carry the business zone's offset: their first 10 characters are the local day (§1). */
export const ZInstant = z.iso
  .datetime({ offset: true, local: false })
  .regex(/[+-]\d{2}:\d{2}$/, 'an offset, not Z');
export const ZDay = z.iso.date();
/** Wall-clock times are returned as HH:MM:SS (domain.md §1). */
export const ZTime = z.iso.time({ precision: 0 });
export const ZId = z.guid();
const text = z.string();
const cents = z.number().int();
const count = z.number().int().nonnegative();

export const ZAdministrator = z.strictObject({
  uuid: ZId,
  name: text,
  email: text,
  document: text,
  phone: text,
  createdAt: ZInstant,
});

export const ZCompany = z.strictObject({
  uuid: ZId,
  name: text,
  document: text,
  legalName: text,
  email: text,
  actionPlanLink: text,
  dashboardLink: text,
  formId: text,
  formTitle: text,
  createdAt: ZInstant,
});
export const ZCompanyWithCount = ZCompany.extend({ collaboratorsCount: count });

export const ZSector = z.strictObject({
  uuid: ZId,
  name: text,
  companyUuid: ZId,
  createdAt: ZInstant,
});
export const ZSectorWithCount = ZSector.extend({ collaboratorsCount: count });
export const ZSectorListed = ZSectorWithCount.extend({
  company: z.strictObject({ uuid: ZId, name: text }),
});

const registration = {
  uuid: ZId,
  name: text,
  document: text,
  email: text,
  phone: text,
  birthdate: ZDay.nullable(),
  gender: z.enum(GENDERS),
  sectorUuid: ZId,
  companyUuid: ZId,
};
const companyRef = z.strictObject({ uuid: ZId, name: text, formId: text, formTitle: text });
const sectorRef = z.strictObject({ uuid: ZId, name: text });

const invitationStatus = z.enum(INVITATION_STATUSES);
/**
 * What a company sees of its collaborators: the registration only (domain.md §3), and in lists
 * and edits the invitation's status (decision 1208).
 */
export const ZCollaboratorForCompany = z.strictObject({
  ...registration,
  sector: sectorRef.optional(),
  invitationStatus: invitationStatus.optional(),
});
/** A collaborator in an administrator's list or edit answer: no terms or consent details. */
export const ZCollaboratorRecord = z.strictObject({
  ...registration,
  credits: count,
  hasAcceptedTerms: z.boolean(),
  hasSentForm: z.boolean(),
  lastSentFormAt: ZInstant.nullable(),
  createdAt: ZInstant,
  invitationStatus,
});
/** The whole record, as the collaborator and the administrator read it. */
export const ZCollaborator = z.strictObject({
  ...registration,
  credits: count,
  hasAcceptedTerms: z.boolean(),
  termsAcceptedAt: ZInstant.nullable(),
  termsVersion: text.nullable(),
  hasSentForm: z.boolean(),
  lastSentFormAt: ZInstant.nullable(),
  whatsappConsent: z.boolean(),
  createdAt: ZInstant,
  company: companyRef,
  sector: sectorRef,
});

const publicProfile = {
  uuid: ZId,
  name: text,
  crp: text,
  avatarUrl: text.nullable(),
  education: text,
  careerHistory: text,
  hostMessage: text,
  specialties: z.array(text),
  approach: z.array(text),
  targetAudience: z.array(text),
};
/** What a collaborator sees of a psychologist: no CPF, e-mail or phone (domain.md §3). */
export const ZPsychologistPublic = z.strictObject(publicProfile);
/** A search result: the public profile and its next free slot within 30 days (domain.md §19). */
export const ZPsychologistSearchResult = z.strictObject({
  ...publicProfile,
  nextAvailableAt: ZInstant.nullable(),
});
/** A psychologist in the administrator's list. */
export const ZPsychologistListed = z.strictObject({
  ...publicProfile,
  document: text,
  email: text,
  phone: text,
  complianceStatus: z.enum(COMPLIANCE_STATUSES),
  hasSignedTerms: z.boolean(),
  createdAt: ZInstant,
});
/** The whole record, as the psychologist itself (and the administrator) reads it. */
export const ZPsychologist = ZPsychologistListed.extend({
  termsSignedAt: ZInstant.nullable(),
  termsVersion: text.nullable(),
  whatsappConsent: z.boolean(),
});

const withToken = <T extends z.ZodObject>(schema: T) => schema.extend({ token: text });
export const ZSignIn = {
  administrator: withToken(ZAdministrator),
  company: withToken(ZCompany),
  collaborator: withToken(ZCollaborator),
  psychologist: withToken(ZPsychologist),
};

const openingHourRef = z.strictObject({ uuid: ZId, startTime: ZTime, endTime: ZTime });
export const ZAppointment = z.strictObject({
  uuid: ZId,
  status: z.enum(APPOINTMENT_STATUSES),
  date: ZDay,
  startsAt: ZInstant,
  endsAt: ZInstant,
  collaboratorUuid: ZId,
  psychologistUuid: ZId,
  collaborator: z.strictObject({ uuid: ZId, name: text, email: text, phone: text }),
  psychologist: z.strictObject({ uuid: ZId, name: text, avatarUrl: text.nullable() }),
  openingHour: openingHourRef,
  cancelledAt: ZInstant.nullable(),
  createdAt: ZInstant,
});
/** Someone else's appointment on the booking screen: no identity at all (domain.md §3). */
export const ZRedactedAppointment = z.strictObject({
  date: ZDay,
  status: z.enum(APPOINTMENT_STATUSES),
  openingHour: openingHourRef,
});
/** The administrator's report of last month: no session link, no booking details. */
export const ZReportAppointment = ZAppointment.omit({
  cancelledAt: true,
  createdAt: true,
}).extend({ psychologist: z.strictObject({ name: text, avatarUrl: text.nullable() }) });

export const ZOpeningHour = z.strictObject({
  uuid: ZId,
  psychologistUuid: ZId,
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: ZTime,
  endTime: ZTime,
});

export const ZPurchase = z.strictObject({
  uuid: ZId,
  amount: z.number().int().positive(),
  price: cents,
  status: z.enum(PURCHASE_STATUSES),
  createdAt: ZInstant,
});

export const ZReview = z.strictObject({
  uuid: ZId,
  review: text,
  createdAt: ZInstant,
  psychologist: z.strictObject({ uuid: ZId, name: text }),
});

export const ZMessage = z.strictObject({
  uuid: ZId,
  channel: z.enum(['email', 'whatsapp']),
  recipient: text,
  kind: text,
  subject: text,
  body: text,
  status: z.enum(MESSAGE_STATUSES),
  attempts: count,
  lastError: text.nullable(),
  relatedUuid: ZId.nullable(),
  recipientUuid: ZId.nullable(),
  sendAfter: ZInstant.nullable(),
  createdAt: ZInstant,
  sentAt: ZInstant.nullable(),
});

const score = z.number().int().min(0).max(100);
const dimensions = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(RADAR_DIMENSIONS.map((d) => [d, value])) as Record<
      (typeof RADAR_DIMENSIONS)[number],
      T
    >,
  );
export const ZRadarScored = z.strictObject({
  uuid: ZId,
  createdAt: ZInstant,
  scores: z.strictObject({
    who5Raw: z.number().int().min(0).max(25).nullable(),
    who5Percent: score.nullable(),
    dimensions: dimensions(score.nullable()),
    needsCare: z.boolean(),
  }),
});
export const ZGamification = z.strictObject({
  wellBeingRadarCount: count,
  currentGamificationStage: z.number().int().min(0).max(3),
});

const reason = z.enum(['small-group', 'complementary']);
const suppressed = z.strictObject({ suppressed: z.literal(true), reason });
const groupCell = z.union([
  suppressed,
  z.strictObject({
    suppressed: z.literal(false),
    respondents: count,
    averages: dimensions(score.nullable()).nullable(),
    careShare: score.nullable(),
  }),
]);
const countCell = z.union([suppressed, z.strictObject({ suppressed: z.literal(false), count })]);
export const ZWellBeingInsights = z.strictObject({
  minGroupSize: count,
  timeZone: text,
  currentMonth: text,
  months: z.array(
    z.strictObject({
      month: text,
      closed: z.boolean(),
      company: groupCell,
      sectors: z.array(z.strictObject({ sectorUuid: ZId, name: text, cell: groupCell })),
      sessions: z.strictObject({ booked: countCell, held: countCell }),
    }),
  ),
});

/** GET /appointments/{uuid}/session (domain.md §16). */
export const ZSessionRoom = z.strictObject({
  appointmentUuid: ZId,
  role: z.enum(['collaborator', 'psychologist']),
  peerName: text,
  startsAt: ZInstant,
  endsAt: ZInstant,
  opensAt: ZInstant,
  closesAt: ZInstant,
  provider: z.enum(['builtin', 'jitsi']),
  iceServers: z.array(
    z.strictObject({
      urls: z.union([text, z.array(text)]),
      username: text.optional(),
      credential: text.optional(),
    }),
  ),
  jitsiUrl: text.nullable(),
});

export const ZSessionRatingSummary = z.strictObject({
  count: z.number().int().nonnegative(),
  average: z.number().nullable(),
  byScore: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
  withComment: z.number().int().nonnegative(),
});

/** GET /audit-log (decision 1182): who, what, on what, when; no secret or health data. */
export const ZAuditEntry = z.strictObject({
  id: z.string().regex(/^\d+$/),
  createdAt: ZInstant,
  action: text,
  actor: z.strictObject({
    role: text,
    uuid: ZId.nullable(),
    name: text.nullable(),
    email: text.nullable(),
  }),
  targetType: text,
  targetUuid: ZId.nullable(),
  targetName: text.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
