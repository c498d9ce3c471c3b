import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TActionPlanStatus } from '@acolher/contracts/action-plan';
import { companies } from '../schema.ts';
import { id, createdAt, updatedAt, deletedAt, ref } from './columns.ts';
import { riskInventoryItems } from './risk-surveys.ts';

/**
 * One action of a company's action plan (domain.md §19, decision 1205): what will be done, who
 * answers for it, by when, how far it is and the psychosocial risk it answers.
 */
export const actionPlanItems = pgTable(
  'action_plan_items',
  {
    uuid: id(),
    companyUuid: ref('company_uuid', () => companies.uuid),
    action: text('action').notNull(),
    owner: text('owner').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<TActionPlanStatus>().notNull().default('planned'),
    risk: text('risk').notNull(),
    /** The inventory item it answers (domain.md §20), if any. */
    inventoryItemUuid: uuid('inventory_item_uuid').references(() => riskInventoryItems.uuid),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('action_plan_items_company_idx')
      .on(t.companyUuid, t.dueDate, t.createdAt)
      .where(sql`deleted_at is null`),
    check('action_plan_items_status_ck', sql`${t.status} in ('planned', 'in_progress', 'done')`),
  ],
);
