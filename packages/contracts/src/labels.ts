/** pt-BR labels and dot colours of statuses (domain.md §22). */
import type { TAppointmentStatus, TComplianceStatus, TPurchaseStatus } from './constants.ts';
import { APPOINTMENT_STATUSES } from './constants.ts';

export type TTone = 'yellow' | 'green' | 'red' | 'gray';
export interface TStatusLabel {
  label: string;
  tone: TTone;
}

function lookup<K extends string>(
  table: Record<K, TStatusLabel>,
  key: unknown,
): TStatusLabel | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key as K] : undefined;
}

const COMPLIANCE: Record<TComplianceStatus, TStatusLabel> = {
  analyzing: { label: 'Em Análise', tone: 'yellow' },
  approved: { label: 'Aprovado', tone: 'green' },
  disapproved: { label: 'Reprovado', tone: 'red' },
  suspended: { label: 'Suspenso', tone: 'gray' }, // decision 1407
};

/** Unknown or missing compliance reads as analyzing (the default display). */
export function complianceStatusLabel(status: string | null | undefined): TStatusLabel {
  return lookup(COMPLIANCE, status) ?? COMPLIANCE.analyzing;
}

/** 'cancelled-by-psychologist' and 'cancelled_by_psychologist' are the same value. */
export function normalizeAppointmentStatus(
  status: string | null | undefined,
): TAppointmentStatus | undefined {
  const v = String(status ?? '')
    .trim()
    .toLowerCase()
    .replace(/-/g, '_');
  return (APPOINTMENT_STATUSES as readonly string[]).includes(v)
    ? (v as TAppointmentStatus)
    : undefined;
}

const APPOINTMENT: Record<TAppointmentStatus, TStatusLabel> = {
  pending: { label: 'Pendente', tone: 'yellow' },
  confirmed: { label: 'Confirmado', tone: 'green' },
  cancelled_by_psychologist: { label: 'Cancelado pelo psicólogo', tone: 'red' },
  cancelled_by_collaborator_in_advance: { label: 'Cancelado pelo colaborador', tone: 'red' },
  cancelled_by_collaborator_without_advance: { label: 'Cancelado pelo colaborador', tone: 'red' },
  no_show_collaborator: { label: 'Falta do colaborador', tone: 'red' },
  no_show_psychologist: { label: 'Ausência do psicólogo', tone: 'red' },
  refunded_by_administrator: { label: 'Reembolsado', tone: 'red' },
  cancelled_by_administrator: { label: 'Cancelado pelo administrador', tone: 'red' },
};

/** Psychologist and administrator areas. Unknown → the raw value, gray. */
export function appointmentStatusLabel(status: string | null | undefined): TStatusLabel {
  const known = normalizeAppointmentStatus(status);
  return known ? APPOINTMENT[known] : { label: String(status ?? ''), tone: 'gray' };
}

const COLLABORATOR_HISTORY: Record<TAppointmentStatus, TStatusLabel> = {
  pending: { label: 'Pendente', tone: 'yellow' },
  confirmed: { label: 'Realizada', tone: 'green' },
  cancelled_by_psychologist: { label: 'Cancelado pelo psicólogo', tone: 'red' },
  cancelled_by_collaborator_in_advance: { label: 'Cancelada pelo colaborador', tone: 'red' },
  cancelled_by_collaborator_without_advance: { label: 'Cancelada pelo colaborador', tone: 'red' },
  no_show_collaborator: { label: 'Não compareceu', tone: 'red' },
  no_show_psychologist: { label: 'Psicólogo ausente', tone: 'red' },
  refunded_by_administrator: { label: 'Reembolsada', tone: 'red' },
  cancelled_by_administrator: { label: 'Cancelada pelo administrador', tone: 'red' },
};

/** The collaborator's history. Unknown → 'Status desconhecido', gray. */
export function collaboratorAppointmentStatusLabel(
  status: string | null | undefined,
): TStatusLabel {
  const known = normalizeAppointmentStatus(status);
  return known ? COLLABORATOR_HISTORY[known] : { label: 'Status desconhecido', tone: 'gray' };
}

const PURCHASE: Record<TPurchaseStatus, TStatusLabel> = {
  pending: { label: 'Pendente', tone: 'yellow' },
  confirmed: { label: 'Confirmado', tone: 'green' },
  failed: { label: 'Falhou', tone: 'red' },
  refunded: { label: 'Reembolsado', tone: 'red' },
  expired: { label: 'Expirada', tone: 'gray' },
};

/** Unknown → the raw value, gray. */
export function purchaseStatusLabel(status: string | null | undefined): TStatusLabel {
  return lookup(PURCHASE, status) ?? { label: String(status ?? ''), tone: 'gray' };
}

/** Radar card badge. */
export function radarBadgeLabel(hasSentForm: boolean | null | undefined): string {
  return hasSentForm ? 'Respondido' : 'Pendente';
}
