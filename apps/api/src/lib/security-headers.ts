import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'none'"],
  formAction: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { directives: DIRECTIVES },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes for these options. The policy has no per-request part (no nonces),
 * so helmet runs once at start and every answer gets the same headers — @fastify/helmet would
 * rebuild helmet's middleware (and re-parse the policy) on every request.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let error: unknown;
  helmet(options)({} as IncomingMessage, res, (e?: unknown) => {
    error = e;
  });
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return headers;
}

/** The demo company's sample pages (apps/web/public/demo/*.html), framed by its own dashboard. */
const FRAMEABLE_PAGE = /^\/demo\/[\w-]+\.html(?:\?|$)/;

export function installSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  // Framed only by this site's own pages; everything else stays unframeable.
  const frameable = helmetHeaders({
    ...HELMET_OPTIONS,
    contentSecurityPolicy: { directives: { ...DIRECTIVES, frameAncestors: ["'self'"] } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(FRAMEABLE_PAGE.test(request.url) ? frameable : headers);
    // Every API answer is kept by no cache, shared or the browser's (domain.md §14, decision 1312):
    // most carry personal or clinical data, and one default cannot be forgotten by a new route.
    // A route with nothing personal may say otherwise (the public configuration does).
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    done();
  });
}
