import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyCreate, TCompanyForm } from '@acolher/contracts/companies';
import { useSession } from '@/app/use-session';
import { api } from '@/lib/api';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import type { TCompanyDetail, TCompanyWithCount } from '@acolher/contracts/answers/companies';
import { queryKeys } from '@/lib/query-keys';

const companyKeys = queryKeys.companies;

/** Newest first, in pages of 100; `q` searched by the server (decision 1211). */
export const companiesQuery = (q = '') =>
  pagedQuery<TCompanyWithCount[]>(companyKeys.all, '/companies', { q });

export function useCompanies(q: string) {
  return usePagedList(companiesQuery(q), { keepPrevious: true });
}

export const companyQuery = (uuid: string) =>
  queryOptions({
    queryKey: companyKeys.one(uuid),
    queryFn: ({ signal }) => api.get<TCompanyDetail>(`/companies/${uuid}`, { signal }),
  });

export function useCompany(uuid: string) {
  return useQuery(companyQuery(uuid));
}

export function useSaveCompany(uuid?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCompanyCreate) =>
      uuid
        ? api.put<TCompanyWithCount>(`/companies/${uuid}`, input)
        : api.post<TCompanyWithCount>('/companies', input),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export function useSaveCompanyForm(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCompanyForm) =>
      api.patch<TCompanyWithCount>(`/companies/${uuid}/form`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/companies/${uuid}`),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** The signed-in company's own record, fresh from the server (links may have changed since sign-in). */
export function useOwnCompany() {
  const { user } = useSession('company');
  return useCompany(user.uuid);
}
