import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collaboratorQuery } from '@/app/use-collaborator';
import { jsonResponse, storeSession } from '@/test/render-app';
import { useSandboxCheckout, useSandboxPix } from './sandbox-checkout';

afterEach(() => vi.restoreAllMocks());

// The balance read a moment before paying (0 credits) must not outlive the payment.
async function payAndReadBalance(pay: 'pix' | 'card') {
  storeSession('collaborator');
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    jsonResponse(200, { purchaseUuid: 'purchase-uuid', status: 'paid' }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const balance = collaboratorQuery('collaborator-uuid');
  client.setQueryData(balance.queryKey, {
    uuid: 'collaborator-uuid',
    name: 'Bruno',
    credits: 0,
    hasSentForm: true,
    hasAcceptedTerms: true,
  });
  client.setQueryData(['purchases', 'collaborator-uuid'], { pages: [], pageParams: [] });
  client.setQueryData(['purchases', 'checkout', 'purchase-uuid'], { status: 'pending' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => (pay === 'pix' ? useSandboxPix('purchase-uuid') : useSandboxCheckout('purchase-uuid')),
    { wrapper },
  );
  result.current.mutate('4242424242424242' as never);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return {
    balance: client.getQueryState(balance.queryKey),
    purchases: client.getQueryState(['purchases', 'collaborator-uuid']),
    onScreen: client.getQueryState(['purchases', 'checkout', 'purchase-uuid']),
  };
}

describe('a sandbox payment', () => {
  it.each(['pix', 'card'] as const)(
    'by %s marks the balance and the purchase lists to be read again, not the purchase on screen',
    async (pay) => {
      const { balance, purchases } = await payAndReadBalance(pay);
      expect(balance?.isInvalidated).toBe(true);
      expect(purchases?.isInvalidated).toBe(true);
    },
  );
});
