import { z } from 'zod';
import { CREDIT_PACKAGES, PURCHASE_STATUSES } from './constants.ts';
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

export const ZPurchaseCreateResult = z.object({ uuid: z.string(), paymentUrl: z.string() });
export type TPurchaseCreateResult = z.infer<typeof ZPurchaseCreateResult>;

export const SANDBOX_CARDS = { pays: '4242424242424242', declines: '4000000000000002' } as const;

/** POST /payments/sandbox/checkout/{purchaseUuid}: card digits, spaces allowed while typing. */
export const ZSandboxCheckout = z.object({
  cardNumber: zRequiredString()
    .regex(/^[\d\s]+$/, 'Número do cartão inválido')
    .transform(onlyDigits)
    .refine((d) => d.length >= 12 && d.length <= 19, 'Número do cartão inválido'),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckout>;

/** A purchase as the API returns it; `price` is integer cents (R$ 300,00 = 30000). */
export const ZPurchase = z.object({
  uuid: z.string(),
  amount: z.number().int(),
  price: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: z.string(),
});
export type TPurchase = z.infer<typeof ZPurchase>;

/** GET /credit-packages: the fixed packages; `price` is integer cents. */
export const ZCreditPackageView = z.object({
  uuid: z.string(),
  credits: z.number().int(),
  price: z.number().int(),
  popular: z.boolean(),
  description: z.string(),
});
export type TCreditPackageView = z.infer<typeof ZCreditPackageView>;

/** POST /payments/sandbox/checkout/{purchaseUuid}: the purchase's status after the notification. */
export const ZSandboxCheckoutResult = z.object({
  purchaseUuid: z.string(),
  status: z.enum(PURCHASE_STATUSES),
});
export type TSandboxCheckoutResult = z.infer<typeof ZSandboxCheckoutResult>;
