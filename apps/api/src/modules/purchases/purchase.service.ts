import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CREDIT_PACKAGES, findCreditPackage } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import type { TPageQuery } from '@acolher/contracts/pagination';
import { instantToZonedIso } from '@acolher/contracts/time';
import type {
  TCreditPackageView,
  TPurchase,
  TPurchaseCreateResult,
} from '@acolher/contracts/answers/purchases';
import type { AppDeps } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { collaborators, purchases } from '../../db/schema.ts';
import { paymentProviderFor } from '../../integrations/payments/payment-provider.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { afterCursor, orderOf, pageLimit, pageOf, type KeysetOrder } from '../../lib/pagination.ts';
import { onePerDatabase } from '../../db/prepared.ts';
import { purchaseStatusAt } from './purchase-expiry.ts';

export function listCreditPackages(): TCreditPackageView[] {
  return CREDIT_PACKAGES.map((p) => ({
    uuid: p.uuid,
    credits: p.credits,
    price: p.priceCents,
    popular: p.popular,
    description: p.description,
  }));
}

/**
 * Stores a pending purchase priced from OUR package table, then opens the provider's checkout.
 * The purchase is committed before the network call (no transaction held across it); if the
 * provider fails, the purchase is marked failed and nothing else happened.
 */
export async function createPurchase(
  deps: AppDeps,
  input: { collaboratorUuid: string; amount: number },
  log?: FastifyBaseLogger,
): Promise<TPurchaseCreateResult> {
  // PAYMENTS=off: credits only come from the company (domain.md §15, decision 1141).
  if (deps.env.PAYMENTS === 'off') throw forbidden(MESSAGES.purchasesOff);
  const pkg = findCreditPackage(input.amount);
  if (!pkg) throw badRequest(MESSAGES.invalidPackage);
  const { db } = deps.database;
  const [buyer] = await db
    .select({ email: collaborators.email })
    .from(collaborators)
    .where(and(eq(collaborators.uuid, input.collaboratorUuid), isNull(collaborators.deletedAt)))
    .limit(1);
  if (!buyer) throw notFound('Colaborador não encontrado');

  const provider = paymentProviderFor(deps);
  const now = deps.clock();
  const [purchase] = await db
    .insert(purchases)
    .values({
      collaboratorUuid: input.collaboratorUuid,
      amount: pkg.credits,
      priceCents: pkg.priceCents,
      status: 'pending',
      provider: provider.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning();

  try {
    const checkout = await provider.createCheckout({
      uuid: purchase.uuid,
      collaboratorUuid: purchase.collaboratorUuid,
      amount: purchase.amount,
      priceCents: purchase.priceCents,
      description: pkg.description,
      customerEmail: buyer.email,
    });
    await db
      .update(purchases)
      .set({ providerRef: checkout.providerRef })
      .where(eq(purchases.uuid, purchase.uuid));
    return { uuid: purchase.uuid, paymentUrl: checkout.paymentUrl };
  } catch (error) {
    log?.error({ err: error, purchaseUuid: purchase.uuid }, 'payment checkout creation failed');
    await db
      .update(purchases)
      .set({ status: 'failed', updatedAt: deps.clock() })
      .where(and(eq(purchases.uuid, purchase.uuid), eq(purchases.status, 'pending')));
    throw new AppError(502, 'Não foi possível iniciar o pagamento. Tente novamente em instantes.');
  }
}

const PURCHASE_ORDER: KeysetOrder = {
  table: purchases,
  columns: [purchases.createdAt, purchases.uuid],
  direction: 'desc',
};

/** The collaborator's purchases, newest first, one page (decision 1211); `price` in cents. */
function prepareFirstPage(db: Db) {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.collaboratorUuid, sql.placeholder('collaboratorUuid')))
    .orderBy(...orderOf(PURCHASE_ORDER))
    .limit(sql.placeholder('limit'))
    .prepare('purchases_first_page');
}
const preparedFirstPage = onePerDatabase(prepareFirstPage);

export async function listPurchases(
  deps: AppDeps,
  collaboratorUuid: string,
  query: TPageQuery = {},
): Promise<{ list: TPurchase[]; next: string | null }> {
  const limit = pageLimit(query.limit);
  const { db } = deps.database;
  let rows: (typeof purchases.$inferSelect)[];
  if (!query.cursor) {
    // The first page, what the purchases screen opens with: a named prepared statement (decision 1233).
    rows = await preparedFirstPage(db).execute({ collaboratorUuid, limit: limit + 1 });
  } else
    rows = await db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.collaboratorUuid, collaboratorUuid),
          afterCursor(PURCHASE_ORDER, query.cursor),
        ),
      )
      .orderBy(...orderOf(PURCHASE_ORDER))
      .limit(limit + 1);
  const { page, next } = pageOf(rows, limit, (r) => r.uuid);
  const now = deps.clock();
  const list = page.map((r) => ({
    uuid: r.uuid,
    amount: r.amount,
    price: r.priceCents,
    status: purchaseStatusAt(r, now),
    createdAt: instantToZonedIso(r.createdAt, deps.env.APP_TIME_ZONE),
  }));
  return { list, next };
}
