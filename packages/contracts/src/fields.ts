/**
 * Reusable zod field builders. Input = what a form field holds (masked text), output = what the
 * API stores (digits only, lower-cased e-mail, 'HH:MM:SS'). An empty value always reports
 * 'Campo obrigatório' first, alone (abort), before any format message.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { PASSWORD_MIN } from './constants.ts';
import { MESSAGES } from './errors.ts';
import { onlyDigits } from './format.ts';
import './zod-config.ts';

export const REQUIRED = MESSAGES.required;
/** The one UUID check (decision 1228): forms, request schemas and the API's path checks. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export const maxMessage = (limit: number) => `Máximo de ${limit} caracteres`;

/**
 * Lengths of domain.md §14: names 150, e-mail 254, links 2,048, any other text 500 unless the
 * rules say more (decision 1123). `backstop`: what the API's global guard lets through at most.
 */
export const TEXT_LENGTH = {
  name: 150,
  email: 254,
  link: 2048,
  text: 500,
  backstop: 10_000,
} as const;

export const CONTROL_CHARACTERS_MESSAGE = 'O texto contém caracteres não permitidos';
/** C0 controls (NUL …), DEL and C1 controls; the multi-line set lets tab and line breaks through. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- idem
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

/**
 * Trimmed, non-empty string ('Campo obrigatório') of at most `max` characters ('Máximo de N
 * caracteres', 500 by default) without control characters; `multiline` allows tab and new line.
 */
export function zRequiredString(
  max: number = TEXT_LENGTH.text,
  required: string = REQUIRED,
  options: { multiline?: boolean } = {},
) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, maxMessage(max))
    .refine((v) => !hasControlCharacters(v, options.multiline), CONTROL_CHARACTERS_MESSAGE);
}

/** A person's or a company's name: 150 characters, one line. */
export const zName = () => zRequiredString(TEXT_LENGTH.name);

/** Free text over several lines (a review, a profile's history): tab and new line allowed. */
export const zMultilineText = (max: number = TEXT_LENGTH.text) =>
  zRequiredString(max, REQUIRED, { multiline: true });

export function zEmail() {
  return zRequiredString(TEXT_LENGTH.email).toLowerCase().regex(z.regexes.email, 'E-mail inválido');
}

export function zGmailEmail() {
  return zEmail().refine((v) => v.endsWith('@gmail.com'), MESSAGES.gmailOnly);
}

/** Masked ('123.456.789-09') or digits in, 11 digits with valid check digits out. */
export function zCpf() {
  return zRequiredString()
    .refine((v) => /^[\d.\s-]+$/.test(v) && isValidCpf(onlyDigits(v)), MESSAGES.invalidCpf)
    .transform(onlyDigits);
}

export function zCnpj() {
  return zRequiredString()
    .refine((v) => /^[\d./\s-]+$/.test(v) && isValidCnpj(onlyDigits(v)), MESSAGES.invalidCnpj)
    .transform(onlyDigits);
}

/**
 * Phone: masked or digits in, digits out. Decision: a Brazilian number with area code, 10
 * (landline) or 11 (mobile) digits, else 'Telefone inválido' — reminders go to this number.
 */
export function zPhone() {
  return zRequiredString()
    .refine(
      (v) => /^[\d()\s+-]+$/.test(v) && /^\d{10,11}$/.test(onlyDigits(v)),
      'Telefone inválido',
    )
    .transform(onlyDigits);
}

/** Sign-up phone: at least 11 digits ('Telefone inválido'), i.e. a mobile with area code. */
export function zMobilePhone() {
  return zRequiredString()
    .refine((v) => /^[\d()\s+-]+$/.test(v) && onlyDigits(v).length === 11, 'Telefone inválido')
    .transform(onlyDigits);
}

/** '06/123456', '06/12345', '06123456' or '0612345' in; 7 or 8 digits out. */
export function zCrp() {
  return zRequiredString()
    .regex(/^\d{2}\/?\d{5,6}$/, MESSAGES.invalidCrp)
    .transform(onlyDigits);
}

/** New password: at least 6 characters. Not trimmed: spaces are part of a password. */
export function zPassword() {
  return z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
    .max(TEXT_LENGTH.text, maxMessage(TEXT_LENGTH.text))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);
}

/**
 * Years a date or month may name (domain.md §21): beyond them the business zone's arithmetic and
 * PostgreSQL's ranges misbehave (a year 9999 month answered 500), and no person's day lies there.
 */
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;
const inYears = (y: number) => y >= YEAR_MIN && y <= YEAR_MAX;

/** A month 'yyyy-MM' of years 1900–2100. */
export function isValidYm(value: string): boolean {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return m !== null && inYears(Number(m[1]));
}

export function isValidYmd(value: string): boolean {
  return isCalendarDay(value) && inYears(Number(value.slice(0, 4)));
}

/** A real day of the calendar as 'yyyy-MM-dd', whatever its year (a birthdate's own rule says more). */
export function isCalendarDay(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A real calendar day as 'yyyy-MM-dd' ('Data inválida'). */
export function zDate() {
  return zRequiredString().refine(isValidYmd, 'Data inválida');
}

/** 'HH:MM' or 'HH:MM:SS' in, 'HH:MM:SS' out ('Horário inválido'). */
export function zTime() {
  return zRequiredString()
    .regex(TIME_RE, 'Horário inválido')
    .transform((v) => (v.length === 5 ? `${v}:00` : v));
}

/** A uuid (any version, as PostgreSQL accepts) with its own messages. Lower-cased out. */
export function zUuid(required: string = REQUIRED, invalid = 'UUID inválido') {
  return zRequiredString(TEXT_LENGTH.text, required)
    .regex(UUID_RE, invalid)
    .transform((v) => v.toLowerCase());
}

/** An absolute http(s) link ('Link inválido'). */
/** A path on this site ('/demo/painel.html'): one leading slash, no scheme or host. */
const SITE_PATH_RE = /^\/(?![/\\])[^\s\\]*$/;
export const isSitePath = (link: string) => SITE_PATH_RE.test(link);

/**
 * A link a company's page embeds (dashboardLink, actionPlanLink): an http(s) address, or a path on
 * this site (the demo company's sample pages). Never `javascript:` or another scheme.
 */
export function zUrl() {
  return zRequiredString(TEXT_LENGTH.link).refine((v) => {
    if (isSitePath(v)) return true;
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Link inválido');
}

/**
 * Path parameters of the API routes: every route names its id `:uuid` (a second one `:<thing>Uuid`).
 * A malformed one answers 400 'UUID inválido'.
 */
export const ZUuidParams = z.object({ uuid: zUuid() });
/** The same for a collaborator's id, with the collaborator's own messages. */
export const ZCollaboratorUuidParams = z.object({
  uuid: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
});
/** Routes whose module answers 404 for a malformed id, as for an unknown one (no 400). */
export const ZLooseUuidParams = z.object({ uuid: z.string() });
