import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './constants.ts';
import { REQUIRED, zDate, zUuid } from './fields.ts';

export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES);

/** POST /appointments/collaborators. Date is the local day 'yyyy-MM-dd' in the business zone. */
export const ZBookAppointment = z.object({
  collaboratorUuid: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
  openingHourUuid: zUuid(REQUIRED, 'Horário inválido'),
  psychologistUuid: zUuid('UUID do psicólogo obrigatório', 'UUID do psicólogo inválido'),
  date: zDate(),
});
export type TBookAppointment = z.infer<typeof ZBookAppointment>;
export type TBookAppointmentInput = z.input<typeof ZBookAppointment>;

/** Answer of PATCH /appointments/collaborators/cancel/{id}. */
export const ZCollaboratorCancelResult = z.object({ newCollaboratorCredits: z.number().int() });
export type TCollaboratorCancelResult = z.infer<typeof ZCollaboratorCancelResult>;
