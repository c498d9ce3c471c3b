import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import type { PaymentNotification } from '../../modules/purchases/payment-notification.service.ts';
import type { PaymentReversal } from '../../modules/purchases/payment-reversal.service.ts';

/**
 * Stripe's webhook events read by its SDK (decision 1228: vendor SDKs only under integrations/):
 * the signature checked against the raw body, then the event turned into our payment notification
 * or reversal, or a reason to ignore it.
 */
export function verifyStripeEvent(
  raw: Buffer,
  signature: string,
  secret: string,
  toleranceSeconds: number,
  now: Date,
): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(
      raw,
      signature,
      secret,
      toleranceSeconds,
      undefined,
      now.getTime(),
    );
  } catch {
    return null;
  }
}

export function notificationFromStripe(
  event: Stripe.Event,
): PaymentNotification | { ignored: string } {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      break;
    default:
      return { ignored: event.type };
  }
  const session = event.data.object;
  const purchaseUuid = session.metadata?.purchaseUuid ?? session.client_reference_id;
  if (!purchaseUuid || !z.uuid().safeParse(purchaseUuid).success) return { ignored: 'no purchase' };
  if (
    event.type === 'checkout.session.async_payment_failed' ||
    event.type === 'checkout.session.expired'
  )
    return { provider: 'stripe', purchaseUuid, outcome: 'failed' };
  // Pix completes the session unpaid first; async_payment_succeeded confirms it later.
  if (session.payment_status !== 'paid')
    return { ignored: `payment_status ${session.payment_status}` };
  if (session.currency && session.currency.toLowerCase() !== 'brl')
    throw badRequest('Moeda não corresponde à compra');
  return {
    provider: 'stripe',
    purchaseUuid,
    outcome: 'confirmed',
    paidCents: session.amount_total,
    paymentRef: idOf(session.payment_intent),
  };
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * docs/domain.md §17: a refunded (`charge.refunded`, in full) or disputed (`charge.dispute.created`)
 * payment. The purchase is found by its PaymentIntent (recorded when it was paid) or by the
 * charge's metadata; a partial refund is left to the administrator (decision 1177).
 */
export function reversalFromStripe(
  event: Stripe.Event,
): PaymentReversal | { ignored: string } | null {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    if (!charge.refunded) return { ignored: 'partial refund' };
    const fromMetadata = charge.metadata?.purchaseUuid;
    return {
      provider: 'stripe',
      kind: 'refund',
      paymentRef: idOf(charge.payment_intent),
      purchaseUuid: fromMetadata && z.uuid().safeParse(fromMetadata).success ? fromMetadata : null,
    };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    return {
      provider: 'stripe',
      kind: 'chargeback',
      paymentRef: idOf(dispute.payment_intent),
      purchaseUuid: null,
    };
  }
  return null;
}
