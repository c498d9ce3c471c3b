import { z } from 'zod';
import { PURCHASE_STATUSES } from '../constants.ts';
import { ZId, ZInstant, cents } from './common.ts';

export const ZPurchase = z.strictObject({
  uuid: ZId,
  amount: z.number().int().positive(),
  price: cents,
  status: z.enum(PURCHASE_STATUSES),
  createdAt: ZInstant,
});
export type TPurchase = z.infer<typeof ZPurchase>;
