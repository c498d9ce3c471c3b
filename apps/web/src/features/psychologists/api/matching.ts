import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIntakeBody } from '@acolher/contracts/matching';
import type { TIntake, TPsychologistMatch } from '@acolher/contracts/answers/matching';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const keys = queryKeys.psychologists;

/** The caller's own intake ('O que te traz aqui?'), null before any answer (decision 1380). */
export const intakeQuery = () =>
  queryOptions({
    queryKey: keys.intake,
    queryFn: ({ signal }) => api.get<TIntake | null>('/account/intake', { signal }),
  });

export function useIntake() {
  return useQuery(intakeQuery());
}

/** Saves (or skips, with nothing chosen) the intake; the matches follow it. */
export function useSaveIntake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TIntakeBody) => api.put<TIntake>('/account/intake', body),
    onSuccess: (data) => {
      client.setQueryData(keys.intake, data);
      void client.invalidateQueries({ queryKey: ['psychologists', 'matches'] });
    },
  });
}

/** 'Indicados para você', without `exclude` when switching (decisions 1382, 1383). */
export const matchesQuery = (exclude: string | null) =>
  queryOptions({
    queryKey: keys.matches(exclude),
    queryFn: ({ signal }) =>
      api.get<TPsychologistMatch[]>('/psychologists/collaborators/matches', {
        query: exclude ? { exclude } : undefined,
        signal,
      }),
  });

export function useMatches(exclude: string | null) {
  return useQuery(matchesQuery(exclude));
}
