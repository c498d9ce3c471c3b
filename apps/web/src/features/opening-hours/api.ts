import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOpeningHourCreate } from '@acolher/contracts/opening-hours';
import { api } from '@/lib/api';
import type { TOpeningHour } from '@acolher/contracts/answers/opening-hours';
import { queryKeys } from '@/lib/query-keys';

const openingHourKeys = queryKeys.openingHours;

/** Index 0 (Domingo) … 6 (Sábado). */
export const groupedOpeningHoursQuery = (uuid: string) =>
  queryOptions({
    queryKey: openingHourKeys.grouped(uuid),
    queryFn: ({ signal }) =>
      api.get<TOpeningHour[][]>(`/opening-hours/grouped-by-day-of-week/${uuid}`, { signal }),
    retry: 1,
  });

export function useGroupedOpeningHours(uuid: string) {
  return useQuery(groupedOpeningHoursQuery(uuid));
}

function useInvalidateHours() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: openingHourKeys.all });
    void client.invalidateQueries({ queryKey: queryKeys.appointments.dashboards });
  };
}

export function useCreateOpeningHour() {
  const invalidate = useInvalidateHours();
  return useMutation({
    mutationFn: (input: TOpeningHourCreate) => api.post<TOpeningHour[]>('/opening-hours', input),
    onSuccess: invalidate,
  });
}
