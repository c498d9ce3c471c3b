import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { setBusinessTime } from '@acolher/contracts/time';
import type { AppDeps } from './app-context.ts';
import { createNotifier } from './db/notifications.ts';
import { isDemoMode } from './config/env.ts';
import { errorBody } from './lib/errors.ts';
import { API_ROOT } from './lib/paths.ts';
import { createLogger, requestId } from './lib/logger.ts';
import type { Logger } from 'pino';
import { installErrorHandler } from './lib/error-handler.ts';
import { serializeWithLocalDates } from './lib/local-dates.ts';
import type { AnswerTypeProvider } from './lib/route-plugin.ts';
import { installSecurityHeaders } from './lib/security-headers.ts';
import { installMetrics } from './modules/metrics/metrics.hooks.ts';
import { installTextGuard } from './lib/text-guard.ts';
import { requestLimitKey } from './modules/request-limits/request-limit-key.ts';
import { createSharedCounters } from './modules/request-limits/shared-counters.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { transformWithResponses } from './openapi/transform.ts';
import { installResponseCheck } from './openapi/response-check.ts';
import { kickDelivery } from './modules/messaging/delivery.service.ts';
import { uploadDir, UPLOADS_URL_PREFIX } from './integrations/storage/storage.ts';
import { createReadCache } from './modules/read-cache/read-cache.ts';
import { startReadCacheSync } from './modules/read-cache/read-cache-sync.ts';
import { installReadCache } from './modules/read-cache/read-cache.hooks.ts';
import { SIGNAL_SOCKET_OPTIONS } from './modules/session-room/signalling.ts';

const WEB_DIST = path.resolve(API_ROOT, '../web/dist');

export async function buildApp(
  deps: AppDeps,
  opts: {
    serveWeb?: boolean;
    logStream?: NodeJS.WritableStream;
    /** The process's logger (server.ts); otherwise one is made from LOG_LEVEL and logStream. */
    logger?: Logger;
    /** Sees every route as it registers (the authorization matrix test reads the route table). */
    onRoute?: (route: RouteOptions) => void;
    /** Tests only: told of every successful answer that is not what /api/docs documents. */
    onUndocumentedAnswer?: (problem: string) => void;
  } = {},
) {
  // The schemas' own time rules (a birthdate before "today") count in APP_TIME_ZONE by the
  // app's clock, like the services (domain.md §1). Process-wide: one app per process.
  setBusinessTime({ zone: deps.env.APP_TIME_ZONE, now: deps.clock });
  const app = Fastify({
    loggerInstance: (opts.logger ?? createLogger(deps.env, opts.logStream)) as FastifyBaseLogger,
    genReqId: requestId,
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<AnswerTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  if (opts.onUndocumentedAnswer) installResponseCheck(app, opts.onUndocumentedAnswer);
  app.setValidatorCompiler(validatorCompiler);
  // Instants with the business zone's offset: their first 10 characters are the local day (§1).
  // A route's `schema.response` documents its answer (/api/docs), types its handler and is checked
  // by the API tests (openapi/response-check.ts); it is not run per request: answers are written
  // by the same serializer with or without one.
  const serialize = serializeWithLocalDates(deps.env.APP_TIME_ZONE);
  app.setSerializerCompiler(() => serialize);
  app.setReplySerializer(serialize);
  app.decorate('deps', deps);
  installErrorHandler(app);
  // Every answer names its request id, the one its log lines carry (decision 1144).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installMetrics(app, deps);

  installSecurityHeaders(app);
  installTextGuard(app);
  // Counted in memory, shared by every instance through PostgreSQL (decision 1181).
  const counters = createSharedCounters(deps.database.db, (m) => app.log.warn(m));
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    // The plugin calls `new store(params)`; a constructor returning an object yields that object.
    store: function sharedStore() {
      return counters;
    } as unknown as FastifyRateLimitStoreCtor,
    max: deps.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => requestLimitKey(deps, request),
    // Only the API counts: one cold page load fetches ~40 static files, and a company's employees
    // often share one public IP (decision 1007).
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: (_req, ctx) => ({
      ...errorBody(429, 'Muitas tentativas. Tente novamente em alguns minutos.'),
      statusCode: ctx.statusCode,
    }),
  });
  // The session room's signalling (domain.md §16); messages above the limit close the socket.
  await app.register(websocket, { options: SIGNAL_SOCKET_OPTIONS });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Acolher API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: transformWithResponses,
  });

  // The instance's one LISTEN/NOTIFY connection (db/notifications.ts): the read cache's sync and
  // the session room's signalling share it (decisions 1004, 1452).
  const notifier = createNotifier(deps.database);
  app.decorate('notifier', notifier);
  app.addHook('onClose', () => notifier.close());
  deps.readCache ??= createReadCache({ ttlMs: deps.env.READ_CACHE_SECONDS * 1000 });
  if (deps.env.READ_CACHE_SECONDS > 0) {
    const sync = startReadCacheSync(notifier, deps.readCache, (m) => app.log.warn(m));
    app.addHook('onClose', () => sync.close());
  }
  installReadCache(app, deps.readCache);

  // A change may have queued messages (invitation, reset, approval, cancellation): deliver them now
  // instead of at the next minute's job. Coalesced, never throws, off where jobs are off.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      kickDelivery(deps);
    }
  });

  await app.register(
    async (api) => {
      // Off in production unless API_DOCS=on (decision 1312): it maps every call for a prober.
      if (isDemoMode(deps.env) || deps.env.API_DOCS === 'on') {
        api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      }
      await registerRoutes(api);
    },
    { prefix: '/api' },
  );

  if (!deps.env.S3_BUCKET) {
    // Local avatar storage (integrations/storage): uploaded files are served read-only here.
    await app.register(fastifyStatic, {
      root: path.resolve(uploadDir(deps.env)),
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
    });
  }

  const serveWeb = opts.serveWeb && fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const prerendered = serveWeb ? readPrerendered() : {};
  if (serveWeb) {
    // preCompressed: the build writes .br/.gz next to each asset (apps/web/vite.config.ts).
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      // `/` is answered below: its prerendered HTML (apps/web/scripts/prerender.mjs).
      index: false,
      maxAge: '1h',
      preCompressed: true,
      // Hashed build output never changes under its name: cache it for a year.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!serveWeb || request.url.startsWith('/api') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send(errorBody(404, 'Não encontrado'));
    }
    const [pathname, query] = request.url.split('?', 2);
    const page = prerendered[pathname!];
    const file = page && (query === undefined || page.anyQuery) ? page.file : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });
  return app;
}

type Prerendered = Record<string, { file: string; anyQuery: boolean }>;

/** Public pages the web build wrote as HTML (path → file); empty when the build has none. */
function readPrerendered(): Prerendered {
  const file = path.join(WEB_DIST, 'prerendered.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Prerendered;
}
