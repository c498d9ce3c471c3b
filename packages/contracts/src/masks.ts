/**
 * Progressive input masks: called on every keystroke with whatever the field holds, they return
 * the masked text, never longer than the field's maximum length (domain.md §21).
 */
import { formatCnpj, formatCpf, formatPhone } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './format.ts';

export const MAX_LENGTH = { cpf: 14, cnpj: 18, phone: 15, crp: 9 } as const;
export const PHONE_MAX_LENGTH = MAX_LENGTH.phone;

/** '12345678909' → '123.456.789-09'; '1234' → '123.4'. */
export function maskCpf(value: string): string {
  return formatCpf(onlyDigits(value).slice(0, 11));
}

/** '11222333000181' → '11.222.333/0001-81'. */
export function maskCnpj(value: string): string {
  return formatCnpj(onlyDigits(value).slice(0, 14));
}

/**
 * '11987654321' → '(11) 98765-4321'; exactly 10 digits → '(11) 8765-4321'; while typing the
 * mobile grouping is used: '1198765' → '(11) 98765'.
 */
export function maskPhone(value: string): string {
  return formatPhone(onlyDigits(value).slice(0, 11), { mask: 'nanp' });
}

/** '06123456' → '06/123456'; '0612345' → '06/12345'; '06' → '06' (the library has no CRP). */
export function maskCrp(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}
