import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/save-file';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import type {
  TAppointment,
  TCollaboratorCancelResult,
} from '@acolher/contracts/answers/appointments';
import { queryKeys } from '@/lib/query-keys';

const appointmentKeys = queryKeys.appointments;

export const appointmentQuery = (uuid: string) =>
  queryOptions({
    queryKey: appointmentKeys.one(uuid),
    queryFn: ({ signal }) => api.get<TAppointment>(`/appointments/${uuid}`, { signal }),
    retry: false,
  });

export function useAppointment(uuid: string) {
  return useQuery(appointmentQuery(uuid));
}

/** Newest first, in pages of 100 (decision 1211). */
export const myAppointmentsQuery = (collaboratorUuid: string) =>
  pagedQuery<TAppointment[]>(
    appointmentKeys.mine(collaboratorUuid),
    `/appointments/collaborators/${collaboratorUuid}`,
  );

export function useMyAppointments(collaboratorUuid: string) {
  return usePagedList(myAppointmentsQuery(collaboratorUuid));
}

export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.patch<TCollaboratorCancelResult>(`/appointments/collaborators/cancel/${uuid}`),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** 'Declaração de comparecimento' of a held session (decision 1375): a PDF the server draws. */
export function downloadAttendanceDeclaration(uuid: string): Promise<void> {
  return saveDownload(
    `/appointments/${uuid}/attendance-declaration.pdf`,
    'declaracao-comparecimento.pdf',
  );
}
