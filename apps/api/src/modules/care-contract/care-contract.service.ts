import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  CARE_CONTRACT_MESSAGES as M,
  type TCareContractAcceptance,
  type TCareContractVersionCreate,
} from '@acolher/contracts/care-contract';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { careContractAcceptances, careContractVersions } from '../../db/tables/care-contracts.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { CARE_STATUSES, hasAppointmentWith } from '../reviews/reviews.service.ts';
import { CARE_CONTRACT_TEMPLATE } from './template.ts';

type Psychologist = { uuid: string; name: string; crp: string };

/** An approved, not deleted psychologist (404 otherwise: a collaborator sees approved ones only, §3). */
async function psychologistOf(db: DbOrTx, uuid: string): Promise<Psychologist> {
  const [row] = await db
    .select({ uuid: psychologists.uuid, name: psychologists.name, crp: psychologists.crp })
    .from(psychologists)
    .where(
      and(
        eq(psychologists.uuid, uuid),
        eq(psychologists.complianceStatus, 'approved'),
        isNull(psychologists.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound(M.psychologistNotFound);
  return row;
}

/** The current version: the highest saved one, or the template as version 1 (decision 1370). */
async function currentVersion(db: DbOrTx, psychologistUuid: string) {
  const [row] = await db
    .select()
    .from(careContractVersions)
    .where(eq(careContractVersions.psychologistUuid, psychologistUuid))
    .orderBy(desc(careContractVersions.version))
    .limit(1);
  return row ?? null;
}

/** Writes the template as version 1 when nothing was saved yet; returns the current version's row. */
async function materialised(db: DbOrTx, psychologistUuid: string, now: Date) {
  const row = await currentVersion(db, psychologistUuid);
  if (row) return row;
  await db
    .insert(careContractVersions)
    .values({ psychologistUuid, version: 1, text: CARE_CONTRACT_TEMPLATE, createdAt: now })
    .onConflictDoNothing();
  return (await currentVersion(db, psychologistUuid))!;
}

async function latestAcceptance(db: DbOrTx, collaboratorUuid: string, psychologistUuid: string) {
  const [row] = await db
    .select({
      version: careContractVersions.version,
      acceptedAt: careContractAcceptances.acceptedAt,
    })
    .from(careContractAcceptances)
    .innerJoin(
      careContractVersions,
      eq(careContractVersions.uuid, careContractAcceptances.versionUuid),
    )
    .where(
      and(
        eq(careContractAcceptances.collaboratorUuid, collaboratorUuid),
        eq(careContractAcceptances.psychologistUuid, psychologistUuid),
      ),
    )
    .orderBy(desc(careContractVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the collaborator accepted any version of the psychologist's contract: the room waits for
 * it (domain.md §18; a later version does not close the room again, decision 1370).
 */
export async function hasAcceptedCareContract(
  db: DbOrTx,
  collaboratorUuid: string,
  psychologistUuid: string,
) {
  return Boolean(await latestAcceptance(db, collaboratorUuid, psychologistUuid));
}

async function view(db: DbOrTx, psychologist: Psychologist, auth: AuthContext) {
  const row = await currentVersion(db, psychologist.uuid);
  const acceptance =
    auth.role === 'collaborator' ? await latestAcceptance(db, auth.uuid, psychologist.uuid) : null;
  return {
    psychologist,
    version: row?.version ?? 1,
    text: row?.text ?? CARE_CONTRACT_TEMPLATE,
    savedAt: row?.createdAt ?? null,
    acceptance,
  };
}

/** The psychologist reads its own; a collaborator any approved psychologist's (domain.md §18). */
function assertReader(auth: AuthContext, psychologistUuid: string) {
  if (auth.role === 'psychologist' && auth.uuid !== psychologistUuid) throw forbidden();
}

/** GET /psychologists/{uuid}/care-contract. */
export async function readCareContract(deps: AppDeps, auth: AuthContext, psychologistUuid: string) {
  assertReader(auth, psychologistUuid);
  const { db } = deps.database;
  return view(db, await psychologistOf(db, psychologistUuid), auth);
}

/** POST /psychologists/{uuid}/care-contract/versions: a new immutable version, its own only. */
export async function saveCareContractVersion(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  input: TCareContractVersionCreate,
) {
  if (auth.uuid !== psychologistUuid) throw forbidden();
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock();
    // One save at a time per psychologist: the row lock orders concurrent saves.
    await tx
      .select({ uuid: psychologists.uuid })
      .from(psychologists)
      .where(eq(psychologists.uuid, psychologistUuid))
      .for('update');
    const psychologist = await psychologistOf(tx, psychologistUuid);
    // The template becomes version 1 first: what a collaborator read as version 1 stays version 1.
    await materialised(tx, psychologistUuid, now);
    const [{ top }] = await tx
      .select({ top: max(careContractVersions.version) })
      .from(careContractVersions)
      .where(eq(careContractVersions.psychologistUuid, psychologistUuid));
    await tx.insert(careContractVersions).values({
      psychologistUuid,
      version: (top ?? 0) + 1,
      text: input.text,
      createdAt: now,
    });
    return view(tx, psychologist, auth);
  });
}

/**
 * POST /psychologists/{uuid}/care-contract/acceptances: the collaborator accepts the version it
 * read, which must still be the current one (409 otherwise), with a booked session (decision 1371).
 * Accepting again the same version keeps the first time.
 */
export async function acceptCareContract(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  input: TCareContractAcceptance,
) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock();
    const psychologist = await psychologistOf(tx, psychologistUuid);
    const pair = { psychologistUuid, collaboratorUuid: auth.uuid };
    if (!(await hasAppointmentWith(tx, pair))) throw conflict(M.noBooking);
    const current = await materialised(tx, psychologistUuid, now);
    if (current.version !== input.version) throw conflict(M.outdated);
    await tx
      .insert(careContractAcceptances)
      .values({
        versionUuid: current.uuid,
        collaboratorUuid: auth.uuid,
        psychologistUuid,
        acceptedAt: now,
      })
      .onConflictDoNothing();
    return view(tx, psychologist, auth);
  });
}

/**
 * GET /psychologists/{uuid}/care-contract/acceptances: the psychologist's own, each collaborator's
 * latest acceptance, for the collaborators it cares for (domain.md §3); a collaborator its own.
 */
export async function listCareContractAcceptances(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
) {
  assertReader(auth, psychologistUuid);
  const { db } = deps.database;
  await psychologistOf(db, psychologistUuid);
  const inCare = sql`exists (select 1 from ${appointments} where ${appointments.collaboratorUuid} = ${careContractAcceptances.collaboratorUuid} and ${appointments.psychologistUuid} = ${careContractAcceptances.psychologistUuid} and ${inArray(appointments.status, CARE_STATUSES)})`;
  const rows = await db
    .select({
      collaboratorUuid: careContractAcceptances.collaboratorUuid,
      collaboratorName: collaborators.name,
      version: careContractVersions.version,
      acceptedAt: careContractAcceptances.acceptedAt,
    })
    .from(careContractAcceptances)
    .innerJoin(
      careContractVersions,
      eq(careContractVersions.uuid, careContractAcceptances.versionUuid),
    )
    .innerJoin(collaborators, eq(collaborators.uuid, careContractAcceptances.collaboratorUuid))
    .where(
      and(
        eq(careContractAcceptances.psychologistUuid, psychologistUuid),
        isNull(collaborators.deletedAt),
        auth.role === 'collaborator'
          ? eq(careContractAcceptances.collaboratorUuid, auth.uuid)
          : inCare,
      ),
    )
    .orderBy(collaborators.name, desc(careContractVersions.version));
  // Each collaborator's latest version only.
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.collaboratorUuid) && seen.add(r.collaboratorUuid));
}
