import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBookAppointmentInput } from '@acolher/contracts/appointments';
import { api } from '@/lib/api';
import type { TAppointment, TRedactedAppointment } from '@acolher/contracts/answers/appointments';
import type { TPsychologistPublic as TPublicPsychologist } from '@acolher/contracts/answers/psychologists';
import type { TAbsentPeriod, TOpeningHour } from '../slots';
import { queryKeys } from '@/lib/query-keys';
import { unlessJustRead } from '@/lib/just-read';

export const bookingKeys = {
  psychologist: queryKeys.psychologists.public,
  hours: queryKeys.openingHours.of,
  busy: queryKeys.appointments.busy,
  absences: queryKeys.appointments.absences,
};

/** The booking page's reads: its hooks and its loader (psychologist-page.tsx) share them. */
export const bookingQueries = {
  psychologist: (uuid: string) =>
    queryOptions({
      queryKey: bookingKeys.psychologist(uuid),
      queryFn: ({ signal }) => api.get<TPublicPsychologist>(`/psychologists/${uuid}`, { signal }),
    }),
  hours: (uuid: string) =>
    queryOptions({
      queryKey: bookingKeys.hours(uuid),
      queryFn: ({ signal }) =>
        api.get<TOpeningHour[]>(`/opening-hours/psychologist/${uuid}`, { signal }),
    }),
  /** docs/domain.md §22: 'confirmed' in the name, any status in the answer; redacted for collaborators. Always
   * read again when the page opens (a slot may have been taken), unless it was read just now. */
  busy: (uuid: string) =>
    queryOptions({
      queryKey: bookingKeys.busy(uuid),
      queryFn: ({ signal }) =>
        api.get<TRedactedAppointment[]>(`/appointments/psychologists/confirmed/${uuid}`, {
          signal,
        }),
      staleTime: 0,
      refetchOnMount: unlessJustRead,
    }),
  /** The psychologist's absences (domain.md §17, decision 1175): those days show 'Indisponível'. */
  absences: (uuid: string) =>
    queryOptions({
      queryKey: bookingKeys.absences(uuid),
      queryFn: ({ signal }) =>
        api.get<TAbsentPeriod[]>(`/psychologists/${uuid}/absences`, { signal }),
      staleTime: 0,
      refetchOnMount: unlessJustRead,
    }),
};

export function usePublicPsychologist(uuid: string) {
  return useQuery(bookingQueries.psychologist(uuid));
}

export function useOpeningHours(uuid: string) {
  return useQuery(bookingQueries.hours(uuid));
}

export function useBusyAppointments(uuid: string) {
  return useQuery(bookingQueries.busy(uuid));
}

export function usePsychologistAbsences(uuid: string) {
  return useQuery(bookingQueries.absences(uuid));
}

export function useBookAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBookAppointmentInput) =>
      api.post<TAppointment>('/appointments/collaborators', input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}

/** docs/domain.md §17 (decision 1173): the same appointment moves to another slot; no credit moves. */
export function useRescheduleAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: { uuid: string; openingHourUuid: string; date: string }) =>
      api.patch<TAppointment>(`/appointments/${uuid}/reschedule`, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.appointments.all });
      void client.invalidateQueries({ queryKey: queryKeys.appointments.dashboards });
    },
  });
}
