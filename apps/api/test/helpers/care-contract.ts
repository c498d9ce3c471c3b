import { desc, eq } from 'drizzle-orm';
import {
  careContractAcceptances,
  careContractVersions,
} from '../../src/db/tables/care-contracts.ts';
import { CARE_CONTRACT_TEMPLATE } from '../../src/modules/care-contract/template.ts';
import { makeCareSetting } from './factories.ts';
import type { TestContext } from './test-app.ts';

/**
 * The collaborator has accepted the psychologist's current care contract (the template as version
 * 1 when none was saved), written straight to the database: the room waits for it (domain.md §18).
 */
async function acceptedCareContract(
  ctx: TestContext,
  collaboratorUuid: string,
  psychologistUuid: string,
) {
  await ctx.db
    .insert(careContractVersions)
    .values({ psychologistUuid, version: 1, text: CARE_CONTRACT_TEMPLATE })
    .onConflictDoNothing();
  const [current] = await ctx.db
    .select()
    .from(careContractVersions)
    .where(eq(careContractVersions.psychologistUuid, psychologistUuid))
    .orderBy(desc(careContractVersions.version))
    .limit(1);
  await ctx.db
    .insert(careContractAcceptances)
    .values({
      versionUuid: current!.uuid,
      collaboratorUuid,
      psychologistUuid,
      acceptedAt: ctx.now(),
    })
    .onConflictDoNothing();
}

/**
 * A new collaborator and psychologist with an appointment on `date` (by default Wednesday
 * 2026-03-04, 09:00–09:50 in São Paulo) whose care contract the collaborator has accepted, as the
 * session room needs (domain.md §18); `contract: false` leaves it unaccepted.
 */
export async function makeRoomSession(
  ctx: TestContext,
  opts: { date?: string; status?: string; contract?: boolean } = {},
) {
  const { collaborator, psychologist, appointment } = await makeCareSetting(ctx, {
    date: opts.date,
    status: opts.status,
  });
  if (opts.contract !== false)
    await acceptedCareContract(ctx, collaborator.uuid, psychologist.uuid);
  return { collaborator, psychologist, appointment };
}
