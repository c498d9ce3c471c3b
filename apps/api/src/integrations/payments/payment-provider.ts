import type { AppDeps } from '../../app-context.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type PaymentProviderName = 'sandbox' | 'stripe';

/** What a provider needs to open a checkout for a purchase we already stored as pending. */
interface CheckoutPurchase {
  uuid: string;
  collaboratorUuid: string;
  amount: number;
  priceCents: number;
  description: string;
  customerEmail?: string | null;
}

interface Checkout {
  /** Where the buyer pays: an absolute URL at the provider, or a path of our web app. */
  paymentUrl: string;
  /** The provider's id of the checkout (Stripe Checkout Session id), kept on the purchase. */
  providerRef: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(purchase: CheckoutPurchase): Promise<Checkout>;
}

const installed = new WeakMap<AppDeps, PaymentProvider>();

/** Stripe Checkout when both Stripe secrets are set, otherwise the built-in sandbox. */
export function paymentProviderFor(deps: AppDeps): PaymentProvider {
  let provider = installed.get(deps);
  if (!provider) {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = deps.env;
    provider =
      STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
        ? createStripeProvider(deps.env)
        : createSandboxProvider();
    installed.set(deps, provider);
  }
  return provider;
}

/** Replaces the provider of one app (tests: a Stripe client whose HTTP goes to a fake). */
export function installPaymentProvider(deps: AppDeps, provider: PaymentProvider) {
  installed.set(deps, provider);
}
