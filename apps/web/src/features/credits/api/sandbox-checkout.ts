import { useMutation } from '@tanstack/react-query';
import type { TSandboxCheckoutResult } from '@acolher/contracts/answers/purchases';
import { api } from '@/lib/api';

/** POST /payments/sandbox/checkout/{purchaseUuid}: the test card pays or declines. */
export function useSandboxCheckout(purchaseUuid: string) {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      api.post<TSandboxCheckoutResult>(`/payments/sandbox/checkout/${purchaseUuid}`, {
        cardNumber,
      }),
  });
}

/** POST /payments/sandbox/pix/{purchaseUuid}: the simulated Pix is paid (decision 1209). */
export function useSandboxPix(purchaseUuid: string) {
  return useMutation({
    mutationFn: () => api.post<TSandboxCheckoutResult>(`/payments/sandbox/pix/${purchaseUuid}`, {}),
  });
}
