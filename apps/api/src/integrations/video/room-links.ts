import type { Env } from '../../config/env.ts';

/**
 * The session room's pages (domain.md §16), one per side: what reminders link to. The room is
 * inside the product; the old public meet.jit.si links are gone (decision 1155).
 */
export function roomPageUrls(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, appointmentUuid: string) {
  const base = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    collaborator: `${base}/collaborator/app/appointment/${appointmentUuid}/session`,
    psychologist: `${base}/psychologist/app/appointments/${appointmentUuid}/session`,
  };
}
