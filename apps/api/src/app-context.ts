import type { Database } from './db/client.ts';
import type { Notifier } from './db/notifications.ts';
import type { Env } from './config/env.ts';
import type { Clock } from './lib/clock.ts';
import type { Role } from './modules/auth/roles.ts';
import type { ReadCache } from './modules/read-cache/read-cache.ts';
import type { Lifecycle } from './lifecycle/lifecycle.ts';

/** Everything a route or service needs from the outside world; tests build their own. */
export interface AppDeps {
  database: Database;
  env: Env;
  clock: Clock;
  jwtKey: Uint8Array;
  /** Encrypts second-factor secrets at rest (MFA_ENCRYPTION_KEY, modules/mfa/mfa-crypto.ts). */
  mfaKey: Buffer;
  /** Secret that signs the built-in payment sandbox's notifications. */
  paymentWebhookSecret: string;
  /** Hot-read cache (modules/read-cache); buildApp creates one when absent. */
  readCache?: ReadCache;
  /** The server's start/stop state for /api/health/ready (server.ts); absent in tests: ready. */
  lifecycle?: Lifecycle;
}

export interface AuthContext {
  role: Role;
  uuid: string;
  /** The server-side session of the caller's token (modules/auth/sessions.ts). */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The instance's LISTEN/NOTIFY (db/notifications.ts), closed with the app. */
    notifier: Notifier;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}
