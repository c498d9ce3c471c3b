import type { PaymentProvider } from './payment-provider.ts';

/**
 * The built-in provider (default, offline): the checkout is a page of our web app where test cards
 * pay or decline; paying sends a signed notification through the same path as a real webhook.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(purchase) {
      return {
        paymentUrl: `/collaborator/app/checkout/${purchase.uuid}`,
        providerRef: `sandbox_${purchase.uuid}`,
      };
    },
  };
}
