import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { pagedQuery, usePagedObject } from '@/lib/paged-query';
import { invalidateSectorsAndCompanies } from '@/lib/invalidate';

import type { TSectorDetail, TSectorListed } from '@acolher/contracts/answers/sectors';
import { queryKeys } from '@/lib/query-keys';

const sectorKeys = queryKeys.sectors;

/** GET /sectors: every sector for an administrator, its own for a company. */
export const sectorsQuery = () =>
  queryOptions({
    queryKey: sectorKeys.all,
    queryFn: ({ signal }) => api.get<TSectorListed[]>('/sectors', { signal }),
  });

export function useSectors() {
  return useQuery(sectorsQuery());
}

/** The sector with its newest collaborators, 100 at a time; `q` searched by the server (decision 1211). */
export const sectorQuery = (uuid: string, q = '') =>
  pagedQuery<TSectorDetail>(sectorKeys.one(uuid), `/sectors/${uuid}`, { q });

export function useSector(uuid: string, q: string) {
  return usePagedObject(sectorQuery(uuid, q), 'collaborators', { keepPrevious: true });
}

export function useSaveSector(uuid?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; companyUuid?: string }) =>
      uuid ? api.put(`/sectors/${uuid}`, { name: input.name }) : api.post('/sectors', input),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}

export function useDeleteSector() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/sectors/${uuid}`),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}
