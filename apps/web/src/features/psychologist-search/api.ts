import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TPublicPsychologist } from './types';

export function useSearchPsychologists(name: string) {
  return useQuery({
    queryKey: ['psychologists', 'search', name],
    queryFn: ({ signal }) =>
      api.get<TPublicPsychologist[]>('/psychologists/collaborators', { query: { name }, signal }),
    placeholderData: keepPreviousData,
  });
}
