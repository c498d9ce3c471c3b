import { beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { makeCollaborator, makePsychologist, makeAppointment } from '../helpers/factories.ts';
import { listAppointments } from '../../src/modules/appointments/appointment-view.ts';
import { serializeWithLocalDates } from '../../src/lib/local-dates.ts';
import { fileApp } from '../helpers/file-app.ts';
import { bearer } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// The appointment lists' pages (decision 1211): what `listAppointments` reads, written by the reply
// serializer in the business zone (lib/local-dates.ts), walked page by page through `Link`.
const ctx = fileApp();
const call = apiCaller(() => ctx);
let collaboratorUuid: string;
let psychologistUuid: string;
let tokens: { collaborator: string; psychologist: string };
beforeAll(async () => {
  const p = await makePsychologist(ctx);
  const c = await makeCollaborator(ctx);
  collaboratorUuid = c.uuid;
  psychologistUuid = p.uuid;
  tokens = { collaborator: c.token, psychologist: p.token };
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

/** Every page of `url` by its `Link` header, `limit` at a time. */
async function walk(url: string, token: string, limit: number) {
  const items: unknown[] = [];
  let next: string | undefined = `${url}?limit=${limit}`;
  for (let i = 0; next && i < 10; i++) {
    const res: {
      statusCode: number;
      body: string;
      json: () => unknown;
      headers: Record<string, unknown>;
    } = await ctx.app.inject({ method: 'GET', url: next, headers: bearer(token) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    items.push(...(res.json() as unknown[]));
    next = (res.headers.link as string | undefined)?.match(/^<([^>]+)>; rel="next"$/)?.[1];
  }
  return items;
}

describe('appointment pages', () => {
  it('walk to the whole list, newest first or by start, in the business zone', async () => {
    const zone = ctx.deps.env.APP_TIME_ZONE;
    const history = `/api/appointments/collaborators/${collaboratorUuid}`;
    const list = `/api/appointments/psychologists/${psychologistUuid}`;
    const confirmed = `/api/appointments/psychologists/confirmed/${psychologistUuid}`;
    for (const limit of [1, 4, 100]) {
      expect(await walk(history, tokens.collaborator, limit)).toStrictEqual(
        await expected(zone, 'desc'),
      );
      expect(await walk(list, tokens.psychologist, limit)).toStrictEqual(
        await expected(zone, 'desc'),
      );
      expect(await walk(confirmed, tokens.psychologist, limit)).toStrictEqual(
        await expected(zone, 'asc'),
      );
    }
  });

  it('write the old summer time offset and the milliseconds', async () => {
    const [first] = (await walk(
      `/api/appointments/psychologists/confirmed/${psychologistUuid}`,
      tokens.psychologist,
      1,
    )) as { startsAt: string; createdAt: string }[];
    expect(first.startsAt).toBe('2018-12-03T08:00:00.000-02:00');
    expect(first.createdAt).toBe('2026-11-20T20:59:59.123-03:00');
  });

  it('answer an empty page without a next address for a history with nothing', async () => {
    const other = await makeCollaborator(ctx);
    const res = await call('GET', `/appointments/collaborators/${other.uuid}`, other.token);
    expect(res.json()).toEqual([]);
    expect(res.headers.link).toBeUndefined();
  });
});
