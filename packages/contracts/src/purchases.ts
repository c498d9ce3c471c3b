import { z } from 'zod';
import { CREDIT_PACKAGES } from './constants.ts';
import { MESSAGES } from './errors.ts';
import { onlyDigits } from './format.ts';
import { zRequiredString, zUuid } from './fields.ts';

/** POST /purchases: amount must be one of the fixed packages' credit counts (1, 3, 5, 10). */
export const ZPurchaseCreate = z.object({
  amount: z
    .number({ error: MESSAGES.invalidPackage })
    .refine((n) => CREDIT_PACKAGES.some((p) => p.credits === n), MESSAGES.invalidPackage),
  collaboratorUuid: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
});
export type TPurchaseCreate = z.infer<typeof ZPurchaseCreate>;

export const SANDBOX_CARDS = { pays: '4242424242424242', declines: '4000000000000002' } as const;

/** POST /payments/sandbox/checkout/{purchaseUuid}: card digits, spaces allowed while typing. */
export const ZSandboxCheckout = z.object({
  cardNumber: zRequiredString()
    .regex(/^[\d\s]+$/, 'Número do cartão inválido')
    .transform(onlyDigits)
    .refine((d) => d.length >= 12 && d.length <= 19, 'Número do cartão inválido'),
});
