import type { Env } from '../../config/env.ts';

/**
 * Who the passkeys belong to (decision 1340): the site of PUBLIC_URL when it is set (the address
 * people use), else the address the request came to (demo mode, tests).
 */
export interface WebauthnSite {
  rpID: string;
  origin: string;
}

export function webauthnSite(
  env: Pick<Env, 'PUBLIC_URL'>,
  request: { protocol: string; host: string; hostname: string },
): WebauthnSite {
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL);
    return { rpID: url.hostname, origin: url.origin };
  }
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}
