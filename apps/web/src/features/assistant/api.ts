import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TAssistantConfig } from '@acolher/contracts/answers/terms';

export const assistantConfigQuery = () =>
  queryOptions({
    queryKey: ['assistant', 'config'],
    queryFn: ({ signal }) => api.get<TAssistantConfig>('/assistant/config', { signal }),
    staleTime: Infinity,
  });

export function useAssistantConfig() {
  return useQuery(assistantConfigQuery());
}
