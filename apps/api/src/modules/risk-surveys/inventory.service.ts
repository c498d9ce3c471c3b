import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNull, max, notInArray } from 'drizzle-orm';
import type { TInventoryItem } from '@acolher/contracts/answers/risk-surveys';
import {
  inventoryLevel,
  RISK_SURVEY_MESSAGES as M,
  type TInventoryPut,
} from '@acolher/contracts/risk-surveys';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  riskInventoryItems as items,
  riskInventoryVersions as versions,
  riskSurveys,
} from '../../db/tables/risk-surveys.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { surveyOf, type Survey } from './access.ts';
import { computeResults } from './results.service.ts';
import { changesOf, reviewOf } from './review.service.ts';

const view = {
  uuid: items.uuid,
  process: items.process,
  activity: items.activity,
  hazard: items.hazard,
  sources: items.sources,
  exposedGroup: items.exposedGroup,
  existingMeasures: items.existingMeasures,
  probability: items.probability,
  severity: items.severity,
  level: items.level,
  criteria: items.criteria,
};

function savedItems(db: DbOrTx, surveyUuid: string) {
  return db
    .select(view)
    .from(items)
    .where(and(eq(items.surveyUuid, surveyUuid), isNull(items.deletedAt)))
    .orderBy(asc(items.position));
}

/**
 * The suggested inventory (decision 1352): one item per dimension and group at 'Risco' (and at
 * 'Intermediário' when asked), the sectors' own figures first, the company's for the rest.
 */
async function prefill(db: DbOrTx, survey: Survey, intermediate: boolean) {
  const results = await computeResults(db, survey);
  const wanted = new Set(intermediate ? ['Risco', 'Intermediário'] : ['Risco']);
  const groups = [
    { name: 'Todos os colaboradores', group: results.company },
    ...results.sectors.map((s) => ({ name: `Setor ${s.name}`, group: s })),
  ];
  const out: TInventoryItem[] = [];
  for (const { name, group } of groups) {
    for (const d of group.dimensions) {
      if (!d.level || !wanted.has(d.level)) continue;
      const probability = d.level === 'Risco' ? 3 : 2;
      out.push({
        uuid: null,
        process: '',
        activity: '',
        hazard: d.label,
        sources: '',
        exposedGroup: name,
        existingMeasures: '',
        probability,
        severity: 2,
        level: inventoryLevel(probability, 2),
        criteria:
          `COPSOQ II-Br, dimensão '${d.label}': pontuação ${d.score?.toLocaleString('pt-BR')} de 100, nível '${d.level}' ` +
          `(faixas publicadas pelos autores, decisão 1351); probabilidade × severidade pela matriz ` +
          `do inventário (decisão 1352).`,
      });
    }
  }
  return out;
}

/** GET …/inventory: the saved items, or the suggestion while nothing was saved. */
export async function getInventory(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
  intermediate: boolean,
) {
  const { db } = deps.database;
  const { survey } = await surveyOf(db, auth, companyUuid, surveyUuid);
  if (!survey.inventorySavedAt)
    return { prefilled: true, items: await prefill(db, survey, intermediate) };
  return { prefilled: false, items: await savedItems(db, survey.uuid) };
}

/** PUT …/inventory: the list as sent (new items without uuid; absent ones removed; level computed). */
export async function putInventory(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
  input: TInventoryPut,
) {
  return deps.database.db.transaction(async (tx) => {
    const { survey } = await surveyOf(tx, auth, companyUuid, surveyUuid, true);
    const current = await savedItems(tx, survey.uuid);
    const known = new Set(current.map((c) => c.uuid));
    if (input.items.some((i) => i.uuid && !known.has(i.uuid)))
      throw badRequest(M.inventoryItemNotFound);
    const keep = input.items.flatMap((i) => (i.uuid ? [i.uuid] : []));
    await tx
      .update(items)
      .set({ deletedAt: deps.clock() })
      .where(
        and(
          eq(items.surveyUuid, survey.uuid),
          isNull(items.deletedAt),
          keep.length ? notInArray(items.uuid, keep) : undefined,
        ),
      );
    for (const [position, item] of input.items.entries()) {
      const { uuid, ...fields } = item;
      const row = { ...fields, position, level: inventoryLevel(item.probability, item.severity) };
      if (uuid) await tx.update(items).set(row).where(eq(items.uuid, uuid));
      else await tx.insert(items).values({ ...row, surveyUuid: survey.uuid, companyUuid });
    }
    await tx
      .update(riskSurveys)
      .set({ inventorySavedAt: deps.clock() })
      .where(eq(riskSurveys.uuid, survey.uuid));
    return { prefilled: false, items: await savedItems(tx, survey.uuid) };
  });
}

/** JSON with every object's keys sorted, so that the stored (jsonb) copy hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a version: SHA-256 of its canonical JSON, keys sorted (decision 1352). */
export function versionHash(v: {
  surveyUuid: string;
  number: number;
  lockedAt: Date;
  items: unknown[];
}) {
  const canonical = canonicalJson({
    surveyUuid: v.surveyUuid,
    number: v.number,
    lockedAt: v.lockedAt.toISOString(),
    items: v.items,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** A version as answered, with its next review (decision 1355: two years, or sooner after a change). */
const versionView = (
  deps: AppDeps,
  v: typeof versions.$inferSelect,
  changes: Awaited<ReturnType<typeof changesOf>>,
) => ({
  uuid: v.uuid,
  number: v.number,
  lockedAt: v.lockedAt,
  lockedBy: v.lockedBy,
  sha256: v.sha256,
  ...reviewOf(v.lockedAt, changes, deps.env.APP_TIME_ZONE),
  items: v.items,
});

/** POST …/inventory/versions: freezes the saved items. */
export async function lockInventoryVersion(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  return deps.database.db.transaction(async (tx) => {
    const { survey } = await surveyOf(tx, auth, companyUuid, surveyUuid, true);
    const saved = survey.inventorySavedAt ? await savedItems(tx, survey.uuid) : [];
    if (saved.length === 0) throw conflict(M.inventoryEmpty);
    const [{ last }] = await tx
      .select({ last: max(versions.number) })
      .from(versions)
      .where(eq(versions.surveyUuid, survey.uuid));
    const number = (last ?? 0) + 1;
    const lockedAt = new Date(Math.floor(deps.clock().getTime() / 1000) * 1000);
    const sha256 = versionHash({ surveyUuid: survey.uuid, number, lockedAt, items: saved });
    const [row] = await tx
      .insert(versions)
      .values({
        surveyUuid: survey.uuid,
        number,
        lockedAt,
        lockedBy: auth.uuid,
        sha256,
        items: saved as (TInventoryItem & { uuid: string })[],
      })
      .returning();
    return versionView(deps, row, await changesOf(tx, companyUuid));
  });
}

/** GET …/inventory/versions: newest first. */
export async function listInventoryVersions(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  const { db } = deps.database;
  const { survey } = await surveyOf(db, auth, companyUuid, surveyUuid);
  const rows = await db
    .select()
    .from(versions)
    .where(eq(versions.surveyUuid, survey.uuid))
    .orderBy(desc(versions.number));
  const changes = await changesOf(db, companyUuid);
  return rows.map((v) => versionView(deps, v, changes));
}
