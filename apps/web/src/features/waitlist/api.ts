import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import type {
  TWaitlistCount,
  TWaitlistEntry,
  TWaitlistOffer,
} from '@acolher/contracts/answers/waitlist';
import type { TWaitlistJoin } from '@acolher/contracts/waitlist';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const keys = queryKeys.waitlist;

/** GET /account/waitlist: the collaborator's places in line. */
export const myWaitlistQuery = () =>
  queryOptions({
    queryKey: keys.mine,
    queryFn: ({ signal }) => api.get<TWaitlistEntry[]>('/account/waitlist', { signal }),
  });

export function useMyWaitlist() {
  return useQuery(myWaitlistQuery());
}

/** POST /psychologists/{uuid}/waitlist. */
export function useJoinWaitlist(psychologistUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TWaitlistJoin) =>
      api.post<TWaitlistEntry>(`/psychologists/${psychologistUuid}/waitlist`, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** DELETE /account/waitlist/{uuid}. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/account/waitlist/${uuid}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** GET /waitlist/offers/{token}. */
export const waitlistOfferQuery = (token: string) =>
  queryOptions({
    queryKey: keys.offer(token),
    queryFn: ({ signal }) => api.get<TWaitlistOffer>(`/waitlist/offers/${token}`, { signal }),
    retry: false,
  });

export function useWaitlistOffer(token: string) {
  return useQuery(waitlistOfferQuery(token));
}

/** POST /waitlist/offers/{token}/accept: books the held slot (domain.md §5 rules). */
export function useAcceptOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAppointment>(`/waitlist/offers/${token}/accept`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: queryKeys.appointments.all });
      void client.invalidateQueries({ queryKey: queryKeys.collaborators.all });
    },
  });
}

/** GET /psychologists/waitlist/count: how many wait for the signed-in psychologist. */
export const waitlistCountQuery = () =>
  queryOptions({
    queryKey: keys.count,
    queryFn: ({ signal }) => api.get<TWaitlistCount>('/psychologists/waitlist/count', { signal }),
  });

export function useWaitlistCount() {
  return useQuery(waitlistCountQuery());
}
