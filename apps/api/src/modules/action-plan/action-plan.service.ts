import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  ACTION_PLAN_MAX_ITEMS,
  ACTION_PLAN_MESSAGES as M,
  type TActionPlanItemCreate,
  type TActionPlanItemUpdate,
} from '@acolher/contracts/action-plan';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { actionPlanItems as items } from '../../db/tables/action-plan.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';
import { riskInventoryItems } from '../../db/tables/risk-surveys.ts';
import { RISK_SURVEY_MESSAGES } from '@acolher/contracts/risk-surveys';

/** A linked inventory item (domain.md §20) must be one of the company's, not removed: else 404. */
async function assertInventoryItem(db: DbOrTx, companyUuid: string, itemUuid?: string | null) {
  if (!itemUuid) return;
  const [row] = await db
    .select({ uuid: riskInventoryItems.uuid })
    .from(riskInventoryItems)
    .where(
      and(
        eq(riskInventoryItems.uuid, itemUuid),
        eq(riskInventoryItems.companyUuid, companyUuid),
        isNull(riskInventoryItems.deletedAt),
      ),
    );
  if (!row) throw notFound(RISK_SURVEY_MESSAGES.inventoryItemNotFound);
}

const view = {
  uuid: items.uuid,
  companyUuid: items.companyUuid,
  action: items.action,
  owner: items.owner,
  dueDate: items.dueDate,
  status: items.status,
  risk: items.risk,
  inventoryItemUuid: items.inventoryItemUuid,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};

/**
 * As GET /companies/{uuid} answers (decision 1205): the role guard refuses collaborators and
 * psychologists (403), a company names only itself (403 for another's uuid), and an unknown or
 * deleted company is 404 for the administrator.
 */
async function assertCompany(db: DbOrTx, auth: AuthContext, companyUuid: string, lock = false) {
  if (auth.role === 'company' && auth.uuid !== companyUuid) throw forbidden();
  if (auth.role !== 'company' && auth.role !== 'administrator') throw forbidden();
  const query = db
    .select({ uuid: companies.uuid })
    .from(companies)
    .where(and(eq(companies.uuid, companyUuid), isNull(companies.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(COMPANY_NOT_FOUND);
}

const ofCompany = (companyUuid: string, itemUuid: string) =>
  and(eq(items.uuid, itemUuid), eq(items.companyUuid, companyUuid), isNull(items.deletedAt));

/** The company's plan by deadline, then creation (the uuid settles a tie of both). */
export function planOf(db: DbOrTx, companyUuid: string) {
  return db
    .select(view)
    .from(items)
    .where(and(eq(items.companyUuid, companyUuid), isNull(items.deletedAt)))
    .orderBy(asc(items.dueDate), asc(items.createdAt), asc(items.uuid));
}

/** GET /companies/{uuid}/action-plan */
export async function listActionPlan(deps: AppDeps, auth: AuthContext, companyUuid: string) {
  const { db } = deps.database;
  await assertCompany(db, auth, companyUuid);
  return planOf(db, companyUuid);
}

/**
 * POST /companies/{uuid}/action-plan: the company row is locked so that two additions count
 * against the limit one after the other.
 */
export async function createActionPlanItem(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  input: TActionPlanItemCreate,
) {
  return deps.database.db.transaction(async (tx) => {
    await assertCompany(tx, auth, companyUuid, true);
    await assertInventoryItem(tx, companyUuid, input.inventoryItemUuid);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(items)
      .where(and(eq(items.companyUuid, companyUuid), isNull(items.deletedAt)));
    if (n >= ACTION_PLAN_MAX_ITEMS) throw new AppError(409, M.tooMany);
    const now = deps.clock();
    const [row] = await tx
      .insert(items)
      .values({ ...input, companyUuid, createdAt: now, updatedAt: now })
      .returning(view);
    return row;
  });
}

/** PATCH /companies/{uuid}/action-plan/{itemUuid}: only the fields sent change. */
export async function updateActionPlanItem(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  itemUuid: string,
  input: TActionPlanItemUpdate,
) {
  const { db } = deps.database;
  await assertCompany(db, auth, companyUuid);
  await assertInventoryItem(db, companyUuid, input.inventoryItemUuid);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(items)
    .set({ ...changes, updatedAt: deps.clock() })
    .where(ofCompany(companyUuid, itemUuid))
    .returning(view);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** DELETE /companies/{uuid}/action-plan/{itemUuid} */
export async function deleteActionPlanItem(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  itemUuid: string,
) {
  const { db } = deps.database;
  await assertCompany(db, auth, companyUuid);
  const [row] = await db
    .update(items)
    .set({ deletedAt: deps.clock() })
    .where(ofCompany(companyUuid, itemUuid))
    .returning({ uuid: items.uuid });
  if (!row) throw notFound(M.notFound);
}
