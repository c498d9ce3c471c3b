import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '@acolher/contracts/constants';
import { ZAppointment } from '@acolher/contracts/answers/appointments';
import { ZDay, ZId, ZInstant } from '@acolher/contracts/answers/common';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;
const ok = (schema: z.ZodType): Responses => ({ 200: schema });

/** The psychologist's own absence (contracts TAbsence). */
const ZAbsence = z.strictObject({
  uuid: ZId,
  psychologistUuid: ZId,
  startDate: ZDay,
  endDate: ZDay,
  reason: z.string(),
  createdAt: ZInstant,
});
/** What a collaborator's booking screen reads: the period only (contracts TAbsencePeriod). */
const ZAbsencePeriod = z.strictObject({ uuid: ZId, startDate: ZDay, endDate: ZDay });

const ZDispute = z.strictObject({
  uuid: ZId,
  appointmentUuid: ZId,
  reason: z.string(),
  status: z.enum(['open', 'refunded', 'kept']),
  resolutionNote: z.string().nullable(),
  resolvedAt: ZInstant.nullable(),
  createdAt: ZInstant,
  appointmentStatus: z.enum(APPOINTMENT_STATUSES),
});
const ZAttendanceSide = z.strictObject({
  firstJoinedAt: ZInstant.nullable(),
  lastLeftAt: ZInstant.nullable(),
});
/** The administrator's 'Contestações' list (contracts TDisputeListed). */
const ZDisputeListed = z.strictObject({
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

/** A CSV download (`?format=csv`): the response check reads it as one JSON string. */
const ZCsv = z.string().startsWith('\uFEFF');
const cents = z.number().int().nonnegative();
const ZStatement = z.strictObject({
  psychologistUuid: ZId,
  psychologistName: z.string(),
  month: z.string(),
  feeCents: cents,
  sessions: z.array(
    z.strictObject({
      appointmentUuid: ZId,
      date: ZDay,
      startTime: z.iso.time({ precision: 0 }),
      collaboratorFirstName: z.string().nullable(),
      status: z.enum(APPOINTMENT_STATUSES),
      amountCents: cents,
    }),
  ),
  sessionsCount: cents,
  totalCents: cents,
});
const ZPayouts = z.strictObject({
  month: z.string(),
  feeCents: cents,
  psychologists: z.array(
    z.strictObject({
      psychologistUuid: ZId,
      name: z.string(),
      crp: z.string(),
      sessionsCount: cents,
      totalCents: cents,
    }),
  ),
  totalCents: cents,
});

/** The answers of domain.md §17's routes (spread into route-responses.ts). */
export const SESSION_OUTCOME_RESPONSES: Record<string, Responses> = {
  'PATCH /api/appointments/:id/reschedule': ok(ZAppointment),
  'POST /api/psychologists/:id/absences': { 201: ZAbsence },
  'GET /api/psychologists/:id/absences': ok(z.union([z.array(ZAbsence), z.array(ZAbsencePeriod)])),
  'DELETE /api/psychologists/:id/absences/:uuid': { 204: null },
  'PATCH /api/appointments/:id/attendance': ok(ZAppointment),
  'POST /api/appointments/:id/dispute': { 201: ZDispute },
  'GET /api/disputes': ok(z.array(ZDisputeListed)),
  'PATCH /api/disputes/:uuid/resolve': ok(ZDispute),
  'PATCH /api/appointments/:id/administrator-cancel': ok(
    z.strictObject({
      uuid: ZId,
      status: z.literal('cancelled_by_administrator'),
      refunded: z.boolean(),
      newCollaboratorCredits: z.number().int().nonnegative(),
    }),
  ),
  'GET /api/psychologists/:id/statements/:month': ok(z.union([ZStatement, ZCsv])),
  'GET /api/statements/:month': ok(z.union([ZPayouts, ZCsv])),
  'PATCH /api/collaborators/:uuid/remove-credits': ok(
    z.strictObject({
      collaboratorUuid: ZId,
      removed: z.number().int().positive(),
      credits: z.number().int().nonnegative(),
    }),
  ),
};
