import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@acolher/contracts/answers/audit';
import { getPage } from '@/lib/api';

export type AuditFilters = { person: string; action: string; from: string; to: string };

export const NO_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };

/** GET /audit-log, newest first, one page at a time (the next one named by its Link header). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit-log', filters],
    queryFn: ({ pageParam, signal }) =>
      getPage<TAuditEntry[]>('/audit-log', {
        query: { ...filters, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
