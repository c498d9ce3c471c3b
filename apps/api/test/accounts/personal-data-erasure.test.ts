import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { accountDeletionRequests } from '../../src/db/tables/account-deletion.ts';
import {
  ERASED_NAME,
  erasePersonalData,
  erasedEmail,
} from '../../src/modules/accounts/personal-data-erasure.ts';
import { RECURRING_JOBS } from '../../src/jobs/recurring-jobs.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany, makePsychologist } from '../helpers/factories.ts';

// docs/domain.md §14 (decision 1183): an account deleted at its owner's request keeps its personal
// fields for the legal retention (5 years), then the recurring job overwrites them, once.

const ctx = fileApp();

const DELETED_AT = new Date('2026-03-10T15:00:00.000Z');

async function deletedOnRequest<T extends { uuid: string }>(
  role: 'collaborator' | 'psychologist' | 'company',
  row: T,
  table: typeof s.collaborators | typeof s.psychologists | typeof s.companies,
) {
  await ctx.db.update(table).set({ deletedAt: DELETED_AT }).where(eq(table.uuid, row.uuid));
  await ctx.db.insert(accountDeletionRequests).values({
    role,
    accountUuid: row.uuid,
    requestedAt: new Date('2026-03-01T12:00:00.000Z'),
    completedAt: DELETED_AT,
  });
  return row;
}

describe('erasure of personal fields after the retention', () => {
  it('runs daily as a recurring job', () => {
    expect(RECURRING_JOBS.map((j) => j.name)).toContain('personal-data-erasure');
  });

  it('keeps the fields for five years, then erases them once; live accounts are never touched', async () => {
    const ana = await deletedOnRequest(
      'collaborator',
      await makeCollaborator(ctx, { name: 'Ana Apagada', birthdate: '1990-05-04' }),
      s.collaborators,
    );
    const psi = await deletedOnRequest(
      'psychologist',
      await makePsychologist(ctx),
      s.psychologists,
    );
    const company = await deletedOnRequest('company', await makeCompany(ctx), s.companies);
    const alive = await makeCollaborator(ctx);
    // A deleted account whose request is still open is not erased either.
    await ctx.db
      .insert(accountDeletionRequests)
      .values({ role: 'collaborator', accountUuid: alive.uuid });

    ctx.setNow('2031-03-10T14:59:59.000Z'); // one second short of five years
    expect(await erasePersonalData(ctx.deps)).toEqual({ erased: 0 });
    const [kept] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, ana.uuid));
    expect(kept.name).toBe('Ana Apagada');

    ctx.setNow('2031-03-10T15:00:00.000Z');
    expect(await erasePersonalData(ctx.deps)).toEqual({ erased: 3 });
    const [a] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, ana.uuid));
    expect(a).toMatchObject({
      name: ERASED_NAME,
      email: erasedEmail(ana.uuid),
      document: '',
      phone: '',
      birthdate: null,
      passwordHash: null,
    });
    expect(a.credits).toBe(ana.credits); // not personal data: the ledger still adds up
    const [p] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, psi.uuid));
    expect(p).toMatchObject({ name: ERASED_NAME, crp: '', document: '', education: '' });
    const [c] = await ctx.db.select().from(s.companies).where(eq(s.companies.uuid, company.uuid));
    expect(c).toMatchObject({ email: erasedEmail(company.uuid), name: company.name });
    const [live] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, alive.uuid));
    expect(live.email).toBe(alive.email);

    // Idempotent: a second run (or a second instance) erases nothing more and audits nothing more.
    expect(await erasePersonalData(ctx.deps)).toEqual({ erased: 0 });
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'personal_data_erased'));
    expect(audit.map((e) => e.targetUuid).sort()).toEqual(
      [ana.uuid, psi.uuid, company.uuid].sort(),
    );
    expect(audit[0]).toMatchObject({ actorRole: 'system', actorUuid: null });
    ctx.setNow(undefined);
  });
});
