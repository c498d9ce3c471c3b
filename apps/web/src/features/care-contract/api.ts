import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCareContract,
  TCareContractAcceptances,
  TEmergencyContactRead,
} from '@acolher/contracts/answers/care-contract';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const keys = queryKeys.careContract;

/** 403 and 404 are answers, not hiccups: no retry. */
const retry = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiError && [403, 404].includes(error.status));

/** GET /psychologists/{uuid}/care-contract: the current version and the caller's acceptance. */
export const careContractQuery = (psychologistUuid: string) =>
  queryOptions({
    queryKey: keys.contract(psychologistUuid),
    queryFn: ({ signal }) =>
      api.get<TCareContract>(`/psychologists/${psychologistUuid}/care-contract`, { signal }),
    retry,
  });

export function useCareContract(psychologistUuid: string | undefined) {
  return useQuery({
    ...careContractQuery(psychologistUuid ?? ''),
    enabled: Boolean(psychologistUuid),
  });
}

export function useAcceptCareContract(psychologistUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.post<TCareContract>(`/psychologists/${psychologistUuid}/care-contract/acceptances`, {
        version,
      }),
    onSuccess: (view) => client.setQueryData(keys.contract(psychologistUuid), view),
  });
}

/** Every save is a new version (decision 1370). */
export function useSaveCareContract(psychologistUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<TCareContract>(`/psychologists/${psychologistUuid}/care-contract/versions`, {
        text,
      }),
    onSuccess: (view) => client.setQueryData(keys.contract(psychologistUuid), view),
  });
}

/** The psychologist's view of who accepted which version, and when. */
const careContractAcceptancesQuery = (psychologistUuid: string) =>
  queryOptions({
    queryKey: keys.acceptances(psychologistUuid),
    queryFn: ({ signal }) =>
      api.get<TCareContractAcceptances>(
        `/psychologists/${psychologistUuid}/care-contract/acceptances`,
        { signal },
      ),
    retry,
  });

export function useCareContractAcceptances(psychologistUuid: string) {
  return useQuery(careContractAcceptancesQuery(psychologistUuid));
}

/** The room's appointment, for the psychologist's or the collaborator's uuid beside it. */
const roomAppointmentQuery = (appointmentUuid: string) =>
  queryOptions({
    queryKey: keys.roomAppointment(appointmentUuid),
    queryFn: ({ signal }) => api.get<TAppointment>(`/appointments/${appointmentUuid}`, { signal }),
    retry,
  });

export function useRoomAppointment(appointmentUuid: string) {
  return useQuery(roomAppointmentQuery(appointmentUuid));
}

/** GET /collaborators/{uuid}/emergency-contact: each reading is audited, so only when asked. */
export function useEmergencyContactOf(collaboratorUuid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: keys.emergencyContactOf(collaboratorUuid ?? ''),
    queryFn: ({ signal }) =>
      api.get<TEmergencyContactRead>(`/collaborators/${collaboratorUuid}/emergency-contact`, {
        signal,
      }),
    enabled: enabled && Boolean(collaboratorUuid),
    retry,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
