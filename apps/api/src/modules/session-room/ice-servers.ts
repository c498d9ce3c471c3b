import { createHmac } from 'node:crypto';
import type { TIceServer } from '@acolher/contracts/answers/session-room';
import type { Env } from '../../config/env.ts';

/** How long TURN credentials live: the room's longest stay (15 + 50 + 10 minutes) and a margin. */
export const TURN_CREDENTIAL_SECONDS = 2 * 60 * 60;

/**
 * The ICE servers a participant's browser uses (domain.md §16). `ICE_SERVERS` (JSON, as
 * RTCConfiguration.iceServers) wins; else `TURN_URLS` + `TURN_SECRET` give time-limited
 * credentials in coturn's REST scheme (`use-auth-secret`): username `<expiry unix>:<id>`,
 * credential base64(HMAC-SHA1(secret, username)), so no TURN password is ever stored or shared.
 * None configured: an empty list (host candidates only, enough on one network).
 */
export function iceServersFor(
  env: Partial<Pick<Env, 'ICE_SERVERS' | 'TURN_URLS' | 'TURN_SECRET'>>,
  participantId: string,
  now: Date,
): TIceServer[] {
  if (env.ICE_SERVERS) return env.ICE_SERVERS;
  if (env.TURN_URLS && env.TURN_SECRET) {
    const expiry = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
    const username = `${expiry}:${participantId}`;
    const credential = createHmac('sha1', env.TURN_SECRET).update(username).digest('base64');
    return [{ urls: env.TURN_URLS, username, credential }];
  }
  return [];
}
