import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSandboxCheckoutResult } from '@acolher/contracts/answers/purchases';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { purchaseLists } from './purchases-query';

/**
 * A sandbox payment changed the balance and the purchase lists: they are read again before the
 * buyer is taken anywhere, so no page shows the balance from before the payment. Not the purchase
 * on screen: its page leaves it (paid) or replaces it with a new checkout (refused).
 */
const readPaymentAgain = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.collaborators.all }),
    client.invalidateQueries(purchaseLists),
  ]);

/** POST /payments/sandbox/checkout/{purchaseUuid}: the test card pays or declines. */
export function useSandboxCheckout(purchaseUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardNumber: string) =>
      api.post<TSandboxCheckoutResult>(`/payments/sandbox/checkout/${purchaseUuid}`, {
        cardNumber,
      }),
    onSuccess: () => readPaymentAgain(client),
  });
}

/** POST /payments/sandbox/pix/{purchaseUuid}: the simulated Pix is paid (decision 1209). */
export function useSandboxPix(purchaseUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TSandboxCheckoutResult>(`/payments/sandbox/pix/${purchaseUuid}`, {}),
    onSuccess: () => readPaymentAgain(client),
  });
}
