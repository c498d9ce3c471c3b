import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPurchaseCreate } from '@acolher/contracts/purchases';
import type { TPurchaseCreateResult } from '@acolher/contracts/answers/purchases';
import { api } from '@/lib/api';

/** POST /purchases: a pending purchase and where to pay it; the purchase lists are read again. */
export function useCreatePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TPurchaseCreate) => api.post<TPurchaseCreateResult>('/purchases', input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['purchases'] });
    },
  });
}
