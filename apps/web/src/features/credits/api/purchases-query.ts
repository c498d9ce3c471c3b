import { useQuery } from '@tanstack/react-query';
import type { TPurchase } from '@acolher/contracts/purchases';
import { api } from '@/lib/api';

export const purchasesKey = (collaboratorUuid: string) => ['purchases', collaboratorUuid] as const;

/**
 * GET /purchases/{collaboratorId}: newest first; `price` in cents. With `poll`, reloads every
 * `everyMs` while the newest purchase is pending, at most `maxPolls` times.
 */
export function usePurchases(
  collaboratorUuid: string,
  poll?: { everyMs: number; maxPolls: number },
) {
  return useQuery({
    queryKey: purchasesKey(collaboratorUuid),
    queryFn: ({ signal }) => api.get<TPurchase[]>(`/purchases/${collaboratorUuid}`, { signal }),
    staleTime: poll ? 0 : undefined,
    refetchInterval: poll
      ? (query) =>
          query.state.data?.[0]?.status === 'pending' &&
          query.state.dataUpdateCount <= poll.maxPolls
            ? poll.everyMs
            : false
      : undefined,
  });
}
