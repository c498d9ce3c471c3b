import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, ref } from './columns.ts';
import { collaborators } from './people.ts';

export const purchases = pgTable(
  'purchases',
  {
    uuid: id(),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    amount: integer('amount').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The provider's payment id (Stripe PaymentIntent), which refunds and disputes name. */
    paymentRef: text('payment_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_collaborator_idx').on(t.collaboratorUuid, t.createdAt),
    check(
      'purchases_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'failed', 'refunded', 'expired')`,
    ),
    check('purchases_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    refUuid: uuid('ref_uuid'),
    actorRole: text('actor_role'),
    actorUuid: uuid('actor_uuid'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_collaborator_idx').on(t.collaboratorUuid),
    uniqueIndex('credit_ledger_purchase_once_uq')
      .on(t.refUuid)
      .where(sql`reason = 'purchase'`),
    uniqueIndex('credit_ledger_booking_once_uq')
      .on(t.refUuid)
      .where(sql`reason = 'booking'`),
    uniqueIndex('credit_ledger_refund_once_uq')
      .on(t.refUuid)
      .where(sql`reason = 'refund'`),
    check(
      'credit_ledger_reason_valid',
      sql`${t.reason} in ('grant', 'purchase', 'booking', 'refund', 'seed', 'removal', 'purchase_refund')`,
    ),
  ],
);
