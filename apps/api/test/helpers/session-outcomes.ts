import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { TestContext } from './test-app.ts';

/** A collaborator's balance and the sum of its ledger (domain.md §4: always equal). */
export async function creditsAndLedger(ctx: TestContext, collaboratorUuid: string) {
  const [row] = await ctx.db
    .select({ credits: s.collaborators.credits })
    .from(s.collaborators)
    .where(eq(s.collaborators.uuid, collaboratorUuid));
  const [sum] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${s.creditLedger.delta}), 0)::int` })
    .from(s.creditLedger)
    .where(eq(s.creditLedger.collaboratorUuid, collaboratorUuid));
  return { credits: row.credits, ledger: Number(sum.total) };
}

/** The outbox messages of one kind addressed to one person. */
export function messagesTo(ctx: TestContext, recipientUuid: string, kind: string) {
  return ctx.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.recipientUuid, recipientUuid), eq(s.outbox.kind, kind)));
}

/** The audit rows of one action on one target. */
export function auditsOf(ctx: TestContext, action: string, targetUuid: string) {
  return ctx.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, action), eq(s.auditLog.targetUuid, targetUuid)));
}
