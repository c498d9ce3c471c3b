import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBookAppointmentInput } from '@acolher/contracts/appointments';
import { api } from '@/lib/api';
import type { TAppointment } from '@/features/collaborator-appointments/types';
import type { TPublicPsychologist } from '@/features/psychologist-search/types';
import type { TBusyAppointment, TOpeningHour } from './slots';

export const bookingKeys = {
  psychologist: (uuid: string) => ['psychologists', 'public', uuid] as const,
  hours: (uuid: string) => ['opening-hours', uuid] as const,
  busy: (uuid: string) => ['appointments', 'busy', uuid] as const,
};

export function usePublicPsychologist(uuid: string) {
  return useQuery({
    queryKey: bookingKeys.psychologist(uuid),
    queryFn: ({ signal }) => api.get<TPublicPsychologist>(`/psychologists/${uuid}`, { signal }),
  });
}

export function useOpeningHours(uuid: string) {
  return useQuery({
    queryKey: bookingKeys.hours(uuid),
    queryFn: ({ signal }) =>
      api.get<TOpeningHour[]>(`/opening-hours/psychologist/${uuid}`, { signal }),
  });
}

/** Spec §7: 'confirmed' in the name, any status in the answer; redacted for collaborators. */
export function useBusyAppointments(uuid: string) {
  return useQuery({
    queryKey: bookingKeys.busy(uuid),
    queryFn: ({ signal }) =>
      api.get<TBusyAppointment[]>(`/appointments/psychologists/confirmed/${uuid}`, { signal }),
    staleTime: 0,
  });
}

export function useBookAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBookAppointmentInput) =>
      api.post<TAppointment>('/appointments/collaborators', input),
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
