import Stripe from 'stripe';
import type { Env } from '../../config/env.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type StripeClientOptions = Pick<
  Stripe.StripeConfig,
  'httpClient' | 'host' | 'port' | 'protocol' | 'maxNetworkRetries'
>;

function stripeClient(env: Env, options: StripeClientOptions = {}) {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY não configurada');
  return new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, ...options });
}

function publicUrl(env: Env) {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** Stripe Checkout in BRL with cards and Pix; the webhook finds the purchase by its metadata. */
export function createStripeProvider(env: Env, options: StripeClientOptions = {}): PaymentProvider {
  const stripe = stripeClient(env, options);
  const base = publicUrl(env);
  return {
    name: 'stripe',
    async createCheckout(purchase) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // The pinned API version (23.x SDK) replaced payment_method_types with this filter.
          allowed_payment_method_types: ['card', 'pix'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'brl',
                unit_amount: purchase.priceCents,
                product_data: {
                  name: `Acolher: ${purchase.amount} ${purchase.amount === 1 ? 'crédito' : 'créditos'}`,
                  description: purchase.description,
                },
              },
            },
          ],
          customer_email: purchase.customerEmail ?? undefined,
          client_reference_id: purchase.uuid,
          metadata: { purchaseUuid: purchase.uuid },
          payment_intent_data: { metadata: { purchaseUuid: purchase.uuid } },
          locale: 'pt-BR',
          success_url: `${base}/collaborator/app/credits/success`,
          cancel_url: `${base}/collaborator/app/credits`,
        },
        // A retried creation for the same purchase returns the same session, never a second one.
        { idempotencyKey: `purchase-${purchase.uuid}` },
      );
      if (!session.url) throw new Error('Stripe Checkout sem URL');
      return { paymentUrl: session.url, providerRef: session.id };
    },
  };
}
