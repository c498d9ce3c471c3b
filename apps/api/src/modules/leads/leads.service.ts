import { createHmac } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { TPageQuery } from '@acolher/contracts/pagination';
import type { TLeadCreate } from '@acolher/contracts/leads';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps } from '../../app-context.ts';
import { leads } from '../../db/tables/leads.ts';
import { AppError } from '../../lib/errors.ts';
import { keysetPage, type KeysetOrder } from '../../lib/pagination.ts';

/** At most this many leads per address per hour (decision 1204). */
const LEADS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;
const LEAD_LOCK = 7_204_001;

/** A keyed hash of the address: counts per address without storing it. */
const sourceHash = (deps: AppDeps, ip: string) =>
  createHmac('sha256', deps.jwtKey).update(`lead:${ip}`).digest('hex');

/** POST /leads (anonymous): 429 after LEADS_PER_HOUR from one address within an hour. */
export async function createLead(deps: AppDeps, input: TLeadCreate, ip: string) {
  const hash = sourceHash(deps, ip);
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    // Simultaneous requests from one address are counted one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_LOCK}, hashtext(${hash}))`);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(leads)
      .where(
        and(eq(leads.sourceHash, hash), gt(leads.createdAt, new Date(now.getTime() - HOUR_MS))),
      );
    if (recent >= LEADS_PER_HOUR) throw new AppError(429, MESSAGES.tooManyAttempts);
    const [row] = await tx
      .insert(leads)
      .values({ ...input, sourceHash: hash, createdAt: now })
      .returning({ uuid: leads.uuid, createdAt: leads.createdAt });
    return { uuid: row.uuid, createdAt: row.createdAt };
  });
}

const LEAD_ORDER: KeysetOrder = { table: leads, columns: [leads.createdAt, leads.uuid], direction: 'desc' };

/** GET /leads (administrator): newest first, a page at a time (decision 1211). */
export async function listLeads(deps: AppDeps, query: TPageQuery) {
  const { page, next } = await keysetPage(
    deps.database.db
      .select({
        uuid: leads.uuid,
        name: leads.name,
        company: leads.company,
        email: leads.email,
        phone: leads.phone,
        employees: leads.employees,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .$dynamic(),
    LEAD_ORDER,
    undefined,
    query,
  );
  return { items: page, next };
}
