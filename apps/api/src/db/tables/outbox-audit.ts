import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, tstz } from './columns.ts';

// The outbox of messages and the audit log (split from db/schema.ts, decision 1228).

export const outbox = pgTable(
  'outbox',
  {
    uuid: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    relatedUuid: uuid('related_uuid'),
    /**
     * The collaborator or psychologist the message is addressed to (required for WhatsApp rows):
     * withdrawing WhatsApp consent moves that person's pending WhatsApp rows to e-mail (decision 0902).
     */
    recipientUuid: uuid('recipient_uuid'),
    /** Not delivered before this instant (reminders); null means at once. */
    sendAfter: tstz('send_after'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx')
      .on(t.sendAfter)
      .where(sql`status = 'pending'`),
    index('outbox_pending_recipient_idx')
      .on(t.recipientUuid)
      .where(sql`status = 'pending'`),
    check('outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorRole: text('actor_role').notNull(),
    actorUuid: uuid('actor_uuid'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetUuid: uuid('target_uuid'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetUuid),
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorUuid),
  ],
);
