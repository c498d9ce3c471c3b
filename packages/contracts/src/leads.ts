import { z } from 'zod';
import { REQUIRED, zEmail, zName, zPhone } from './fields.ts';

export const LEAD_MESSAGES = {
  employees: 'Informe o número de colaboradores',
  employeesRange: 'Informe um número entre 1 e 1.000.000',
  sent: 'Recebemos seu contato! Nossa equipe vai falar com você em breve.',
} as const;

const employees = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(/\D/g, ''))) : v),
  z
    .number({ error: (i) => (i.input === undefined ? REQUIRED : LEAD_MESSAGES.employees) })
    .int(LEAD_MESSAGES.employees)
    .min(1, LEAD_MESSAGES.employeesRange)
    .max(1_000_000, LEAD_MESSAGES.employeesRange),
);

/** POST /leads: a company asking for a demo from the landing (domain.md §19). */
export const ZLeadCreate = z.object({
  name: zName(),
  company: zName(),
  email: zEmail(),
  phone: zPhone(),
  employees,
});
export type TLeadCreateInput = z.input<typeof ZLeadCreate>;
export type TLeadCreate = z.output<typeof ZLeadCreate>;
