import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TSessionRating } from '@acolher/contracts/session-room';
import type { TSessionRoom } from '@acolher/contracts/answers/session-room';
import { api } from '@/lib/api';

/** The room's window, the caller's side and how to connect (GET /appointments/{uuid}/session). */
const sessionRoomQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['session-room', uuid],
    queryFn: ({ signal }) => api.get<TSessionRoom>(`/appointments/${uuid}/session`, { signal }),
    retry: false,
    // TURN credentials and the Jitsi token are fresh at each entry; nothing to keep.
    gcTime: 0,
    staleTime: Infinity,
  });

export function useSessionRoom(uuid: string) {
  return useQuery(sessionRoomQuery(uuid));
}

/**
 * While the room page is open, a request every 5 minutes keeps the sign-in from idling out: the
 * server closes a room socket whose token ended (decision 1313), and a call makes no other request.
 */
const roomKeepAliveQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['session-room', uuid, 'keep-alive'],
    queryFn: ({ signal }) => api.get<TSessionRoom>(`/appointments/${uuid}/session`, { signal }),
    refetchInterval: 5 * 60_000,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

export function useRoomKeepAlive(uuid: string) {
  return useQuery(roomKeepAliveQuery(uuid));
}

export function useRateSession(uuid: string) {
  return useMutation({
    mutationFn: (body: TSessionRating) =>
      api.post<void>(`/appointments/${uuid}/session/rating`, body),
  });
}
