import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMeasureInstrument, TMeasureResponse } from '@acolher/contracts/measures';
import type {
  TMeasureAlert,
  TMeasureOverview,
  TMeasureResult,
} from '@acolher/contracts/answers/measures';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const measureKeys = queryKeys.measures;

/** Per instrument: the series, response/remission and whether it is due (domain.md §18). */
export const measureOverviewQuery = (collaboratorUuid: string) =>
  queryOptions({
    queryKey: measureKeys.overview(collaboratorUuid),
    queryFn: ({ signal }) =>
      api.get<TMeasureOverview>(`/measures/collaborators/${collaboratorUuid}`, { signal }),
  });

export function useMeasureOverview(collaboratorUuid: string, enabled = true) {
  return useQuery({
    ...measureOverviewQuery(collaboratorUuid),
    enabled: enabled && Boolean(collaboratorUuid),
  });
}

/** Sends one questionnaire; the server scores it. */
export function useSubmitMeasure(collaboratorUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMeasureResponse) => api.post<TMeasureResult>('/measures/responses', body),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: measureKeys.overview(collaboratorUuid) }),
  });
}

/** The psychologist's open PHQ-9 item-9 alerts (decision 1393): read fresh on every visit. */
export function useMeasureAlerts() {
  return useQuery({
    queryKey: measureKeys.alerts,
    queryFn: ({ signal }) => api.get<TMeasureAlert[]>('/measures/alerts', { signal }),
    staleTime: 0,
  });
}

/** 'Ciente': closes her alerts about one patient. */
export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collaboratorUuid: string) =>
      api.post<null>(`/measures/collaborators/${collaboratorUuid}/alerts/acknowledge`),
    onSuccess: () => void client.invalidateQueries({ queryKey: measureKeys.alerts }),
  });
}

export const MEASURES_PATH = '/collaborator/app/measures';
export const measureFormPath = (instrument: TMeasureInstrument) => `${MEASURES_PATH}/${instrument}`;
