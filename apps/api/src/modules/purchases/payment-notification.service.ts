import { and, eq, inArray } from 'drizzle-orm';
import type { TPurchaseStatus } from '@acolher/contracts/constants';
import type { AppDeps } from '../../app-context.ts';
import { purchases } from '../../db/schema.ts';
import type { PaymentProviderName } from '../../integrations/payments/payment-provider.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { changeCredits } from '../credits/ledger.ts';
import { pgCode, pgConstraint } from '../../db/errors.ts';

/** A notification whose signature was already verified, reduced to what it means for us. */
export interface PaymentNotification {
  provider: PaymentProviderName;
  purchaseUuid: string;
  outcome: 'confirmed' | 'failed';
  /** What the provider says was charged, in cents, when it says so (Stripe). */
  paidCents?: number | null;
  /** The provider's payment id (Stripe PaymentIntent), which later refunds and disputes name. */
  paymentRef?: string | null;
}

export interface NotificationResult {
  purchaseUuid: string;
  status: TPurchaseStatus;
  /** False for a repeated (or late) notification: nothing changed. */
  changed: boolean;
}

const PURCHASE_ONCE = 'credit_ledger_purchase_once_uq';

/**
 * Applies a verified notification in ONE transaction. Exactly once, however often or concurrently
 * it arrives: only the transaction whose conditional UPDATE (… WHERE status = 'pending') returns the
 * row adds credits — the row lock makes a concurrent one wait and then find it no longer pending —
 * and the ledger's unique index on (purchase uuid) refuses a second 'purchase' row regardless.
 */
export async function applyPaymentNotification(
  deps: AppDeps,
  n: PaymentNotification,
): Promise<NotificationResult> {
  const { db } = deps.database;
  try {
    return await db.transaction(async (tx) => {
      const [purchase] = await tx
        .select()
        .from(purchases)
        .where(eq(purchases.uuid, n.purchaseUuid))
        .limit(1);
      if (!purchase) throw notFound('Compra não encontrada');
      if (purchase.provider !== n.provider)
        throw badRequest('Notificação não corresponde a esta compra');
      if (n.outcome === 'confirmed' && n.paidCents != null && n.paidCents !== purchase.priceCents)
        throw badRequest('Valor pago não corresponde à compra');

      const [updated] = await tx
        .update(purchases)
        .set({
          status: n.outcome,
          updatedAt: deps.clock(),
          ...(n.paymentRef ? { paymentRef: n.paymentRef } : {}),
        })
        .where(
          and(
            eq(purchases.uuid, purchase.uuid),
            // Money the provider did take is credited even after the purchase expired (decision 1410).
            n.outcome === 'confirmed'
              ? inArray(purchases.status, ['pending', 'expired'])
              : eq(purchases.status, 'pending'),
          ),
        )
        .returning();
      if (!updated) {
        const [current] = await tx
          .select({ status: purchases.status })
          .from(purchases)
          .where(eq(purchases.uuid, purchase.uuid));
        return {
          purchaseUuid: purchase.uuid,
          status: current.status as TPurchaseStatus,
          changed: false,
        };
      }
      if (n.outcome === 'confirmed') {
        await changeCredits(tx, {
          collaboratorUuid: updated.collaboratorUuid,
          delta: updated.amount,
          reason: 'purchase',
          refUuid: updated.uuid,
          actorRole: 'system',
          note: `Compra confirmada (${n.provider})`,
        });
      }
      return { purchaseUuid: updated.uuid, status: n.outcome, changed: true };
    });
  } catch (error) {
    // Belt and braces: a second 'purchase' ledger row for this purchase rolled everything back.
    if (pgCode(error) === '23505' && pgConstraint(error) === PURCHASE_ONCE)
      return { purchaseUuid: n.purchaseUuid, status: 'confirmed', changed: false };
    throw error;
  }
}
