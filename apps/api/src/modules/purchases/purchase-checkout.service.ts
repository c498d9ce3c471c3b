import { eq } from 'drizzle-orm';
import { instantToZonedIso } from '@acolher/contracts/time';
import type { TPurchase } from '@acolher/contracts/answers/purchases';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { purchases } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { purchaseStatusAt } from './purchase-expiry.ts';

/**
 * The one purchase a checkout was sent to, read from the database (never from a list a cache may
 * hold from before it was created: decision 1410); only its buyer reads it.
 */
export async function getCheckoutPurchase(
  deps: AppDeps,
  auth: AuthContext,
  purchaseUuid: string,
): Promise<TPurchase> {
  const [row] = await deps.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.uuid, purchaseUuid))
    .limit(1);
  if (!row) throw notFound('Compra não encontrada');
  if (auth.role !== 'collaborator' || row.collaboratorUuid !== auth.uuid) throw forbidden();
  return {
    uuid: row.uuid,
    amount: row.amount,
    price: row.priceCents,
    status: purchaseStatusAt(row, deps.clock()),
    createdAt: instantToZonedIso(row.createdAt, deps.env.APP_TIME_ZONE),
  };
}
