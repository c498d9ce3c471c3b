import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../constants.ts';
import { SERIES_FREQUENCIES } from '../appointment-series.ts';
import { ZDay, ZId, ZInstant, ZTime, text } from './common.ts';

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
  /** The weekly series it belongs to (domain.md §24), or null for a single booking. */
  series: z.strictObject({ uuid: ZId, frequency: z.enum(SERIES_FREQUENCIES) }).nullable(),
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
  series: true,
}).extend({ psychologist: z.strictObject({ name: text, avatarUrl: text.nullable() }) });
export type TAppointment = z.infer<typeof ZAppointment>;
export type TRedactedAppointment = z.infer<typeof ZRedactedAppointment>;
export type TReportAppointment = z.infer<typeof ZReportAppointment>;

/** PATCH /appointments/collaborators/cancel/{id}: the balance after a refund, if any (6-hour rule). */
export const ZCollaboratorCancelResult = z.strictObject({
  newCollaboratorCredits: z.number().int().nonnegative(),
  refunded: z.boolean(),
  appointment: ZAppointment,
});
export type TCollaboratorCancelResult = z.infer<typeof ZCollaboratorCancelResult>;
export const ZPsychologistCancelResult = z.strictObject({
  uuid: ZId,
  status: z.literal('cancelled_by_psychologist'),
});
/** GET /dashboards/psychologists/{id}; balances in cents. */
export const ZPsychologistDashboard = z.strictObject({
  psychologistHasCompletedProfile: z.boolean(),
  psychologistHasCompletedOpeningHours: z.boolean(),
  todayAppointmentsCount: z.number().int().nonnegative(),
  monthAppointmentsCount: z.number().int().nonnegative(),
  lastMonthBalance: z.number().int(),
  totalBalance: z.number().int(),
  todayAppointments: z.array(ZAppointment),
  upcomingMonthAppointments: z.array(ZAppointment),
});
export type TPsychologistDashboard = z.infer<typeof ZPsychologistDashboard>;
