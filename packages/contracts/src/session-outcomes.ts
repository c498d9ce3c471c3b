/**
 * docs/domain.md §17 (when a session goes wrong): the bodies of its calls and its messages, shared by
 * the web app and the API.
 */
import { z } from 'zod';
import { REQUIRED, isValidYm, maxMessage, zDate, zUuid } from './fields.ts';

export const SESSION_OUTCOME_MESSAGES = {
  pendingLimit: 'Você atingiu o limite de sessões agendadas',
  absenceOverPending: 'Cancele ou remarque os atendimentos do período antes',
  absenceEndBeforeStart: 'A data final deve ser igual ou posterior à inicial', // ours
  absencePast: 'A ausência deve começar hoje ou depois', // ours
  onlyFutureAbsence: 'Apenas ausências futuras podem ser removidas', // ours
  onlyPendingReschedule: 'Apenas agendamentos pendentes podem ser remarcados', // ours
  rescheduleTooLate: 'A remarcação deve ser feita com pelo menos 6 horas de antecedência', // ours
  rescheduleLimit: 'Este agendamento já foi remarcado 2 vezes', // ours
  correctionWindow: 'O prazo de 48 horas para correções terminou', // ours
  sessionStarted: 'A sessão já começou', // domain.md §17
  attendanceAlreadyCorrected: 'A presença desta sessão já foi corrigida', // ours
  onlyConfirmedOrNoShow: 'Apenas sessões realizadas ou com falta podem ser corrigidas', // ours
  onlyConfirmedOrNoShowDispute: 'Apenas sessões realizadas ou com falta podem ser contestadas', // ours
  disputeExists: 'Esta sessão já foi contestada', // ours
  disputeNotOpen: 'Esta contestação já foi resolvida', // ours
  onlyPendingAdminCancel: 'Apenas agendamentos pendentes podem ser cancelados',
  creditsBelowZero: 'O colaborador não tem créditos suficientes para remover', // ours
  invalidCharacters: 'Caracteres inválidos', // ours
} as const;

/** Decision 1172: how a booking too close to its start is refused. */
export const bookingNoticeMessage = (minutes: number) =>
  `Agende com pelo menos ${minutes} minutos de antecedência`;

/** Collaborator may reschedule one appointment at most this often (§17). */
export const MAX_COLLABORATOR_RESCHEDULES = 2;
/** Corrections and disputes are possible this long after the session's end (§17). */
export const CORRECTION_WINDOW_HOURS = 48;
export const REASON_MAX = 500;

// Control characters are refused; line breaks and tabs are allowed in a reason (a textarea).
const hasControl = (v: string) =>
  [...v].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
  });

function zReason(required = true) {
  const base = z
    .string({ error: REQUIRED })
    .trim()
    .max(REASON_MAX, maxMessage(REASON_MAX))
    .refine((v) => !hasControl(v), SESSION_OUTCOME_MESSAGES.invalidCharacters);
  return required ? base.refine((v) => v.length > 0, REQUIRED) : base;
}

/** PATCH /appointments/{uuid}/reschedule */
export const ZReschedule = z.object({
  openingHourUuid: zUuid(REQUIRED, 'Horário inválido'),
  date: zDate(),
});
export type TReschedule = z.infer<typeof ZReschedule>;

/** POST /psychologists/{id}/absences */
export const ZAbsenceCreate = z
  .object({
    startDate: zDate(),
    endDate: zDate(),
    reason: zReason(false).default(''),
    /** 'Pular estas sessões da série': cancel the period's series occurrences (decision 1361). */
    skipSeriesOccurrences: z.boolean().optional(),
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: SESSION_OUTCOME_MESSAGES.absenceEndBeforeStart,
    path: ['endDate'],
  });
export type TAbsenceCreate = z.infer<typeof ZAbsenceCreate>;

/** PATCH /appointments/{uuid}/attendance (the psychologist's correction). */
export const ZAttendanceCorrection = z.object({
  status: z.enum(['confirmed', 'no_show_collaborator']),
});

/** POST /appointments/{uuid}/dispute */
export const ZDisputeCreate = z.object({ reason: zReason() });
export type TDisputeCreate = z.infer<typeof ZDisputeCreate>;

/** PATCH /disputes/{uuid}/resolve */
export const ZDisputeResolve = z.object({
  outcome: z.enum(['refund', 'keep']),
  note: zReason(),
});
export type TDisputeResolve = z.infer<typeof ZDisputeResolve>;

/** PATCH /appointments/{uuid}/administrator-cancel */
export const ZAdministratorCancel = z.object({ refund: z.boolean(), reason: zReason() });
export type TAdministratorCancel = z.infer<typeof ZAdministratorCancel>;

/** PATCH /collaborators/{uuid}/remove-credits */
export const ZRemoveCredits = z.object({
  credits: z
    .number({ error: REQUIRED })
    .int('Informe um número inteiro')
    .min(1, 'Informe pelo menos 1 crédito')
    .max(1000, 'No máximo 1000 créditos'),
  reason: zReason(),
});
export type TRemoveCredits = z.infer<typeof ZRemoveCredits>;

/** yyyy-MM of a statement (a São Paulo month). */
export const ZStatementMonth = z.string().refine(isValidYm, 'Mês inválido');
/** `?format=csv` on the statement and payout calls downloads the CSV file instead of JSON. */
export const ZStatementFormat = z.enum(['json', 'csv']);
