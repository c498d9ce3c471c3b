import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useAssistantConfig() {
  return useQuery({
    queryKey: ['assistant', 'config'],
    queryFn: ({ signal }) => api.get<{ url: string | null }>('/assistant/config', { signal }),
    staleTime: Infinity,
  });
}
