import Stripe from 'stripe';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  verifySandboxSignature,
} from '../../integrations/payments/sandbox-signature.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { applyPaymentReversal, type PaymentReversal } from './payment-reversal.service.ts';
import {
  applyPaymentNotification,
  type NotificationResult,
  type PaymentNotification,
} from './payment-notification.service.ts';

export const SANDBOX_EVENTS = { paid: 'payment.succeeded', declined: 'payment.failed' } as const;

const ZSandboxEvent = z.object({
  id: z.string().min(1),
  type: z.enum([SANDBOX_EVENTS.paid, SANDBOX_EVENTS.declined]),
  data: z.object({ purchaseUuid: z.uuid() }),
});

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Notificação inválida');
  }
}

/** The sandbox's webhook: verify the signature over the raw bytes, then apply. */
export async function receiveSandboxNotification(
  deps: AppDeps,
  raw: Buffer,
  signature: string | string[] | undefined,
): Promise<NotificationResult> {
  verifySandboxSignature(deps.paymentWebhookSecret, raw, signature, deps.clock());
  const event = ZSandboxEvent.safeParse(parseJson(raw));
  if (!event.success) throw badRequest('Notificação inválida');
  return applyPaymentNotification(deps, {
    provider: 'sandbox',
    purchaseUuid: event.data.data.purchaseUuid,
    outcome: event.data.type === SANDBOX_EVENTS.paid ? 'confirmed' : 'failed',
  });
}

export type StripeWebhookResult = NotificationResult | { ignored: string };

/** Stripe's webhook, verified by the SDK against the raw body. */
export async function receiveStripeNotification(
  deps: AppDeps,
  raw: Buffer,
  signature: string | string[] | undefined,
): Promise<StripeWebhookResult> {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !deps.env.STRIPE_SECRET_KEY) throw notFound();
  if (typeof signature !== 'string' || signature === '') throw badRequest('Assinatura inválida');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      raw,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      deps.clock().getTime(),
    );
  } catch {
    throw unauthorized('Assinatura inválida');
  }
  const reversal = reversalFromStripe(event);
  if (reversal) {
    if ('ignored' in reversal) return reversal;
    return (await applyPaymentReversal(deps, reversal)) ?? { ignored: 'purchase not found' };
  }
  const notification = notificationFromStripe(event);
  if ('ignored' in notification) return notification;
  try {
    return await applyPaymentNotification(deps, notification);
  } catch (error) {
    // A session of this Stripe account that is not one of our purchases: acknowledge, change nothing.
    if (error instanceof AppError && error.statusCode === 404)
      return { ignored: 'purchase not found' };
    throw error;
  }
}

function notificationFromStripe(event: Stripe.Event): PaymentNotification | { ignored: string } {
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
function reversalFromStripe(event: Stripe.Event): PaymentReversal | { ignored: string } | null {
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
