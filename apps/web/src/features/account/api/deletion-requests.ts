import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletionRequest } from '@acolher/contracts/answers/account';
import { api } from '@/lib/api';

/** The administrator's list of accounts whose owners asked to be deleted (domain.md §14). */
export const deletionRequestsQuery = queryOptions({
  queryKey: ['account', 'deletion-requests'],
  queryFn: ({ signal }) => api.get<TDeletionRequest[]>('/account/deletion-requests', { signal }),
});

/** §12's soft delete of the requesting account; the list is read again afterwards. */
export function useCompleteDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.post<unknown>(`/account/deletion-requests/${encodeURIComponent(uuid)}/complete`),
    onSettled: () => client.invalidateQueries({ queryKey: deletionRequestsQuery.queryKey }),
  });
}
