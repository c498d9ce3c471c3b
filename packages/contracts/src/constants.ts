/** Business constants shared by the web app and the API (domain.md §22). */

export const SESSION_MINUTES = 50;
export const REFUND_WINDOW_HOURS = 6;
export const MAX_BOOKING_DAYS_AHEAD = 90;
/** docs/domain.md §5.6: a session may start at most this long after now (90 days of 24 hours). */
export const MAX_BOOKING_AHEAD_MS = MAX_BOOKING_DAYS_AHEAD * 24 * 60 * 60 * 1000;
export const BOOKING_DEFAULT_SEARCH_DAYS = 30;
export const REMINDER_MINUTES_BEFORE = 15;
export const PAYMENT_REDIRECT_DELAY_MS = 1000;
export const TRAIL_MEDALS_PER_CYCLE = 10;
export const TRAIL_CYCLES = 3;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The CRP card: PDF, JPEG or PNG, at most 5 MB (decision 1406). */
export const CRP_CARD_MAX_BYTES = 5 * 1024 * 1024;
export const GRANT_MIN = 1;
export const GRANT_MAX = 1000;
export const REVIEW_MAX = 1000;
export const PASSWORD_MIN = 6;
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const TERMS_VERSION = '2026-11-01';

export const TEXT_LIMITS = {
  education: 300,
  careerHistory: 500,
  hostMessage: 500,
  listField: 100,
  review: REVIEW_MAX,
} as const;

export interface TCreditPackage {
  uuid: string;
  credits: number;
  priceCents: number;
  popular: boolean;
  description: string;
}

export const CREDIT_PACKAGES: readonly TCreditPackage[] = [
  {
    uuid: '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01',
    credits: 1,
    priceCents: 10000,
    popular: false,
    description: '1 sessão de 50 minutos',
  },
  {
    uuid: '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a03',
    credits: 3,
    priceCents: 30000,
    popular: true,
    description: '3 sessões de 50 minutos',
  },
  {
    uuid: '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a05',
    credits: 5,
    priceCents: 50000,
    popular: false,
    description: '5 sessões de 50 minutos',
  },
  {
    uuid: '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a10',
    credits: 10,
    priceCents: 100000,
    popular: false,
    description: '10 sessões de 50 minutos',
  },
];

export function findCreditPackage(credits: number): TCreditPackage | undefined {
  return CREDIT_PACKAGES.find((p) => p.credits === credits);
}

/** Index = the spec's role number: 0 psychologist, 1 collaborator, 2 company, 3 administrator. */
export const ROLES = ['psychologist', 'collaborator', 'company', 'administrator'] as const;
export type TRole = (typeof ROLES)[number];
export const ROLE_NUMBERS: Readonly<Record<TRole, number>> = {
  psychologist: 0,
  collaborator: 1,
  company: 2,
  administrator: 3,
};

/** Accepts a role name (any case) or its number (0-3, as number or numeric string). */
export function roleFromNumberOrName(value: unknown): TRole | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? ROLES[value] : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (/^[0-3]$/.test(v)) return ROLES[Number(v)];
  return (ROLES as readonly string[]).includes(v) ? (v as TRole) : undefined;
}

export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'cancelled_by_psychologist',
  'cancelled_by_collaborator_in_advance',
  'cancelled_by_collaborator_without_advance',
  // docs/domain.md §17: settled by attendance, refunded after a dispute, cancelled by an administrator.
  'no_show_collaborator',
  'no_show_psychologist',
  'refunded_by_administrator',
  'cancelled_by_administrator',
] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that hold a slot (and count for the dashboard). */
export const ACTIVE_APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly TAppointmentStatus[];

/** 'suspended': approved once, withdrawn by an administrator (decision 1407). */
export const COMPLIANCE_STATUSES = ['analyzing', 'approved', 'disapproved', 'suspended'] as const;
export type TComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/**
 * 'refunded': refunded or charged back at the provider (domain.md §17). 'expired': left pending for
 * PURCHASE_EXPIRY_MINUTES, nothing was charged (decision 1410).
 */
export const PURCHASE_STATUSES = ['pending', 'confirmed', 'failed', 'refunded', 'expired'] as const;
/** A purchase still pending this long after it was created is abandoned (decision 1410). */
export const PURCHASE_EXPIRY_MINUTES = 30;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const GENDERS = ['male', 'female'] as const;
export type TGender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<TGender, string>> = {
  male: 'Masculino',
  female: 'Feminino',
};

/** Index 0 = Sunday, as `dayOfWeek` and `Date#getDay()`. */
export const DAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** Completed trail cycles for a number of medals: floor(medals / 10), at most 3. */
export function trailStage(medals: number): number {
  return Math.min(TRAIL_CYCLES, Math.floor(Math.max(0, medals) / TRAIL_MEDALS_PER_CYCLE));
}
