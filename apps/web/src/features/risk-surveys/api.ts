import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInventory,
  TInventoryVersion,
  TMyRiskSurveys,
  TRiskChange,
  TRiskQuestionnaire,
  TRiskResults,
  TRiskSurvey,
} from '@acolher/contracts/answers/risk-surveys';
import type {
  TInventoryPut,
  TRiskChangeCreate,
  TRiskSurveyCreate,
  TRiskSurveyResponse,
} from '@acolher/contracts/risk-surveys';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/save-file';

/** The calls of domain.md §20 (risk surveys), for HR and for the collaborator. */
const keys = {
  company: (c: string) => ['risk-surveys', c] as const,
  one: (c: string, s: string, what: string) => ['risk-surveys', c, s, what] as const,
  mine: ['risk-surveys', 'mine'] as const,
};
const path = (c: string, s?: string) => `/companies/${c}/risk-surveys${s ? `/${s}` : ''}`;

export const riskSurveysQuery = (companyUuid: string) =>
  queryOptions({
    queryKey: keys.company(companyUuid),
    queryFn: ({ signal }) => api.get<TRiskSurvey[]>(path(companyUuid), { signal }),
  });

export function useRiskSurveys(companyUuid: string) {
  return useQuery(riskSurveysQuery(companyUuid));
}

function useRefresh(companyUuid: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.company(companyUuid) });
}

export function useCreateRiskSurvey(companyUuid: string) {
  const refresh = useRefresh(companyUuid);
  return useMutation({
    mutationFn: (input: TRiskSurveyCreate) => api.post<TRiskSurvey>(path(companyUuid), input),
    onSuccess: refresh,
  });
}

export function useSurveyAction(
  companyUuid: string,
  surveyUuid: string,
  action: 'close' | 'publish',
) {
  const refresh = useRefresh(companyUuid);
  return useMutation({
    mutationFn: () => api.post<TRiskSurvey>(`${path(companyUuid, surveyUuid)}/${action}`),
    onSuccess: refresh,
  });
}

/** POST …/reminders: e-mails who has not answered yet, once a day; answers how many (never who). */
export function useSendReminder(companyUuid: string, surveyUuid: string) {
  return useMutation({
    mutationFn: () => api.post<{ sent: number }>(`${path(companyUuid, surveyUuid)}/reminders`),
  });
}

export const riskResultsQuery = (companyUuid: string, surveyUuid: string) =>
  queryOptions({
    queryKey: keys.one(companyUuid, surveyUuid, 'results'),
    queryFn: ({ signal }) =>
      api.get<TRiskResults>(`${path(companyUuid, surveyUuid)}/results`, { signal }),
  });

export function useRiskResults(companyUuid: string, surveyUuid: string) {
  return useQuery(riskResultsQuery(companyUuid, surveyUuid));
}

const inventoryQuery = (companyUuid: string, surveyUuid: string) =>
  queryOptions({
    queryKey: keys.one(companyUuid, surveyUuid, 'inventory'),
    queryFn: ({ signal }) =>
      api.get<TInventory>(`${path(companyUuid, surveyUuid)}/inventory`, { signal }),
  });

export function useInventory(companyUuid: string, surveyUuid: string) {
  return useQuery(inventoryQuery(companyUuid, surveyUuid));
}

export function useSaveInventory(companyUuid: string, surveyUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInventoryPut) =>
      api.put<TInventory>(`${path(companyUuid, surveyUuid)}/inventory`, input),
    onSuccess: (data) => client.setQueryData(keys.one(companyUuid, surveyUuid, 'inventory'), data),
  });
}

const inventoryVersionsQuery = (companyUuid: string, surveyUuid: string) =>
  queryOptions({
    queryKey: keys.one(companyUuid, surveyUuid, 'versions'),
    queryFn: ({ signal }) =>
      api.get<TInventoryVersion[]>(`${path(companyUuid, surveyUuid)}/inventory/versions`, {
        signal,
      }),
  });

export function useInventoryVersions(companyUuid: string, surveyUuid: string) {
  return useQuery(inventoryVersionsQuery(companyUuid, surveyUuid));
}

export function useLockVersion(companyUuid: string, surveyUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TInventoryVersion>(`${path(companyUuid, surveyUuid)}/inventory/versions`),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: keys.one(companyUuid, surveyUuid, 'versions') }),
  });
}

/** The changes of the work the company recorded (decision 1355), newest first. */
const riskChangesQuery = (companyUuid: string) =>
  queryOptions({
    queryKey: [...keys.company(companyUuid), 'changes'],
    queryFn: ({ signal }) =>
      api.get<TRiskChange[]>(`/companies/${companyUuid}/risk-changes`, { signal }),
  });

export function useRiskChanges(companyUuid: string) {
  return useQuery(riskChangesQuery(companyUuid));
}

/** POST /companies/{uuid}/risk-changes: the versions' review dates move, so they are read again. */
export function useRecordRiskChange(companyUuid: string) {
  const refresh = useRefresh(companyUuid);
  return useMutation({
    mutationFn: (input: TRiskChangeCreate) =>
      api.post<TRiskChange>(`/companies/${companyUuid}/risk-changes`, input),
    onSuccess: refresh,
  });
}

/** Saves the PGR annex through the browser. */
export const downloadReport = (companyUuid: string, surveyUuid: string) =>
  saveDownload(`${path(companyUuid, surveyUuid)}/report.pdf`, 'anexo-pgr.pdf');

export const myRiskSurveysQuery = () =>
  queryOptions({
    queryKey: keys.mine,
    queryFn: ({ signal }) => api.get<TMyRiskSurveys>('/risk-surveys', { signal }),
  });

export function useMyRiskSurveys() {
  return useQuery(myRiskSurveysQuery());
}

export const riskQuestionnaireQuery = (surveyUuid: string) =>
  queryOptions({
    queryKey: ['risk-surveys', 'questionnaire', surveyUuid],
    queryFn: ({ signal }) =>
      api.get<TRiskQuestionnaire>(`/risk-surveys/${surveyUuid}/questionnaire`, { signal }),
    staleTime: Infinity,
  });

export function useRiskQuestionnaire(surveyUuid: string) {
  return useQuery(riskQuestionnaireQuery(surveyUuid));
}

export function useSubmitRiskResponse(surveyUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TRiskSurveyResponse) =>
      api.post(`/risk-surveys/${surveyUuid}/responses`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.mine }),
  });
}
