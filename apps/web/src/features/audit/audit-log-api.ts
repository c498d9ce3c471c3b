import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@acolher/contracts/answers/audit';
import { pagedQuery } from '@/lib/paged-query';
import { unlessJustRead } from '@/lib/just-read';

export type AuditFilters = { person: string; action: string; from: string; to: string };

export const NO_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };

/** GET /audit-log, newest first, one page at a time (the next one named by its Link header). */
export const auditLogQuery = (filters: AuditFilters) =>
  pagedQuery<TAuditEntry[]>(['audit-log', filters], '/audit-log', { query: filters });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    ...auditLogQuery(filters),
    staleTime: 0,
    refetchOnMount: unlessJustRead,
  });
}
