import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { TestContext } from './test-app.ts';

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
