import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  bearer,
  makeCollaborator,
  makeCompany,
  makeOpeningHour,
  makePsychologist,
  makeSector,
  bookSlot,
} from '../helpers/factories.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const WEDNESDAY = '2026-03-04';

// On the PostgreSQL server (TEST_DB=pg) the requests really run in parallel transactions on a pool
// of connections; PGlite, one connection, runs them one after another. Either way the database
// decides who gets the slot (constraints and locks), so the same outcomes must hold on both.
describe('booking under concurrency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.setNow(NOW);
  });
  afterAll(() => ctx.close());

  /** A collaborator books a psychologist's opening hour on WEDNESDAY. */
  function book(
    collaborator: { uuid: string; token: string },
    slot: { psychologistUuid: string; openingHourUuid: string },
  ) {
    return bookSlot(ctx.app, bearer(collaborator.token), {
      collaboratorUuid: collaborator.uuid,
      date: WEDNESDAY,
      ...slot,
    });
  }

  it('100 collaborators booking one slot at once: one appointment, one debit', async () => {
    const company = await makeCompany(ctx);
    const sector = await makeSector(ctx, company.uuid);
    const psychologist = await makePsychologist(ctx);
    const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
    const collaborators = await Promise.all(
      Array.from({ length: 100 }, () =>
        makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid, credits: 1 }),
      ),
    );
    const results = await Promise.all(
      collaborators.map((c) =>
        book(c, { psychologistUuid: psychologist.uuid, openingHourUuid: hour.uuid }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Horário indisponível');
    }
    const appointments = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.openingHourUuid, hour.uuid));
    expect(appointments).toHaveLength(1);
    const debits = await ctx.db.execute(
      sql`select count(*)::int as n from credit_ledger where reason = 'booking'
          and collaborator_uuid in (select collaborator_uuid from appointments where opening_hour_uuid = ${hour.uuid})`,
    );
    expect(((debits as unknown as { rows: unknown[] }).rows[0] as { n: number }).n).toBe(1);
    const spent = await ctx.db.execute(
      sql`select count(*)::int as n from collaborators where sector_uuid = ${sector.uuid} and credits = 0`,
    );
    expect(((spent as unknown as { rows: unknown[] }).rows[0] as { n: number }).n).toBe(1);
    await expectLedgerBalanced(ctx);
  });

  it('one collaborator firing 20 bookings for the same instant: one appointment', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 20 });
    const slots = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const psychologist = await makePsychologist(ctx);
        const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '10:00:00', '10:50:00');
        return { psychologistUuid: psychologist.uuid, openingHourUuid: hour.uuid };
      }),
    );
    const results = await Promise.all(slots.map((slot) => book(collaborator, slot)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.collaboratorUuid, collaborator.uuid));
    expect(rows).toHaveLength(1);
    const [after] = await ctx.db
      .select({ credits: s.collaborators.credits })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    expect(after.credits).toBe(19);
    await expectLedgerBalanced(ctx);
  });

  it('one credit, 10 bookings at once for different times: one appointment, the rest 400', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 1 });
    const psychologist = await makePsychologist(ctx);
    const hours = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        makeOpeningHour(
          ctx,
          psychologist.uuid,
          3,
          `${String(8 + i).padStart(2, '0')}:00:00`,
          `${String(8 + i).padStart(2, '0')}:50:00`,
        ),
      ),
    );
    const results = await Promise.all(
      hours.map((hour) =>
        book(collaborator, { psychologistUuid: psychologist.uuid, openingHourUuid: hour.uuid }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Créditos insuficientes');
    }
    const rows = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.collaboratorUuid, collaborator.uuid));
    expect(rows).toHaveLength(1);
    const outboxRows = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.relatedUuid, rows[0].uuid));
    expect(outboxRows).toHaveLength(2); // the two reminders of the one appointment, nothing of the refused
    await expectLedgerBalanced(ctx);
  });
});
