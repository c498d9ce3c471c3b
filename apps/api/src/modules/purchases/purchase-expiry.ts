import { and, eq, lte } from 'drizzle-orm';
import { PURCHASE_EXPIRY_MINUTES, type TPurchaseStatus } from '@acolher/contracts/constants';
import type { AppDeps } from '../../app-context.ts';
import { purchases } from '../../db/schema.ts';

const expiredBefore = (now: Date) => new Date(now.getTime() - PURCHASE_EXPIRY_MINUTES * 60_000);

/**
 * A purchase left pending for PURCHASE_EXPIRY_MINUTES is abandoned: 'expired' (docs/domain.md §10,
 * decision 1410). Reads say so at `now` without writing (the list is a hot read); a payment
 * attempt writes it (expirePurchaseIfAbandoned).
 */
export function purchaseStatusAt(
  row: { status: string; createdAt: Date },
  now: Date,
): TPurchaseStatus {
  if (row.status === 'pending' && row.createdAt <= expiredBefore(now)) return 'expired';
  return row.status as TPurchaseStatus;
}

/** Marks the purchase expired if it is abandoned at `deps.clock()`; true when it is (now) expired. */
export async function expirePurchaseIfAbandoned(deps: AppDeps, purchaseUuid: string) {
  const now = deps.clock();
  const [row] = await deps.database.db
    .update(purchases)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(purchases.uuid, purchaseUuid),
        eq(purchases.status, 'pending'),
        lte(purchases.createdAt, expiredBefore(now)),
      ),
    )
    .returning({ uuid: purchases.uuid });
  return row !== undefined;
}
