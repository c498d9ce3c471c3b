import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { TCompanyUsage } from '@acolher/contracts/answers/company-usage';
import { MIN_GROUP_SIZE } from '@acolher/contracts/company-insights';
import { instantToLocalDate, zonedDateTimeToInstant } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators, creditLedger, sectors } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { suppressPartition } from './k-anonymity.ts';

/** The months 'Uso do benefício' shows, the current one included. */
const USAGE_MONTHS = 6;
/** Statuses whose credit was spent: the session took place, or was lost by the collaborator. */
const SPENT = ['confirmed', 'no_show_collaborator', 'cancelled_by_collaborator_without_advance'];

/** yyyy-MM of the last USAGE_MONTHS local months and of the month after them. */
function monthKeys(now: Date, zone: string): string[] {
  const [y, m] = instantToLocalDate(now, zone).split('-').map(Number);
  return Array.from({ length: USAGE_MONTHS + 1 }, (_, i) =>
    new Date(Date.UTC(y, m - USAGE_MONTHS + i, 1)).toISOString().slice(0, 7),
  );
}

interface Fact {
  person: string;
  sector: string;
}
const people = (facts: Fact[]) => new Set(facts.map((f) => f.person)).size;

/**
 * One partition (the company and its sectors, every sector the facts name, listed or not, so that
 * the total minus the shown sectors never reveals a small group): the count of facts of each shown
 * group, null where k-anonymity (decision 0801) hides it.
 */
function suppressedCounts(facts: Fact[], sectorUuids: string[]) {
  const all = [...new Set([...sectorUuids, ...facts.map((f) => f.sector)])];
  const bySector = all.map((uuid) => facts.filter((f) => f.sector === uuid));
  const rule = suppressPartition(people(facts), bySector.map(people));
  return {
    total: rule.total ? null : facts.length,
    sectors: sectorUuids.map((_, i) => (rule.parts[i] ? null : bySector[i].length)),
  };
}

/**
 * GET /company-insights/usage (decision 1421): the company's own numbers over the last
 * USAGE_MONTHS months. Invitations and grants in full; credits used and sessions held under the
 * k-anonymity rule of the company dashboard (domain.md §11).
 */
export async function companyUsage(deps: AppDeps, auth: AuthContext): Promise<TCompanyUsage> {
  if (auth.role !== 'company') throw forbidden();
  const companyUuid = auth.uuid;
  const { db } = deps.database;
  const zone = deps.env.APP_TIME_ZONE;
  const now = deps.clock();
  const keys = monthKeys(now, zone);
  const months = keys.slice(0, USAGE_MONTHS);
  const from = zonedDateTimeToInstant(`${months[0]}-01`, '00:00', zone);

  const sectorRows = await db
    .select({ uuid: sectors.uuid, name: sectors.name })
    .from(sectors)
    .where(and(eq(sectors.companyUuid, companyUuid), isNull(sectors.deletedAt)))
    .orderBy(sectors.name);
  const personRows = await db
    .select({
      uuid: collaborators.uuid,
      sector: collaborators.sectorUuid,
      active: collaborators.passwordHash,
    })
    .from(collaborators)
    .where(and(eq(collaborators.companyUuid, companyUuid), isNull(collaborators.deletedAt)));
  const grantRows = await db
    .select({ sector: collaborators.sectorUuid, delta: creditLedger.delta })
    .from(creditLedger)
    .innerJoin(collaborators, eq(collaborators.uuid, creditLedger.collaboratorUuid))
    .where(
      and(
        eq(collaborators.companyUuid, companyUuid),
        eq(creditLedger.reason, 'grant'),
        gte(creditLedger.createdAt, from),
      ),
    );
  const spentRows = await db
    .select({
      person: appointments.collaboratorUuid,
      sector: collaborators.sectorUuid,
      date: appointments.date,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .where(
      and(
        eq(collaborators.companyUuid, companyUuid),
        inArray(appointments.status, SPENT),
        gte(appointments.date, `${months[0]}-01`),
        lt(appointments.date, `${keys[USAGE_MONTHS]}-01`),
        lte(appointments.endsAt, now),
      ),
    );

  const sectorUuids = sectorRows.map((s) => s.uuid);
  const used = suppressedCounts(spentRows, sectorUuids);
  const held = months.map((month) =>
    suppressedCounts(
      spentRows.filter((r) => r.status === 'confirmed' && r.date.startsWith(month)),
      sectorUuids,
    ),
  );
  const row = (sector: string | null, i: number) => {
    const mine = personRows.filter((p) => sector === null || p.sector === sector);
    return {
      invited: mine.filter((p) => p.active === null).length,
      active: mine.filter((p) => p.active !== null).length,
      creditsGranted: grantRows
        .filter((g) => sector === null || g.sector === sector)
        .reduce((sum, g) => sum + g.delta, 0),
      creditsUsed: sector === null ? used.total : used.sectors[i],
      sessionsHeld: held.map((h) => (sector === null ? h.total : h.sectors[i])),
    };
  };
  return {
    minGroupSize: MIN_GROUP_SIZE,
    months,
    company: row(null, -1),
    sectors: sectorRows.map((s, i) => ({ uuid: s.uuid, name: s.name, ...row(s.uuid, i) })),
  };
}
