import type { TPurchase } from '@acolher/contracts/answers/purchases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import { unlessJustRead } from '@/lib/just-read';

const purchasesKey = (collaboratorUuid: string) => ['purchases', collaboratorUuid] as const;

/** Every collaborator's purchase list, not a checkout page's one purchase (`invalidateQueries`). */
export const purchaseLists = {
  queryKey: ['purchases'],
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[1] !== 'checkout',
};

export const purchasesQuery = (collaboratorUuid: string) =>
  pagedQuery<TPurchase[]>(purchasesKey(collaboratorUuid), `/purchases/${collaboratorUuid}`);

/**
 * GET /purchases/{collaboratorId}: newest first; `price` in cents. With `poll`, reloads every
 * `everyMs` while the newest purchase is pending, at most `maxPolls` times.
 */
export function usePurchases(
  collaboratorUuid: string,
  poll?: { everyMs: number; maxPolls: number },
) {
  // In pages of 100 (decision 1211).
  return usePagedList(purchasesQuery(collaboratorUuid), {
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
export const checkoutPurchaseQuery = (purchaseUuid: string) =>
  queryOptions({
    queryKey: [...purchasesKey('checkout'), purchaseUuid],
    queryFn: ({ signal }) => api.get<TPurchase>(`/purchases/checkout/${purchaseUuid}`, { signal }),
    staleTime: 0,
    refetchOnMount: unlessJustRead,
  });

export function useCheckoutPurchase(purchaseUuid: string) {
  return useQuery(checkoutPurchaseQuery(purchaseUuid));
}
