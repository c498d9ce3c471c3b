import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAbsenceCreate,
  TAdministratorCancel,
  TDisputeCreate,
  TDisputeResolve,
  TRemoveCredits,
} from '@acolher/contracts/session-outcomes';
import type {
  TAbsence,
  TDispute,
  TDisputeListed,
  TDisputeResolved,
  TPayouts,
  TStatement,
} from '@acolher/contracts/answers/session-outcomes';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/save-file';
import { invalidateSectorsAndCompanies } from '@/lib/invalidate';
import { queryKeys } from '@/lib/query-keys';

/** docs/domain.md §17: absences, corrections, disputes and the administrator's corrections. */
const outcomeKeys = queryKeys.appointments;

/** After any §17 change: every appointment list, dashboard and balance may show it. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => {
    for (const key of ['appointments', 'dashboards', 'absences', 'disputes', 'collaborators'])
      void client.invalidateQueries({ queryKey: [key] });
  };
}

export const absencesQuery = (psychologistUuid: string) =>
  queryOptions({
    queryKey: outcomeKeys.absences(psychologistUuid),
    queryFn: ({ signal }) =>
      api.get<TAbsence[]>(`/psychologists/${psychologistUuid}/absences`, { signal }),
  });

export function useAbsences(psychologistUuid: string) {
  return useQuery(absencesQuery(psychologistUuid));
}

export function useCreateAbsence(psychologistUuid: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: TAbsenceCreate) =>
      api.post<TAbsence>(`/psychologists/${psychologistUuid}/absences`, body),
    onSuccess: refresh,
  });
}

export function useDeleteAbsence(psychologistUuid: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.delete<unknown>(`/psychologists/${psychologistUuid}/absences/${uuid}`),
    onSuccess: refresh,
  });
}

/** The psychologist's correction between 'Realizada' and 'Falta do colaborador' (48 h). */
export function useAttendanceCorrection() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({
      uuid,
      status,
    }: {
      uuid: string;
      status: 'confirmed' | 'no_show_collaborator';
    }) => api.patch<unknown>(`/appointments/${uuid}/attendance`, { status }),
    onSuccess: refresh,
  });
}

/** The collaborator's 'Contestar' (48 h). */
export function useCreateDispute() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TDisputeCreate & { uuid: string }) =>
      api.post<unknown>(`/appointments/${uuid}/dispute`, body),
    onSuccess: refresh,
  });
}

/** The collaborator's own disputes: each history card shows its state and outcome (decision 1412). */
export const myDisputesQuery = (collaboratorUuid: string) =>
  queryOptions({
    queryKey: outcomeKeys.myDisputes(collaboratorUuid),
    queryFn: ({ signal }) =>
      api.get<TDispute[]>(`/collaborators/${collaboratorUuid}/disputes`, { signal }),
  });

export function useMyDisputes(collaboratorUuid: string) {
  return useQuery(myDisputesQuery(collaboratorUuid));
}

export function useAdministratorCancel() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TAdministratorCancel & { uuid: string }) =>
      api.patch<unknown>(`/appointments/${uuid}/administrator-cancel`, body),
    onSuccess: refresh,
  });
}

export function useRemoveCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TRemoveCredits & { uuid: string }) =>
      api.patch<unknown>(`/collaborators/${uuid}/remove-credits`, body),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}

export const disputesQuery = () =>
  queryOptions({
    queryKey: outcomeKeys.disputes,
    queryFn: ({ signal }) => api.get<TDisputeListed[]>('/disputes', { signal }),
  });

export function useDisputes() {
  return useQuery(disputesQuery());
}

/** The decided disputes, latest first, with outcome and justification (decision 1409). */
export function useResolvedDisputes() {
  return useQuery({
    queryKey: [...outcomeKeys.disputes, 'resolved'],
    queryFn: ({ signal }) => api.get<TDisputeResolved[]>('/disputes/resolved', { signal }),
  });
}

export function useResolveDispute() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TDisputeResolve & { uuid: string }) =>
      api.patch<unknown>(`/disputes/${uuid}/resolve`, body),
    onSuccess: refresh,
  });
}

const statementQuery = (psychologistUuid: string, month: string) =>
  queryOptions({
    queryKey: outcomeKeys.statement(psychologistUuid, month),
    queryFn: ({ signal }) =>
      api.get<TStatement>(`/psychologists/${psychologistUuid}/statements/${month}`, { signal }),
  });

export function useStatement(psychologistUuid: string, month: string) {
  return useQuery(statementQuery(psychologistUuid, month));
}

export const payoutsQuery = (month: string) =>
  queryOptions({
    queryKey: outcomeKeys.payouts(month),
    queryFn: ({ signal }) => api.get<TPayouts>(`/statements/${month}`, { signal }),
  });

export function usePayouts(month: string) {
  return useQuery(payoutsQuery(month));
}

/** A CSV the API sends as an attachment, saved by the browser (the token goes in a header). */
export function saveCsv(path: string, fallbackName: string): Promise<void> {
  return saveDownload(path, fallbackName);
}
