import type { QueryClient } from '@tanstack/react-query';

/**
 * Changes to sectors or their people (a new collaborator, granted or removed credits) also change
 * the companies' counts: every feature that makes one refreshes both lists through this.
 */
export function invalidateSectorsAndCompanies(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['sectors'] }),
    client.invalidateQueries({ queryKey: ['companies'] }),
  ]);
}
