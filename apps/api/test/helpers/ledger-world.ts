import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * A test file's app (created before its tests, closed after them, its clock set to `now` before
 * each when given) with domain.md §4's invariant checked after every test: each collaborator's
 * credits equal the sum of its ledger. Read `world.ctx` inside tests and helpers.
 */
export function appWithLedgerCheck(now?: string) {
  const world = { ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    world.ctx = await createTestApp();
  });
  afterAll(() => world.ctx.close());
  if (now) beforeEach(() => world.ctx.setNow(now));
  afterEach(async () => {
    for (const r of await creditsAndLedgers(world.ctx)) expect(r.credits, r.uuid).toBe(r.ledger);
  });
  return world;
}

/** A collaborator's credits as stored. */
export async function creditsOf(ctx: TestContext, uuid: string) {
  const [row] = await ctx.db
    .select({ credits: s.collaborators.credits })
    .from(s.collaborators)
    .where(eq(s.collaborators.uuid, uuid));
  return row.credits;
}

/** Every collaborator's credits beside the sum of its ledger (domain.md §4: always equal). */
export async function creditsAndLedgers(ctx: TestContext) {
  const rows = await ctx.db
    .select({
      uuid: s.collaborators.uuid,
      credits: s.collaborators.credits,
      ledger: sql<number>`coalesce(sum(${s.creditLedger.delta}), 0)::int`,
    })
    .from(s.collaborators)
    .leftJoin(s.creditLedger, eq(s.creditLedger.collaboratorUuid, s.collaborators.uuid))
    .groupBy(s.collaborators.uuid, s.collaborators.credits);
  return rows.map((r) => ({ uuid: r.uuid, credits: Number(r.credits), ledger: Number(r.ledger) }));
}
