import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../auth/roles.ts';
import type { ReadCache } from './read-cache.ts';

/** A GET route opts in with `config: { readCache: {} }`; see read-cache.ts for the rule. */
export interface ReadCacheRouteConfig {
  /**
   * Roles whose answer does not depend on who asks (only on the URL): they share one entry.
   * Every other caller has entries of their own.
   */
  sharedFor?: Role[];
  /**
   * What the answer depends on (decision 1212), e.g. `collaborator:<uuid>`: a change that names
   * one of these families clears it. Without families, every change clears it.
   */
  families?: (request: FastifyRequest) => string[];
}

/** What the request being served changes, as its module declared it (decision 1212). */
interface ChangeScope {
  families?: string[];
}
const requestChange = new AsyncLocalStorage<ChangeScope>();

/**
 * Called by the module that writes (decision 1212): the families of cached answers its operation
 * (or its refusal) can touch, so that only they are cleared when the answer is sent. A change whose
 * module declares nothing clears every cached answer. Outside a request (a job) it does nothing:
 * jobs call `deps.readCache.changed()` themselves.
 */
export function changesOnly(families: string[]) {
  const scope = requestChange.getStore();
  if (scope) scope.families = families;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheRouteConfig;
  }
  interface FastifyRequest {
    readCacheEntry?: {
      key: string;
      generation: number;
      families: string[];
      done?: (body?: string) => void;
    };
    /** What a change's module declared it touches (`changesOnly`); otherwise it clears everything. */
    readCacheChange?: ChangeScope;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function entryKey(request: FastifyRequest, config: ReadCacheRouteConfig) {
  const auth = request.auth;
  if (!auth) return undefined;
  const who = config.sharedFor?.includes(auth.role) ? auth.role : `${auth.role}:${auth.uuid}`;
  return `${who} ${request.url}`;
}

export function installReadCache(app: FastifyInstance, cache: ReadCache) {
  // Each change runs with its own scope, which its module fills in (`changesOnly`).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE.has(request.method)) return done();
    const scope: ChangeScope = {};
    request.readCacheChange = scope;
    requestChange.run(scope, done);
  });

  // Misses of one key that arrive together wait for the first one instead of all asking the
  // database (a cold start under load would otherwise run the same query a hundred times).
  const inFlight = new Map<string, Promise<string | undefined>>();

  const hit = (reply: FastifyReply, body: string) => {
    // A page's answer keeps its next page's address (decision 1211): `link\n` before the body.
    const cut = body.startsWith('<') ? body.indexOf('\n') : -1;
    if (cut > 0) reply.header('link', body.slice(0, cut));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('x-read-cache', 'hit')
      .send(cut > 0 ? body.slice(cut + 1) : body);
  };

  // After the guard (preValidation) and the validation of params and query.
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config.readCache;
    if (!config || request.method !== 'GET' || !cache.enabled) return;
    const key = entryKey(request, config);
    if (!key) return;
    const body = cache.getResponse(key) ?? (await inFlight.get(key));
    if (body !== undefined) return hit(reply, body);
    const generation = cache.generation;
    const families = config.families?.(request) ?? [];
    if (inFlight.has(key)) {
      request.readCacheEntry = { key, generation, families };
      return;
    }
    let done!: (body?: string) => void;
    inFlight.set(key, new Promise<string | undefined>((resolve) => (done = resolve)));
    request.readCacheEntry = {
      key,
      generation,
      families,
      done: (result) => {
        inFlight.delete(key);
        done(result);
      },
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE.has(request.method)) {
      // A change (or an attempt at one) of this instance: nobody may read what was before it, in
      // the families it named, or anywhere.
      cache.changed(request.readCacheChange?.families);
      return payload;
    }
    const entry = request.readCacheEntry;
    if (!entry) return payload;
    const body = reply.statusCode === 200 && typeof payload === 'string' ? payload : undefined;
    const link = reply.getHeader('link');
    let stored = body !== undefined && typeof link === 'string' ? `${link}\n${body}` : body;
    if (stored !== undefined) {
      cache.setResponse(entry.key, entry.generation, stored, entry.families);
      // Waiting readers take it only if it was fresh enough to keep.
      if (cache.getResponse(entry.key) !== stored) stored = undefined;
    }
    entry.done?.(stored);
    entry.done = undefined;
    return payload;
  });

  // A leader that never reached onSend (connection closed, error before sending) lets the others go.
  app.addHook('onResponse', async (request) => request.readCacheEntry?.done?.(undefined));
  app.addHook('onRequestAbort', async (request) => request.readCacheEntry?.done?.(undefined));
}
