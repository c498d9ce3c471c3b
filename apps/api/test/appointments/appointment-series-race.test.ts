import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeCollaborator, makeOpeningHour, makePsychologist } from '../helpers/factories.ts';
import { NOW, TUESDAYS } from '../helpers/series-kit.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §24's races: 50 series and single bookings of the same slots at once. On PostgreSQL
// they really run in parallel transactions; on PGlite one after the other (the same invariants).
describe('series and single bookings of the same slots at once', () => {
  let ctx: TestContext;
  const call = apiCaller(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.setNow(NOW);
  });
  afterAll(() => ctx.close());

  it('one appointment per slot, each series all or nothing, credits = ledger', async () => {
    const psychologist = await makePsychologist(ctx);
    const hours = [
      await makeOpeningHour(ctx, psychologist.uuid, 2, '10:00:00', '10:50:00'),
      await makeOpeningHour(ctx, psychologist.uuid, 2, '11:00:00', '11:50:00'),
    ];
    const people = await Promise.all(
      Array.from({ length: 50 }, () => makeCollaborator(ctx, { credits: 4 })),
    );
    const requests = people.map((c, i) => {
      const hour = hours[i % 2];
      const common = {
        collaboratorUuid: c.uuid,
        psychologistUuid: psychologist.uuid,
        openingHourUuid: hour.uuid,
      };
      const series = i % 5 !== 0; // 40 series, 10 single bookings
      return call(
        'POST',
        series ? '/appointments/series' : '/appointments/collaborators',
        c.token,
        series
          ? {
              ...common,
              startDate: TUESDAYS[i % 3],
              frequency: i % 4 === 1 ? 'biweekly' : 'weekly',
            }
          : { ...common, date: TUESDAYS[i % 4] },
      );
    });
    const answers = await Promise.all(requests);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThan(0);

    // One active appointment per slot.
    const slots = await ctx.db.execute(sql`
      select opening_hour_uuid, date, count(*)::int as n from appointments
      where psychologist_uuid = ${psychologist.uuid} and status in ('pending', 'confirmed')
      group by 1, 2`);
    for (const row of (slots as unknown as { rows: { n: number }[] }).rows) expect(row.n).toBe(1);

    // Each series is whole: its four dates, or no row at all; each person paid for what it holds.
    const series = await ctx.db.select().from(s.appointmentSeries);
    for (const one of series) {
      const held = await ctx.db
        .select()
        .from(s.appointments)
        .where(eq(s.appointments.seriesUuid, one.uuid));
      expect(held).toHaveLength(4);
    }
    for (const [i, c] of people.entries()) {
      const held = await ctx.db
        .select()
        .from(s.appointments)
        .where(eq(s.appointments.collaboratorUuid, c.uuid));
      expect(held.length).toBe(answers[i].statusCode === 201 ? (i % 5 !== 0 ? 4 : 1) : 0);
      const [row] = await ctx.db
        .select({ credits: s.collaborators.credits })
        .from(s.collaborators)
        .where(eq(s.collaborators.uuid, c.uuid));
      expect(row.credits).toBe(4 - held.length);
    }
    await expectLedgerBalanced(ctx);
  });
});
