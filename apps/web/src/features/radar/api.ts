import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRadarResponse } from '@acolher/contracts/well-being-radar';
import type {
  TGamification,
  TQuestionnaire,
  TRadarLatest,
  TRadarSubmitResult,
} from '@acolher/contracts/answers/radar';
import { useSession } from '@/app/use-session';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const radarKeys = {
  ...queryKeys.radar,
  gamification: queryKeys.collaborators.gamification,
};

export const questionnaireQuery = () =>
  queryOptions({
    queryKey: radarKeys.questionnaire,
    queryFn: ({ signal }) => api.get<TQuestionnaire>('/well-being-radar/questionnaire', { signal }),
    staleTime: 5 * 60_000,
  });

export function useQuestionnaire() {
  return useQuery(questionnaireQuery());
}

const latestRadarQuery = () =>
  queryOptions({
    queryKey: radarKeys.latest,
    queryFn: ({ signal }) =>
      api.get<TRadarLatest>('/well-being-radar/responses/latest', { signal }),
  });

export function useLatestRadar(enabled = true) {
  return useQuery({ ...latestRadarQuery(), enabled });
}

export const gamificationQuery = (collaboratorUuid: string) =>
  queryOptions({
    queryKey: radarKeys.gamification(collaboratorUuid),
    queryFn: ({ signal }) =>
      api.get<TGamification>(`/collaborators/${collaboratorUuid}/gamification`, { signal }),
  });

export function useGamification() {
  const { user } = useSession('collaborator');
  return useQuery(gamificationQuery(user.uuid));
}

/** Sends the built-in questionnaire; on success the stored user gets hasSentForm (unblocks the dashboard). */
export function useSubmitRadar() {
  const queryClient = useQueryClient();
  const { update } = useSession('collaborator');
  return useMutation({
    mutationFn: (body: TRadarResponse) =>
      api.post<TRadarSubmitResult>('/well-being-radar/responses', body),
    onSuccess: (result) => {
      update({ hasSentForm: true, lastSentFormAt: result.collaborator.lastSentFormAt });
      queryClient.setQueryData<TRadarLatest>(radarKeys.latest, {
        latest: result.response,
        previous: result.previous,
        retakeFrom: result.retakeFrom,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collaborators.all });
    },
  });
}
