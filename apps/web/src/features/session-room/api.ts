import { useMutation, useQuery } from '@tanstack/react-query';
import type { TSessionRating } from '@acolher/contracts/session-room';
import type { TSessionRoom } from '@acolher/contracts/answers/session-room';
import { api } from '@/lib/api';

/** The room's window, the caller's side and how to connect (GET /appointments/{uuid}/session). */
export function useSessionRoom(uuid: string) {
  return useQuery({
    queryKey: ['session-room', uuid],
    queryFn: ({ signal }) => api.get<TSessionRoom>(`/appointments/${uuid}/session`, { signal }),
    retry: false,
    // TURN credentials and the Jitsi token are fresh at each entry; nothing to keep.
    gcTime: 0,
    staleTime: Infinity,
  });
}

export function useRateSession(uuid: string) {
  return useMutation({
    mutationFn: (body: TSessionRating) =>
      api.post<void>(`/appointments/${uuid}/session/rating`, body),
  });
}
