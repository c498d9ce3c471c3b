import { z } from 'zod';
import { ROLES, type TRole } from '@acolher/contracts/constants';
import { zCnpj } from '@acolher/contracts/fields';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** The demo administrator's published password (README): refused in production (§15). */
export const DEMO_ADMIN_PASSWORD = 'acolher123';

const ZIceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const roleList = (list: string) =>
  list
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
const isRole = (r: string): r is TRole => (ROLES as readonly string[]).includes(r);
const mfaRoles = (list: string) => roleList(list).filter(isRole);

const ZEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Demo mode (default: `npm start` for a newcomer, with demo data, the sandbox checkout and visible
   * one-time links) or the hardened production mode (domain.md §15).
   */
  APP_ENV: z.enum(['demo', 'production']).default('demo'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** `on` serves the OpenAPI document at /api/docs in production too (always in demo mode). */
  API_DOCS: z.enum(['on', 'off']).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  /** Default: true in demo mode, false in production (where true refuses to start, §15). */
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.string().email().default('admin@acolher.dev'),
  /** Default: the demo one in demo mode only; production needs its own (§15). */
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6).optional()),
  JWT_SECRET: optionalText,
  /** Encrypts second-factor secrets at rest (domain.md §14); demo mode generates one in DATA_DIR. */
  MFA_ENCRYPTION_KEY: optionalText,
  /**
   * Roles that must turn a second factor on before anything else answers (domain.md §14), comma-
   * separated. Default: `administrator,psychologist` in production, none in demo mode.
   */
  MFA_REQUIRED_ROLES: z
    .string()
    .optional()
    .refine((v) => v === undefined || roleList(v).every(isRole), {
      message: `papéis válidos: ${ROLES.join(', ')}`,
    }),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** A session unused this long ends ('Sua sessão expirou. Entre novamente.', domain.md §14). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  /** How often an open session-room socket checks that its token still signs in (decision 1313). */
  ROOM_TOKEN_CHECK_SECONDS: z.coerce.number().positive().default(5),
  APP_TIME_ZONE: z.string().default('America/Sao_Paulo'),
  PUBLIC_URL: optionalText,
  SIGN_IN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(10),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(100),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Which proxies may say who the client is (X-Forwarded-For), for the per-IP limits. Unset/false:
   * nobody (the connection's address counts; a client cannot pick its own IP). `true`: any peer;
   * otherwise the proxies' addresses/CIDRs, comma-separated (Fastify's trustProxy; this Fastify
   * refuses hop counts, which cannot check the peer).
   */
  TRUST_PROXY: optionalText.transform((v): boolean | string => {
    if (v === undefined || /^(false|0|no)$/i.test(v)) return false;
    return /^(true|1|yes)$/i.test(v) ? true : v;
  }),
  PSYCHOLOGIST_SESSION_FEE_CENTS: z.coerce.number().int().min(0).default(6000),
  /**
   * The session room: the built-in one (attendance known, sessions settled by it, domain.md §17)
   * or an external provider (`jitsi`: attendance unknown, sessions confirmed at their end, §6).
   */
  VIDEO_PROVIDER: z.enum(['builtin', 'jitsi']).default('builtin'),
  /** RTCConfiguration.iceServers as JSON; wins over TURN_URLS/TURN_SECRET (decision 1151). */
  ICE_SERVERS: optionalText.pipe(
    z
      .string()
      .transform((v, ctx) => {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'JSON inválido' });
          return z.NEVER;
        }
      })
      .pipe(z.array(ZIceServer))
      .optional(),
  ),
  /** coturn addresses (comma-separated `turn:`/`turns:` URLs) for time-limited credentials. */
  TURN_URLS: optionalText.transform((v) =>
    v
      ?.split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  ),
  /** coturn's `static-auth-secret` (use-auth-secret): signs each TURN credential. */
  TURN_SECRET: optionalText,
  /** VIDEO_PROVIDER=jitsi: a self-hosted Jitsi with token authentication (decision 1154). */
  JITSI_DOMAIN: optionalText,
  JITSI_APP_ID: optionalText,
  JITSI_APP_SECRET: optionalText,
  /** docs/domain.md §17: pending appointments a collaborator may hold at once. */
  MAX_PENDING_PER_COLLABORATOR: z.coerce.number().int().positive().default(10),
  /** docs/domain.md §17: how long before its start a session may still be booked. */
  MIN_BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).default(0),
  UPLOAD_DIR: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText,
  PAYMENT_WEBHOOK_SECRET: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Acolher <nao-responda@acolher.dev>'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  TYPEFORM_WEBHOOK_SECRET: optionalText,
  ASSISTANT_URL: optionalText,
  /**
   * Who runs the service, on the public page 'Quem somos' (decision 1413): demo values in demo mode,
   * nothing shown for an unset one in production (a warning at start names them).
   */
  OPERATOR_LEGAL_NAME: optionalText,
  OPERATOR_CNPJ: optionalText.pipe(zCnpj().optional()),
  OPERATOR_ADDRESS: optionalText,
  OPERATOR_TECHNICAL_LEAD: optionalText,
  OPERATOR_TECHNICAL_LEAD_CRP: optionalText.pipe(
    z.string().regex(/^\d{2}\/?\d{5,6}$/, 'CRP inválido (ex.: 06/123456)').optional(),
  ),
  OPERATOR_DPO_NAME: optionalText,
  OPERATOR_DPO_EMAIL: optionalText.pipe(z.string().email('E-mail inválido').optional()),
  /** Address of an external terms form (e.g. a Typeform); shown inside both terms modals. */
  TERMS_FORM_URL: optionalText.pipe(z.string().url().startsWith('https://').optional()),
  JOBS_ENABLED: bool.default(true),
  /** Lifetime of the hot-read cache entries (modules/read-cache); 0 turns the cache off. */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `off`: no purchases, credits only from the company (domain.md §15, decision 1141). */
  PAYMENTS: z.enum(['on', 'off']).default('on'),
  /** Connections of the app's PostgreSQL pool; pg-boss gets a quarter (at least 2), decision 1143. */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  /** Bearer token that opens GET /api/metrics (Prometheus); unset: the endpoint answers 404. */
  METRICS_TOKEN: optionalText,
  /**
   * Seconds a stopping instance keeps serving with /api/health/ready at 503, so the proxy stops
   * sending it work before it stops listening. Default: 0 in demo mode, 5 in production.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).optional(),
});

/** Defaults that depend on the mode (§15): production never seeds demo data nor knows a password. */
const ZEnv = ZEnvFields.refine(
  (e) => e.VIDEO_PROVIDER !== 'jitsi' || (e.JITSI_DOMAIN && e.JITSI_APP_ID && e.JITSI_APP_SECRET),
  { path: ['VIDEO_PROVIDER'], message: 'jitsi pede JITSI_DOMAIN, JITSI_APP_ID e JITSI_APP_SECRET' },
).transform((e) => {
  const demo = e.APP_ENV !== 'production';
  return {
    ...e,
    SEED_DEMO: e.SEED_DEMO ?? demo,
    ADMIN_PASSWORD: e.ADMIN_PASSWORD ?? (demo ? DEMO_ADMIN_PASSWORD : undefined),
    SHUTDOWN_DELAY_SECONDS: e.SHUTDOWN_DELAY_SECONDS ?? (demo ? 0 : 5),
    MFA_REQUIRED_ROLES: mfaRoles(
      e.MFA_REQUIRED_ROLES ?? (demo ? '' : 'administrator,psychologist'),
    ),
  };
});

