import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../constants.ts';
import { ZDay, ZId, ZInstant } from './common.ts';

// What domain.md §17's calls answer (decision 1227); instants with the São Paulo offset.

/** The psychologist's own absence (POST and GET /psychologists/{id}/absences). */
export const ZAbsence = z.strictObject({
  uuid: ZId,
  psychologistUuid: ZId,
  startDate: ZDay,
  endDate: ZDay,
  reason: z.string(),
  createdAt: ZInstant,
});
/**
 * GET /psychologists/{id}/absences as a collaborator (booking screen): the periods only, no reason
 * (decision 1175). The psychologist itself gets `TAbsence`.
 */
export const ZAbsencePeriod = z.strictObject({ uuid: ZId, startDate: ZDay, endDate: ZDay });

/** POST /appointments/{uuid}/dispute (201) and PATCH /disputes/{uuid}/resolve (200). */
export const ZDispute = z.strictObject({
  uuid: ZId,
  appointmentUuid: ZId,
  reason: z.string(),
  status: z.enum(['open', 'refunded', 'kept']),
  resolutionNote: z.string().nullable(),
  resolvedAt: ZInstant.nullable(),
  createdAt: ZInstant,
  /** The appointment's status after the call. */
  appointmentStatus: z.enum(APPOINTMENT_STATUSES),
});
/** One side's record in the session room (first join, last leave), null when it never joined. */
const ZAttendanceSide = z.strictObject({
  firstJoinedAt: ZInstant.nullable(),
  lastLeftAt: ZInstant.nullable(),
});
/** GET /disputes (administrator): the open disputes, oldest first ('Contestações'). */
export const ZDisputeListed = z.strictObject({
  uuid: ZId,
  reason: z.string(),
  status: z.literal('open'),
  createdAt: ZInstant,
  appointment: z.strictObject({
    uuid: ZId,
    status: z.enum(APPOINTMENT_STATUSES),
    date: ZDay,
    startsAt: ZInstant,
    endsAt: ZInstant,
  }),
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  psychologist: z.strictObject({ uuid: ZId, name: z.string() }),
  attendance: z.strictObject({ collaborator: ZAttendanceSide, psychologist: ZAttendanceSide }),
});

/** GET /disputes/resolved (administrator): a decided dispute with its outcome and justification (decision 1409). */
export const ZDisputeResolved = z.strictObject({
  uuid: ZId,
  reason: z.string(),
  status: z.enum(['refunded', 'kept']),
  resolutionNote: z.string().nullable(),
  resolvedAt: ZInstant,
  createdAt: ZInstant,
  appointment: z.strictObject({ uuid: ZId, date: ZDay, startsAt: ZInstant }),
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  psychologist: z.strictObject({ uuid: ZId, name: z.string() }),
});
export type TDisputeResolved = z.infer<typeof ZDisputeResolved>;

/** PATCH /appointments/{uuid}/administrator-cancel */
export const ZAdministratorCancelResult = z.strictObject({
  uuid: ZId,
  status: z.literal('cancelled_by_administrator'),
  refunded: z.boolean(),
  newCollaboratorCredits: z.number().int().nonnegative(),
});
/** PATCH /collaborators/{uuid}/remove-credits */
export const ZRemoveCreditsResult = z.strictObject({
  collaboratorUuid: ZId,
  removed: z.number().int().positive(),
  credits: z.number().int().nonnegative(),
});

/** A CSV download (`?format=csv`): the API tests' response check reads it as one JSON string. */
export const ZCsv = z.string().startsWith('\uFEFF');
const cents = z.number().int().nonnegative();
/** One fee-earning session of a statement (decision 1178: the collaborator's first name only). */
const ZStatementLine = z.strictObject({
  appointmentUuid: ZId,
  date: ZDay,
  startTime: z.iso.time({ precision: 0 }),
  /** The psychologist sees its patient's first name; the administrator null. */
  collaboratorFirstName: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  amountCents: cents,
});
/** GET /psychologists/{id}/statements/{yyyy-MM} (JSON; `?format=csv` for the CSV file). */
export const ZStatement = z.strictObject({
  psychologistUuid: ZId,
  psychologistName: z.string(),
  month: z.string(),
  feeCents: cents,
  sessions: z.array(ZStatementLine),
  sessionsCount: cents,
  totalCents: cents,
});
/** One psychologist's line of the payouts (GET /statements/{yyyy-MM}, administrator). */
const ZPayoutLine = z.strictObject({
  psychologistUuid: ZId,
  name: z.string(),
  crp: z.string(),
  sessionsCount: cents,
  totalCents: cents,
});
/** GET /statements/{yyyy-MM} (JSON; `?format=csv` for the one CSV of payouts). */
export const ZPayouts = z.strictObject({
  month: z.string(),
  feeCents: cents,
  psychologists: z.array(ZPayoutLine),
  totalCents: cents,
});

export type TAbsence = z.infer<typeof ZAbsence>;
export type TAttendanceSide = z.infer<typeof ZAttendanceSide>;
export type TDisputeListed = z.infer<typeof ZDisputeListed>;
export type TDispute = z.infer<typeof ZDispute>;
export type TStatement = z.infer<typeof ZStatement>;
export type TPayouts = z.infer<typeof ZPayouts>;
