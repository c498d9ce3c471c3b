import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TCollaborator } from '@acolher/contracts/answers/collaborators';
import { useSession } from '@/app/use-session';
import { collaboratorQuery } from '@/app/use-collaborator';
import { unlessJustRead } from '@/lib/just-read';
import type { SessionUser } from '@/lib/session';

export type CollaboratorRecord = SessionUser & Pick<TCollaborator, 'uuid' | 'name' | 'credits'>;

/**
 * GET /collaborators/{id}, and the stored session follows it, so the credits shown everywhere
 * (header, dashboard) are the server's, e.g. right after a payment.
 */
export function useFreshCollaborator(options: { refetchInterval?: number | false } = {}) {
  const { user, update } = useSession<CollaboratorRecord>('collaborator');
  const query = useQuery({
    ...collaboratorQuery(user.uuid),
    staleTime: 0,
    refetchOnMount: unlessJustRead,
    refetchInterval: options.refetchInterval,
  });
  const fresh = query.data;
  useEffect(() => {
    if (!fresh) return;
    const changed = Object.entries(fresh).some(
      ([k, v]) => JSON.stringify(user[k]) !== JSON.stringify(v),
    );
    if (changed) update(fresh);
  }, [fresh, update, user]);
  return {
    ...query,
    credits: fresh?.credits ?? (typeof user.credits === 'number' ? user.credits : undefined),
  };
}
