import { eq, or } from 'drizzle-orm';
import type { TPurchaseStatus } from '@acolher/contracts/constants';
import type { AppDeps } from '../../app-context.ts';
import { collaborators, purchases } from '../../db/schema.ts';
import type { PaymentProviderName } from '../../integrations/payments/payment-provider.ts';
import { changeCredits } from '../credits/ledger.ts';
import type { NotificationResult } from './payment-notification.service.ts';

/** A verified refund or chargeback of a Stripe payment, reduced to how we find its purchase. */
export interface PaymentReversal {
  /** The provider whose verified event this is: only its own purchases move. */
  provider: PaymentProviderName;
  /** The PaymentIntent the charge belongs to (recorded as `payment_ref` when the purchase was paid). */
  paymentRef: string | null;
  /** The purchase named in the charge's metadata, when Stripe copied it there. */
  purchaseUuid: string | null;
  kind: 'refund' | 'chargeback';
}

/**
 * docs/domain.md §17: a refunded or charged-back payment marks the purchase `refunded` ('Reembolsado')
 * and removes its credits as far as they are unspent, never below zero (decision 1177). Exactly
 * once however often the event arrives: the purchase row is locked and only a purchase not yet
 * `refunded` moves; the ledger's unique index on (purchase, 'purchase_refund') refuses a second
 * removal regardless. Answers null when no purchase of ours matches.
 */
export async function applyPaymentReversal(
  deps: AppDeps,
  r: PaymentReversal,
): Promise<NotificationResult | null> {
  const match = [
    r.purchaseUuid ? eq(purchases.uuid, r.purchaseUuid) : undefined,
    r.paymentRef ? eq(purchases.paymentRef, r.paymentRef) : undefined,
  ].filter((c) => c !== undefined);
  if (match.length === 0) return null;
  return deps.database.db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(or(...match))
      .limit(1)
      .for('update');
    if (!purchase || purchase.provider !== r.provider) return null;
    if (purchase.status === 'refunded' || purchase.status === 'failed') {
      return {
        purchaseUuid: purchase.uuid,
        status: purchase.status as TPurchaseStatus,
        changed: false,
      };
    }
    await tx
      .update(purchases)
      .set({ status: 'refunded', updatedAt: deps.clock() })
      .where(eq(purchases.uuid, purchase.uuid));
    // A purchase still pending never gave its credits: nothing to remove.
    if (purchase.status === 'confirmed') {
      const [owner] = await tx
        .select({ credits: collaborators.credits })
        .from(collaborators)
        .where(eq(collaborators.uuid, purchase.collaboratorUuid))
        .for('update');
      const removable = Math.min(purchase.amount, owner?.credits ?? 0);
      if (removable > 0) {
        await changeCredits(tx, {
          collaboratorUuid: purchase.collaboratorUuid,
          delta: -removable,
          reason: 'purchase_refund',
          refUuid: purchase.uuid,
          actorRole: 'system',
          note: `${r.kind === 'refund' ? 'Pagamento reembolsado' : 'Contestação do pagamento'} (${r.provider})`,
        });
      }
    }
    return { purchaseUuid: purchase.uuid, status: 'refunded' as const, changed: true };
  });
}
