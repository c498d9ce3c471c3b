import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** Every collaborator's credits beside the sum of its ledger (domain.md §4: always equal). */
async function creditsAndLedgers(ctx: TestContext, collaboratorUuid?: string) {
  const rows = await ctx.db
    .select({
      uuid: s.collaborators.uuid,
      credits: s.collaborators.credits,
      ledger: sql<number>`coalesce(sum(${s.creditLedger.delta}), 0)::int`,
    })
    .from(s.collaborators)
    .leftJoin(s.creditLedger, eq(s.creditLedger.collaboratorUuid, s.collaborators.uuid))
    .where(collaboratorUuid ? eq(s.collaborators.uuid, collaboratorUuid) : undefined)
    .groupBy(s.collaborators.uuid, s.collaborators.credits);
  return rows.map((r) => ({ uuid: r.uuid, credits: Number(r.credits), ledger: Number(r.ledger) }));
}

/**
 * domain.md §4's invariant, the one check of it in the tests: every collaborator's credits (or one
 * collaborator's, when named) equal the sum of its ledger and are never negative. Answers the
 * named collaborator's credits, so a test can also say what the balance must be.
 */
export async function expectLedgerBalanced(
  ctx: TestContext,
  collaboratorUuid?: string,
): Promise<number> {
  const rows = await creditsAndLedgers(ctx, collaboratorUuid);
  const broken = rows.filter((r) => r.credits !== r.ledger || r.credits < 0);
  expect(broken, 'credits equal the ledger sum and are never negative (domain.md §4)').toEqual([]);
  if (collaboratorUuid === undefined) return 0;
  expect(rows, `collaborator ${collaboratorUuid}`).toHaveLength(1);
  return rows[0]!.credits;
}

/** A collaborator's credits as stored. */
export async function creditsOf(ctx: TestContext, uuid: string) {
  const [row] = await ctx.db
    .select({ credits: s.collaborators.credits })
    .from(s.collaborators)
    .where(eq(s.collaborators.uuid, uuid));
  return row!.credits;
}

/**
 * A test file's app (created before its tests, closed after them, its clock set to `now` before
 * each when given) with `expectLedgerBalanced` after every test. Read `world.ctx` inside tests.
 */
export function appWithLedgerCheck(now?: string) {
  const world = { ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    world.ctx = await createTestApp();
  });
  afterAll(() => world.ctx.close());
  if (now) beforeEach(() => world.ctx.setNow(now));
  afterEach(async () => {
    await expectLedgerBalanced(world.ctx);
  });
  return world;
}