export type Env = z.output<typeof ZEnv>;

/** Reads the environment once; a bad value stops the start with one clear line. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida: ${lines.join('; ')}`);
  }
  return parsed.data;
}

/** Demo mode: one-time links visible on 'Mensagens', demo data, the sandbox checkout (§15). */
export function isDemoMode(env: Pick<Env, 'APP_ENV'>): boolean {
  return env.APP_ENV !== 'production';
}

export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...ZEnv.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      // Off in tests by default: factories write rows behind the app's back. read-cache tests turn it on.
      READ_CACHE_SECONDS: '0',
    }),
    ...overrides,
  };
}

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * Demo mode listening on every interface says so at start (decision 1312): its accounts' passwords
 * are in the README, so anyone who reaches the port signs in. Loopback stays quiet.
 */
export function demoExposureWarning(env: Pick<Env, 'APP_ENV' | 'HOST' | 'PORT'>) {
  if (!isDemoMode(env) || !EVERY_INTERFACE.has(env.HOST.trim())) return undefined;
  return (
    `Atenção: modo de demonstração ouvindo em todas as interfaces (${env.HOST || '0.0.0.0'}:${env.PORT}), ` +
    'com as contas de demonstração e suas senhas públicas (README): qualquer pessoa que alcance ' +
    'esta porta pode entrar. Use HOST=127.0.0.1 para aceitar só esta máquina, ou APP_ENV=production.'
  );
}
