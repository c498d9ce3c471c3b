import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  verifySandboxSignature,
} from '../../integrations/payments/sandbox-signature.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import {
  notificationFromStripe,
  reversalFromStripe,
  verifyStripeEvent,
} from '../../integrations/payments/stripe-events.ts';
import { applyPaymentReversal } from './payment-reversal.service.ts';
import {
  applyPaymentNotification,
  type NotificationResult,
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
  const event = verifyStripeEvent(
    raw,
    signature,
    secret,
    SIGNATURE_TOLERANCE_SECONDS,
    deps.clock(),
  );
  if (!event) throw unauthorized('Assinatura inválida');
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
