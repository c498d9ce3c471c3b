import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TComplianceUpdate, TPsychologistCreateBody } from '@acolher/contracts/psychologists';
import { api } from '@/lib/api';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import type { TPsychologistListed } from '@acolher/contracts/answers/psychologists';
import type { TReportAppointment } from '@acolher/contracts/answers/appointments';
import { queryKeys } from '@/lib/query-keys';

export const psychologistAdminKeys = {
  all: queryKeys.psychologists.adminAll,
  one: queryKeys.psychologists.adminOne,
  lastMonth: queryKeys.psychologists.adminLastMonth,
};

/** Newest first, in pages of 100; `q` searched by the server (decision 1211). */
export const psychologistsAdminQuery = (q = '') =>
  pagedQuery<TPsychologistListed[]>(psychologistAdminKeys.all, '/psychologists', { q });

export function usePsychologistsAdmin(q: string) {
  return usePagedList(psychologistsAdminQuery(q), { keepPrevious: true });
}

/**
 * `gone`: the psychologist is being (or was) deleted. Its queries then ask the server nothing more,
 * even after useDeletePsychologist removed them from the cache while the page is still on screen
 * (a removed query that is observed again would be fetched: a 404); the page keeps what it showed.
 */
type RecordOptions = { gone?: boolean };
const recordOptions = (gone: boolean) =>
  gone ? { enabled: false, placeholderData: keepPreviousData } : {};

export const psychologistAdminQuery = (uuid: string) =>
  queryOptions({
    queryKey: psychologistAdminKeys.one(uuid),
    queryFn: ({ signal }) => api.get<TPsychologistListed>(`/psychologists/${uuid}`, { signal }),
  });

export function usePsychologistAdmin(uuid: string, { gone = false }: RecordOptions = {}) {
  return useQuery({ ...psychologistAdminQuery(uuid), ...recordOptions(gone) });
}

/**
 * 'Atendimentos de': one São Paulo month ('yyyy-MM'; decision 1179), the previous by default, by
 * start, in pages of 100 (decision 1211; 'Carregar mais').
 */
export const lastMonthAppointmentsQuery = (uuid: string, month: string) =>
  pagedQuery<TReportAppointment[]>(
    [...psychologistAdminKeys.lastMonth(uuid), month],
    `/appointments/psychologists/last-month/${uuid}`,
    { query: { month } },
  );

export function useLastMonthAppointments(
  uuid: string,
  month: string,
  { gone = false }: RecordOptions = {},
) {
  return usePagedList(lastMonthAppointmentsQuery(uuid, month), {
    keepPrevious: true,
    ...(gone ? { enabled: false } : {}),
  });
}

export function useCreatePsychologist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TPsychologistCreateBody) =>
      api.post<TPsychologistListed>('/psychologists', input),
    onSuccess: () => client.invalidateQueries({ queryKey: psychologistAdminKeys.all }),
  });
}

/** The body of PATCH /psychologists/compliance/{uuid} (domain.md §9, decision 1407). */
export type ComplianceDecision = TComplianceUpdate['complianceStatus'];

export function useUpdateCompliance(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (complianceStatus: ComplianceDecision) =>
      api.patch<TPsychologistListed>(`/psychologists/compliance/${uuid}`, { complianceStatus }),
    onSuccess: (row) => {
      client.setQueryData(
        psychologistAdminKeys.one(uuid),
        (old: TPsychologistListed | undefined) => (old ? { ...old, ...row } : row),
      );
      return client.invalidateQueries({ queryKey: psychologistAdminKeys.all });
    },
  });
}

export function useDeletePsychologist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/psychologists/${uuid}`),
    onSuccess: async (_, uuid) => {
      // The record and its last-month appointments (keys under one(uuid)) are gone: stop and drop
      // them instead of invalidating them, which refetched both (two 404s). Only the list is
      // refreshed: the list's own key, or the list's key and its search (`{ q }`).
      const record = psychologistAdminKeys.one(uuid);
      await client.cancelQueries({ queryKey: record });
      client.removeQueries({ queryKey: record });
      const listKeyLength = psychologistAdminKeys.all.length;
      return client.invalidateQueries({
        queryKey: psychologistAdminKeys.all,
        predicate: ({ queryKey }) =>
          queryKey.length === listKeyLength ||
          (queryKey.length === listKeyLength + 1 && typeof queryKey[listKeyLength] === 'object'),
      });
    },
  });
}
