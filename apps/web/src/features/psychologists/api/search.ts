import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TPsychologistSearchResult } from '@acolher/contracts/answers/psychologists';
import { queryKeys } from '@/lib/query-keys';

/** The search's filters (domain.md §19); empty ones are left out of the query. */
export type PsychologistFilters = {
  name: string;
  specialty: string;
  approach: string;
  targetAudience: string;
};

export const NO_FILTERS: PsychologistFilters = {
  name: '',
  specialty: '',
  approach: '',
  targetAudience: '',
};

export function searchPsychologistsQuery(filters: PsychologistFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  return queryOptions({
    queryKey: queryKeys.psychologists.search(query),
    queryFn: ({ signal }) =>
      api.get<TPsychologistSearchResult[]>('/psychologists/collaborators', { query, signal }),
  });
}

export function useSearchPsychologists(filters: PsychologistFilters) {
  return useQuery({ ...searchPsychologistsQuery(filters), placeholderData: keepPreviousData });
}
