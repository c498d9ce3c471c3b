import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Changes to sectors or their people (a new collaborator, granted or removed credits) also change
 * the companies' counts: every feature that makes one refreshes both lists through this.
 */
export function invalidateSectorsAndCompanies(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.sectors.all }),
    client.invalidateQueries({ queryKey: queryKeys.companies.all }),
  ]);
}
