import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdministratorCreate } from '@acolher/contracts/administrators';
import { api } from '@/lib/api';
import type {
  TAdministrator,
  TAdministratorQueues,
} from '@acolher/contracts/answers/administrators';

const key = ['administrators'] as const;

export const administratorsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<TAdministrator[]>('/administrators', { signal }),
  });

export function useAdministrators() {
  return useQuery(administratorsQuery());
}

export function useSaveAdministrator(uuid?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdministratorCreate) =>
      uuid
        ? api.put<TAdministrator>(`/administrators/${uuid}`, input)
        : api.post<TAdministrator>('/administrators', input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteAdministrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/administrators/${uuid}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The first screen's queues (decision 1408): counts, fresh on every visit. */
export function useAdministratorQueues() {
  return useQuery({
    queryKey: ['administrators', 'queues'],
    queryFn: ({ signal }) => api.get<TAdministratorQueues>('/administrators/queues', { signal }),
    staleTime: 0,
  });
}
