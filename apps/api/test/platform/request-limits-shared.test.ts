import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { requestCounters } from '../../src/db/tables/request-counters.ts';
import { createSharedCounters } from '../../src/modules/request-limits/shared-counters.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { bearer, makeCollaborator } from '../helpers/factories.ts';

// docs/domain.md §14/§15 (decision 1181): request limits are shared by every instance through the
// database, so two instances together allow about the limit, not twice it. Both instances here
// use the same database (on PGlite the same embedded one, on PostgreSQL the same server).
const LIMIT = 100;
const OFFICE = '203.0.113.30';
const TOO_MANY = 'Muitas tentativas. Tente novamente em alguns minutos.';

describe('request limits shared by two instances on one database', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: LIMIT });
    other = await buildApp({ ...ctx.deps, readCache: undefined });
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const call = (app: typeof other, token?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: OFFICE,
      headers: token ? bearer(token) : {},
    });

  it("one account's flood over both instances meets 429 near the limit; a colleague goes on", async () => {
    const flooder = await makeCollaborator(ctx);
    const colleague = await makeCollaborator(ctx);
    const instances = [ctx.app, other];
    let allowed = 0;
    let last;
    for (let i = 0; i < 2 * LIMIT; i++) {
      last = await call(instances[i % 2], flooder.token);
      if (last.statusCode === 200) allowed++;
      else expect(last.statusCode).toBe(429);
    }
    // Alone, each instance would have allowed LIMIT (2 × LIMIT together): shared, about LIMIT.
    expect(allowed).toBeGreaterThanOrEqual(LIMIT);
    expect(allowed).toBeLessThanOrEqual(LIMIT * 1.15);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(TOO_MANY);
    for (const app of instances) {
      expect((await call(app, flooder.token)).statusCode).toBe(429);
      expect((await call(app, colleague.token)).statusCode).toBe(200);
      expect((await call(app)).statusCode).toBe(200); // the address was not charged
    }
  }, 60_000);

  it('the counts are in the database, one row per account or address', async () => {
    const person = await makeCollaborator(ctx);
    for (let i = 0; i < 7; i++) expect((await call(other, person.token)).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await ctx.db
              .select()
              .from(requestCounters)
              .where(eq(requestCounters.key, `account:collaborator:${person.uuid}`))
          )[0]?.count,
        { timeout: 3000 },
      )
      .toBe(7);
  });
});

describe('the shared counters module', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const incr = (store: ReturnType<typeof createSharedCounters>, key: string, max = 10) =>
    new Promise<number>((resolve) => store.incr(key, (_e, r) => resolve(r.current), 60_000, max));

  it("reads back the other instance's counts and deletes windows long over", async () => {
    let now = Date.parse('2026-03-02T12:00:00.000Z');
    const errors: string[] = [];
    const a = createSharedCounters(
      ctx.deps.database.db,
      (m) => errors.push(m),
      () => now,
    );
    const b = createSharedCounters(
      ctx.deps.database.db,
      (m) => errors.push(m),
      () => now,
    );
    for (let i = 0; i < 4; i++) await incr(a, 'address:198.51.100.1', 1000);
    await a.flush();
    expect(await incr(b, 'address:198.51.100.1', 1000)).toBe(1); // b has not flushed yet
    await b.flush();
    expect(await incr(b, 'address:198.51.100.1', 1000)).toBe(6);

    // Three minutes later the row is gone at the next flush; a new window starts from one.
    now += 3 * 60_000;
    expect(await incr(a, 'address:198.51.100.2', 1000)).toBe(1);
    await a.flush();
    const keys = (await ctx.db.select().from(requestCounters)).map((r) => r.key);
    expect(keys).not.toContain('address:198.51.100.1');
    expect(keys).toContain('address:198.51.100.2');
    expect(await incr(a, 'address:198.51.100.1', 1000)).toBe(1);
    await a.close();
    await b.close();
    expect(errors).toEqual([]);
  });
});
