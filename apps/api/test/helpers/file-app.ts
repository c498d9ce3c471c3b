import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../../src/config/env.ts';
import { apiCaller } from './api.ts';
import { makeAdministrator } from './factories.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * A value a test file makes once, in `beforeAll` (and ends in `afterAll` with `dispose`), read like
 * a constant: `const ctx = fileApp();` instead of a `let` set in `beforeAll`. Hooks run in the
 * order they are declared, so a later one may use an earlier one. Reading it before its
 * `beforeAll` has run throws.
 */
function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  dispose?: (value: T) => unknown,
): T {
  let value: T | undefined;
  const made = () => {
    if (value === undefined) throw new Error('read before its beforeAll has run');
    return value;
  };
  beforeAll(async () => {
    value = await make();
  });
  if (dispose) afterAll(() => dispose(made()));
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(made(), key),
  });
}

/**
 * The test file's app (`createTestApp`): created before its tests, closed after them; with `now`,
 * its clock starts there.
 */
export function fileApp(
  overrides: Partial<Env> = {},
  opts: Parameters<typeof createTestApp>[1] & { now?: Date | string } = {},
): TestContext {
  const { now, ...appOpts } = opts;
  return madeBeforeAll(
    async () => {
      const ctx = await createTestApp(overrides, appOpts);
      if (now !== undefined) ctx.setNow(now);
      return ctx;
    },
    (ctx) => ctx.close(),
  );
}

/** An administrator made once for the file (after its app), with its `.token`. */
export function fileAdministrator(ctx: TestContext) {
  return madeBeforeAll(() => makeAdministrator(ctx));
}

/**
 * The usual head of a test file (decision 1430): its app (`fileApp` with the same arguments), the
 * file's administrator and the API client on that app: `const { ctx, admin, call } = fileKit();`.
 */
export function fileKit(...args: Parameters<typeof fileApp>) {
  const ctx = fileApp(...args);
  return { ctx, admin: fileAdministrator(ctx), call: apiCaller(() => ctx) };
}

/**
 * The test file's app at the most verbose log level (`fileApp` with LOG_LEVEL=trace and `now`),
 * with everything it has logged so far: `logged()` (domain.md §14: what a log must never hold).
 */
export function fileAppLogging(now?: string) {
  let text = '';
  const logStream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const ctx = fileApp({ LOG_LEVEL: 'trace' }, { logStream, now });
  return { ctx, logged: () => text };
}
