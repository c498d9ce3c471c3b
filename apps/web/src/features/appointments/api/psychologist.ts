import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import type { TAppointment, TPsychologistDashboard } from '@acolher/contracts/answers/appointments';
import { queryKeys } from '@/lib/query-keys';

const psychologistAppointmentKeys = {
  dashboard: queryKeys.appointments.dashboard,
  list: queryKeys.appointments.ofPsychologist,
};

export const psychologistDashboardQuery = (uuid: string) =>
  queryOptions({
    queryKey: psychologistAppointmentKeys.dashboard(uuid),
    queryFn: ({ signal }) =>
      api.get<TPsychologistDashboard>(`/dashboards/psychologists/${uuid}`, { signal }),
    retry: 1,
  });

export function usePsychologistDashboard(uuid: string) {
  return useQuery(psychologistDashboardQuery(uuid));
}

/** Newest first, in pages of 100 (decision 1211). */
export const psychologistAppointmentsQuery = (uuid: string) =>
  pagedQuery<TAppointment[]>(
    psychologistAppointmentKeys.list(uuid),
    `/appointments/psychologists/${uuid}`,
  );

export function usePsychologistAppointments(uuid: string) {
  return usePagedList(psychologistAppointmentsQuery(uuid));
}

export function useCancelByPsychologist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentUuid: string) =>
      api.patch<unknown>(`/appointments/psychologists/cancel/${appointmentUuid}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.appointments.dashboards });
      void client.invalidateQueries({ queryKey: queryKeys.appointments.all });
    },
  });
}
