import { useMutation } from '@tanstack/react-query';
import type { TPurchaseCreate } from '@acolher/contracts/purchases';
import type { TPurchaseCreateResult } from '@acolher/contracts/answers/purchases';
import { api } from '@/lib/api';

/** POST /purchases: a pending purchase and where to pay it. */
export function useCreatePurchase() {
  return useMutation({
    mutationFn: (input: TPurchaseCreate) => api.post<TPurchaseCreateResult>('/purchases', input),
  });
}
