import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActionPlanItemCreate, TActionPlanItemUpdate } from '@acolher/contracts/action-plan';
import type { TActionPlanItem } from '@acolher/contracts/answers/action-plan';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const actionPlanKeys = { all: queryKeys.companyInsights.actionPlan };

/** GET /companies/{uuid}/action-plan: by deadline, then creation (decision 1205). */
export const actionPlanQuery = (companyUuid: string) =>
  queryOptions({
    queryKey: actionPlanKeys.all(companyUuid),
    queryFn: ({ signal }) =>
      api.get<TActionPlanItem[]>(`/companies/${companyUuid}/action-plan`, { signal }),
  });

export function useActionPlan(companyUuid: string) {
  return useQuery(actionPlanQuery(companyUuid));
}

/** Every change refreshes the plan and the NR-1 report that prints it. */
function useInvalidate(companyUuid: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: actionPlanKeys.all(companyUuid) }),
      client.invalidateQueries({ queryKey: queryKeys.companyInsights.nr1 }),
    ]);
}

export function useSaveActionPlanItem(companyUuid: string, itemUuid?: string) {
  const invalidate = useInvalidate(companyUuid);
  return useMutation({
    mutationFn: (input: TActionPlanItemCreate | TActionPlanItemUpdate) =>
      itemUuid
        ? api.patch<TActionPlanItem>(`/companies/${companyUuid}/action-plan/${itemUuid}`, input)
        : api.post<TActionPlanItem>(`/companies/${companyUuid}/action-plan`, input),
    onSuccess: invalidate,
  });
}

export function useSetActionPlanStatus(companyUuid: string) {
  const invalidate = useInvalidate(companyUuid);
  return useMutation({
    mutationFn: ({ uuid, status }: Pick<TActionPlanItem, 'uuid' | 'status'>) =>
      api.patch<TActionPlanItem>(`/companies/${companyUuid}/action-plan/${uuid}`, { status }),
    onSuccess: invalidate,
  });
}

export function useDeleteActionPlanItem(companyUuid: string) {
  const invalidate = useInvalidate(companyUuid);
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/companies/${companyUuid}/action-plan/${uuid}`),
    onSuccess: invalidate,
  });
}
