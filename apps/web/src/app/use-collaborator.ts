import { useEffect } from 'react';
import type { TCollaborator } from '@acolher/contracts/answers/collaborators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/app/use-session';
import { api } from '@/lib/api';
import { unlessJustRead } from '@/lib/just-read';
import type { SessionUser } from '@/lib/session';
import { queryKeys } from '@/lib/query-keys';

/** The stored session of a collaborator, with the fields of GET /collaborators/:id it follows. */
export type TCollaboratorUser = SessionUser &
  Pick<TCollaborator, 'uuid' | 'name'> &
  Partial<Pick<TCollaborator, 'credits' | 'hasSentForm' | 'hasAcceptedTerms'>>;

export const collaboratorKey = queryKeys.collaborators.one;

export const collaboratorQuery = (uuid: string) =>
  queryOptions({
    queryKey: collaboratorKey(uuid),
    queryFn: ({ signal }) =>
      api.get<
        TCollaboratorUser & Pick<TCollaborator, 'credits' | 'hasSentForm' | 'hasAcceptedTerms'>
      >(`/collaborators/${uuid}`, { signal }),
  });

/**
 * The signed-in collaborator, read again from GET /collaborators/:id each time a page opens (unless
 * its loader just read it) and every `refetchInterval` ms when given (a payment being confirmed);
 * the stored session follows it (credits, radar, terms), so every screen reads the same numbers.
 */
export function useCollaborator(options: { refetchInterval?: number | false } = {}) {
  const { user, update } = useSession<TCollaboratorUser>('collaborator');
  const query = useQuery({
    ...collaboratorQuery(user.uuid),
    staleTime: 0,
    refetchOnMount: unlessJustRead,
    refetchInterval: options.refetchInterval,
  });
  const fresh = query.data;
  useEffect(() => {
    if (!fresh) return;
    const changed =
      fresh.credits !== user.credits ||
      fresh.hasSentForm !== user.hasSentForm ||
      fresh.hasAcceptedTerms !== user.hasAcceptedTerms;
    if (changed) {
      update({
        credits: fresh.credits,
        hasSentForm: fresh.hasSentForm,
        hasAcceptedTerms: fresh.hasAcceptedTerms,
      });
    }
  }, [fresh, user.credits, user.hasSentForm, user.hasAcceptedTerms, update]);
  return { user: { ...user, ...(fresh ?? {}) } as TCollaboratorUser, query, update };
}
