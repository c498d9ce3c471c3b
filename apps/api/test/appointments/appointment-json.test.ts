import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeCollaborator, makePsychologist, makeAppointment } from '../helpers/factories.ts';
import { listAppointments } from '../../src/modules/appointments/appointment-view.ts';
import {
  collaboratorHistoryJson,
  psychologistAppointmentsJson,
  psychologistConfirmedJson,
} from '../../src/modules/appointments/appointment-json.ts';
import { serializeWithLocalDates, zonedIso } from '../../src/lib/local-dates.ts';

// Decision 1236: the appointment lists' pages built as JSON by the database must be, byte for
// byte once parsed, what the rows written by the reply serializer were (lib/local-dates.ts).
let ctx: TestContext;
let collaboratorUuid: string;
let psychologistUuid: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const p = await makePsychologist(ctx);
  const c = await makeCollaborator(ctx);
  collaboratorUuid = c.uuid;
  psychologistUuid = p.uuid;
  await ctx.db
    .update(s.psychologists)
    .set({ avatarUrl: 'https://example.com/a.png' })
    .where(eq(s.psychologists.uuid, p.uuid));
  // Days in and out of São Paulo's old summer time (2018), a cancelled one, instants with
  // microseconds, and two appointments created at the same instant (ties broken by uuid).
  const days = ['2018-12-03', '2019-03-04', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
  for (const [i, date] of days.entries()) {
    await makeAppointment(ctx, {
      collaboratorUuid,
      psychologistUuid,
      date,
      startTime: `${String(8 + i).padStart(2, '0')}:00:00`,
      status: i === 2 ? 'cancelled_by_collaborator_in_advance' : 'confirmed',
    });
  }
  await ctx.db.execute(sql`update appointments set
    created_at = '2026-11-20 23:59:59.123456+00',
    cancelled_at = case when status = 'cancelled_by_collaborator_in_advance' then timestamptz '2026-11-22 02:30:00.987654+00' end
    where collaborator_uuid = ${collaboratorUuid}`);
});
afterAll(() => ctx.close());

/** What the rows gave: listAppointments' views through the reply serializer. */
async function expected(zone: string, order: 'desc' | 'asc') {
  const a = s.appointments;
  const by =
    order === 'desc'
      ? [desc(a.startsAt), desc(a.createdAt), desc(a.uuid)]
      : [asc(a.startsAt), asc(a.createdAt), asc(a.uuid)];
  const views = await listAppointments(ctx.db, eq(a.collaboratorUuid, collaboratorUuid), by);
  return JSON.parse(serializeWithLocalDates(zone)(views)) as unknown[];
}

describe('appointment pages as JSON from the database', () => {
  for (const zone of ['America/Sao_Paulo', 'Asia/Kolkata', 'America/St_Johns', 'UTC']) {
    it(`equal the serialized rows, instants in ${zone}`, async () => {
      const history = await collaboratorHistoryJson(ctx.db, collaboratorUuid, zone);
      const list = await psychologistAppointmentsJson(ctx.db, psychologistUuid, zone);
      const confirmed = await psychologistConfirmedJson(ctx.db, psychologistUuid, zone);
      expect(JSON.parse(history.json)).toStrictEqual(await expected(zone, 'desc'));
      expect(JSON.parse(list.json)).toStrictEqual(await expected(zone, 'desc'));
      expect(JSON.parse(confirmed.json)).toStrictEqual(await expected(zone, 'asc'));
      expect([history.next, list.next, confirmed.next]).toEqual([null, null, null]);
      // As compact as JSON.stringify writes it: the same bytes as before on the wire.
      for (const page of [history, list, confirmed])
        expect(page.json).toBe(JSON.stringify(JSON.parse(page.json)));
    });
  }

  it('writes the old summer time offset and the milliseconds as zonedIso does', async () => {
    const [first] = JSON.parse(
      (await psychologistConfirmedJson(ctx.db, psychologistUuid, 'America/Sao_Paulo')).json,
    ) as { startsAt: string; createdAt: string }[];
    expect(first.startsAt).toBe('2018-12-03T08:00:00.000-02:00');
    expect(first.createdAt).toBe(
      zonedIso(new Date('2026-11-20T23:59:59.123Z'), 'America/Sao_Paulo'),
    );
    expect(first.createdAt).toBe('2026-11-20T20:59:59.123-03:00');
  });

  it('walks the pages with the cursor and ends without one', async () => {
    const zone = 'America/Sao_Paulo';
    const all = await expected(zone, 'desc');
    const seen: unknown[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = await collaboratorHistoryJson(ctx.db, collaboratorUuid, zone, {
        limit: 4,
        cursor,
      });
      seen.push(...(JSON.parse(page.json) as unknown[]));
      if (!page.next) break;
      cursor = page.next;
    }
    expect(seen).toStrictEqual(all);
    const empty = await collaboratorHistoryJson(ctx.db, crypto.randomUUID(), zone);
    expect(empty).toEqual({ json: '[]', next: null });
  });
});
