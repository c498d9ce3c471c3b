import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TClinicalRecord,
  TClinicalRecordPatient,
  TSessionNoteView,
} from '@acolher/contracts/answers/session-notes';
import { ApiError, api } from '@/lib/api';
import { saveDownload } from '@/lib/save-file';
import { queryKeys } from '@/lib/query-keys';

const noteKeys = queryKeys.clinicalRecords;

/** 403 and 404 are answers, not hiccups: no retry. */
const retry = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiError && [403, 404].includes(error.status));

export const sessionNoteQuery = (uuid: string) =>
  queryOptions({
    queryKey: noteKeys.note(uuid),
    queryFn: ({ signal }) => api.get<TSessionNoteView>(`/appointments/${uuid}/note`, { signal }),
    retry,
    // The panel is the only writer; refetching on focus would overwrite what is being typed.
    refetchOnWindowFocus: false,
  });

export function useSessionNote(uuid: string) {
  return useQuery(sessionNoteQuery(uuid));
}

export function useSaveNote(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.put<TSessionNoteView>(`/appointments/${uuid}/note`, { note }),
    onSuccess: (view) => {
      client.setQueryData(noteKeys.note(uuid), view);
      void client.invalidateQueries({ queryKey: noteKeys.patients });
    },
  });
}

export function useAddAddendum(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<TSessionNoteView>(`/appointments/${uuid}/note/addenda`, { text }),
    onSuccess: (view) => {
      client.setQueryData(noteKeys.note(uuid), view);
      void client.invalidateQueries({ queryKey: noteKeys.patients });
    },
  });
}

export const patientsQuery = () =>
  queryOptions({
    queryKey: noteKeys.patients,
    queryFn: ({ signal }) => api.get<TClinicalRecordPatient[]>('/clinical-records', { signal }),
  });

export function usePatients() {
  return useQuery(patientsQuery());
}

export const clinicalRecordQuery = (collaboratorUuid: string) =>
  queryOptions({
    queryKey: noteKeys.record(collaboratorUuid),
    queryFn: ({ signal }) =>
      api.get<TClinicalRecord>(`/clinical-records/${collaboratorUuid}`, { signal }),
    retry,
  });

export function useClinicalRecord(collaboratorUuid: string) {
  return useQuery(clinicalRecordQuery(collaboratorUuid));
}

/** The record's PDF, made by the server, saved by the browser (the token goes in a header). */
export function downloadRecordPdf(collaboratorUuid: string): Promise<void> {
  return saveDownload(`/clinical-records/${collaboratorUuid}/pdf`, 'prontuario.pdf');
}
