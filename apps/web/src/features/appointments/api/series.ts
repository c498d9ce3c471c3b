import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateSeriesInput } from '@acolher/contracts/appointment-series';
import type { TSeries, TSeriesPreview } from '@acolher/contracts/answers/appointment-series';
import { api } from '@/lib/api';

/** Weekly series (docs/domain.md §24): preview, create, read, end. */
const seriesKeys = { one: (uuid: string) => ['appointments', 'series', uuid] as const };

export function useSeriesPreview(input: TCreateSeriesInput | null) {
  return useQuery({
    queryKey: ['appointments', 'series-preview', input],
    queryFn: ({ signal }) =>
      api.post<TSeriesPreview>('/appointments/series?dryRun=true', input, { signal }),
    enabled: input !== null,
    staleTime: 0,
  });
}

export function useCreateSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateSeriesInput) => api.post<TSeries>('/appointments/series', input),
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}

export const seriesQuery = (uuid: string) =>
  queryOptions({
    queryKey: seriesKeys.one(uuid),
    queryFn: ({ signal }) => api.get<TSeries>(`/appointments/series/${uuid}`, { signal }),
  });

export function useSeries(uuid: string) {
  return useQuery(seriesQuery(uuid));
}

export function useEndSeries(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fromDate: string) =>
      api.post<TSeries>(`/appointments/series/${uuid}/end`, { fromDate }),
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
