import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import { SANDBOX_CARDS } from '@acolher/contracts/purchases';
import type { TSandboxCheckoutResult } from '@acolher/contracts/answers/purchases';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { purchases } from '../../db/schema.ts';
import { signSandboxPayload } from '../../integrations/payments/sandbox-signature.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { SANDBOX_EVENTS, receiveSandboxNotification } from './payment-webhooks.service.ts';
import { expirePurchaseIfAbandoned } from './purchase-expiry.ts';

const UNKNOWN_TEST_CARD =
  'Cartão não aceito no ambiente de testes. Use 4242 4242 4242 4242 (aprovado) ou 4000 0000 0000 0002 (recusado).';

/** How the sandbox is asked to pay: a test card, or the simulated Pix (decision 1209). */
export type SandboxPayment = { method: 'card'; cardNumber: string } | { method: 'pix' };

/**
 * The sandbox "charges" a test card, or simulates a paid Pix, and notifies us exactly like a real
 * provider would: it signs the notification with the webhook secret and hands the raw bytes to the
 * same verification and processing path as POST /payments/sandbox/webhook, so a purchase is
 * credited once whichever way it was paid.
 */
export async function payWithSandbox(
  deps: AppDeps,
  auth: AuthContext,
  purchaseUuid: string,
  payment: SandboxPayment,
): Promise<TSandboxCheckoutResult> {
  const [purchase] = await deps.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.uuid, purchaseUuid))
    .limit(1);
  if (!purchase) throw notFound('Compra não encontrada');
  if (auth.role !== 'collaborator' || purchase.collaboratorUuid !== auth.uuid) throw forbidden();
  if (purchase.provider !== 'sandbox') throw badRequest('Esta compra não é do ambiente de testes');
  // An abandoned purchase is no longer paid (decision 1410).
  if (purchase.status === 'expired' || (await expirePurchaseIfAbandoned(deps, purchase.uuid)))
    throw new AppError(409, MESSAGES.purchaseExpired);
  if (purchase.status !== 'pending') throw new AppError(409, MESSAGES.purchaseNotPending);

  const type =
    payment.method === 'pix' || payment.cardNumber === SANDBOX_CARDS.pays
      ? SANDBOX_EVENTS.paid
      : payment.cardNumber === SANDBOX_CARDS.declines
        ? SANDBOX_EVENTS.declined
        : undefined;
  if (!type) throw badRequest(UNKNOWN_TEST_CARD);

  const now = deps.clock();
  const body = Buffer.from(
    JSON.stringify({
      id: `evt_sandbox_${randomUUID()}`,
      type,
      created: Math.floor(now.getTime() / 1000),
      data: { purchaseUuid: purchase.uuid },
    }),
  );
  const signature = signSandboxPayload(deps.paymentWebhookSecret, body, now);
  const result = await receiveSandboxNotification(deps, body, signature);
  return { purchaseUuid: result.purchaseUuid, status: result.status };
}

export const payWithSandboxCard = (
  deps: AppDeps,
  auth: AuthContext,
  purchaseUuid: string,
  cardNumber: string,
) => payWithSandbox(deps, auth, purchaseUuid, { method: 'card', cardNumber });
