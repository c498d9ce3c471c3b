import { z } from 'zod';
import { PURCHASE_STATUSES } from '../constants.ts';
import { ZId, ZInstant, cents } from './common.ts';

/** A purchase as the API returns it; `price` is integer cents (R$ 300,00 = 30000). */
export const ZPurchase = z.strictObject({
  uuid: ZId,
  amount: z.number().int().positive(),
  price: cents,
  status: z.enum(PURCHASE_STATUSES),
  createdAt: ZInstant,
});
/** POST /purchases (201): where the collaborator pays. */
export const ZPurchaseCreateResult = z.strictObject({ uuid: ZId, paymentUrl: z.string() });
/** GET /credit-packages: the fixed packages; `price` is integer cents. */
export const ZCreditPackageView = z.strictObject({
  uuid: ZId,
  credits: z.number().int().positive(),
  price: z.number().int().positive(),
  popular: z.boolean(),
  description: z.string(),
});
/** POST /payments/sandbox/checkout|pix/{purchaseUuid}: the purchase's status after the notification. */
export const ZSandboxCheckoutResult = z.strictObject({
  purchaseUuid: ZId,
  status: z.enum(PURCHASE_STATUSES),
});
export type TPurchase = z.infer<typeof ZPurchase>;
export type TPurchaseCreateResult = z.infer<typeof ZPurchaseCreateResult>;
export type TCreditPackageView = z.infer<typeof ZCreditPackageView>;
export type TSandboxCheckoutResult = z.infer<typeof ZSandboxCheckoutResult>;

/** A payment provider's notification, once handled (the webhooks' answer). */
export const ZPaymentResult = z.strictObject({
  received: z.literal(true),
  purchaseUuid: ZId,
  status: z.enum(PURCHASE_STATUSES),
  changed: z.boolean(),
});
