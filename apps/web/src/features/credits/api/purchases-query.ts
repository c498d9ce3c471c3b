import type { TPurchase } from '@acolher/contracts/answers/purchases';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usePagedList } from '@/lib/paged-query';

const purchasesKey = (collaboratorUuid: string) => ['purchases', collaboratorUuid] as const;

/**
 * GET /purchases/{collaboratorId}: newest first; `price` in cents. With `poll`, reloads every
 * `everyMs` while the newest purchase is pending, at most `maxPolls` times.
 */
export function usePurchases(
  collaboratorUuid: string,
  poll?: { everyMs: number; maxPolls: number },
) {
  // In pages of 100 (decision 1211).
  return usePagedList<TPurchase>(purchasesKey(collaboratorUuid), `/purchases/${collaboratorUuid}`, {
    staleTime: poll ? 0 : undefined,
    refetchInterval: poll
      ? (rows, updates) =>
          rows?.[0]?.status === 'pending' && updates <= poll.maxPolls ? poll.everyMs : false
      : undefined,
  });
}

/**
 * GET /purchases/checkout/{purchaseUuid}: the one purchase a checkout page was sent to, always asked
 * of the server when the page opens (never found in a list cached before it existed, decision 1410).
 */
export function useCheckoutPurchase(purchaseUuid: string) {
  return useQuery({
    queryKey: [...purchasesKey('checkout'), purchaseUuid],
    queryFn: ({ signal }) => api.get<TPurchase>(`/purchases/checkout/${purchaseUuid}`, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
