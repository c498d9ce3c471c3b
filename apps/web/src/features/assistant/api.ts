import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TAssistantConfig } from '@acolher/contracts/answers/terms';

export function useAssistantConfig() {
  return useQuery({
    queryKey: ['assistant', 'config'],
    queryFn: ({ signal }) => api.get<TAssistantConfig>('/assistant/config', { signal }),
    staleTime: Infinity,
  });
}
