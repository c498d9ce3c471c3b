import { SignJWT } from 'jose';
import type { Env } from '../../config/env.ts';
import type { RoomAccess } from './room-access.ts';

type JitsiEnv = Pick<Env, 'JITSI_DOMAIN' | 'JITSI_APP_ID' | 'JITSI_APP_SECRET'>;

/** The appointment's Jitsi room: its uuid without dashes (the token, not the name, keeps it closed). */
const jitsiRoomName = (appointmentUuid: string) => `acolher${appointmentUuid.replace(/-/g, '')}`;

/**
 * A self-hosted Jitsi's token authentication (prosody `token` auth, HS256 with the app secret;
 * decision 1154): valid for this one room until the room closes, the psychologist as moderator.
 * Returns the room's address carrying the token.
 */
export async function jitsiUrl(env: JitsiEnv, access: RoomAccess, now: Date): Promise<string> {
  const domain = env.JITSI_DOMAIN!;
  const room = jitsiRoomName(access.appointmentUuid);
  const moderator = access.side === 'psychologist';
  const token = await new SignJWT({
    room,
    moderator,
    context: { user: { name: access.selfName, moderator } },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(env.JITSI_APP_ID!)
    .setAudience('jitsi')
    .setSubject(domain)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setNotBefore(Math.floor(access.opensAt.getTime() / 1000))
    .setExpirationTime(Math.floor(access.closesAt.getTime() / 1000))
    .sign(new TextEncoder().encode(env.JITSI_APP_SECRET!));
  return `https://${domain}/${room}?jwt=${token}`;
}
