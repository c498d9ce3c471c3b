import { z } from 'zod';
import { MESSAGES } from '@acolher/contracts/errors';
import { ZSandboxCheckout } from '@acolher/contracts/purchases';

/** '4242424242424242' → '4242 4242 4242 4242' while typing (at most 19 digits). */
export function maskCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1229' → '12/29'. */
export function maskExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const maskCvv = (value: string) => value.replace(/\D/g, '').slice(0, 4);

function expiryIsValid(value: string, now = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The sandbox card form: only the number reaches the server; the rest is checked like a real form. */
export const ZCardForm = z.object({
  cardNumber: ZSandboxCheckout.shape.cardNumber,
  holderName: z.string().trim().min(1, MESSAGES.required).max(60, 'Máximo de 60 caracteres'),
  expiry: z
    .string()
    .min(1, MESSAGES.required)
    .refine((v) => expiryIsValid(v), 'Validade inválida'),
  cvv: z
    .string()
    .min(1, MESSAGES.required)
    .regex(/^\d{3,4}$/, 'CVV inválido'),
});
export type TCardFormInput = z.input<typeof ZCardForm>;
export type TCardForm = z.output<typeof ZCardForm>;
