import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TAppointment, TCancelResult } from '../types';

export const appointmentKeys = {
  all: ['appointments'] as const,
  one: (uuid: string) => ['appointments', 'one', uuid] as const,
  mine: (collaboratorUuid: string) => ['appointments', 'collaborator', collaboratorUuid] as const,
};

export function useAppointment(uuid: string) {
  return useQuery({
    queryKey: appointmentKeys.one(uuid),
    queryFn: ({ signal }) => api.get<TAppointment>(`/appointments/${uuid}`, { signal }),
    retry: false,
  });
}

export function useMyAppointments(collaboratorUuid: string) {
  return useQuery({
    queryKey: appointmentKeys.mine(collaboratorUuid),
    queryFn: ({ signal }) =>
      api.get<TAppointment[]>(`/appointments/collaborators/${collaboratorUuid}`, { signal }),
  });
}

export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.patch<TCancelResult>(`/appointments/collaborators/cancel/${uuid}`),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
