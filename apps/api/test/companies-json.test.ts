import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as s from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makeSector,
} from './helpers/factories.ts';
import { listCompanies } from '../src/modules/companies/companies.service.ts';
import { publicRecord } from '../src/modules/accounts/account-view.ts';
import { serializeWithLocalDates } from '../src/lib/local-dates.ts';

// Decision 1236: the administrator's company list built as JSON by the database must be, once
// parsed, what the rows written by the reply serializer were (lib/local-dates.ts).
let ctx: TestContext;
let adminToken: string;
let deletedUuid: string;
const ZONES = ['America/Sao_Paulo', 'Asia/Kolkata', 'America/St_Johns', 'UTC'];

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await makeAdministrator(ctx)).token;
  const made = [];
  for (let i = 0; i < 7; i++)
    made.push(await makeCompany(ctx, { name: `Json Empresa ${i}`, formTitle: `Título ${i}` }));
  // São Paulo's old summer time (2018), microseconds, three companies created at the same instant
  // (ties broken by uuid), and one deleted.
  const instants = [
    '2018-12-03 10:00:00.000001+00',
    '2026-11-20 23:59:59.123456+00',
    '2026-11-20 23:59:59.123456+00',
    '2026-11-20 23:59:59.123456+00',
    '2026-11-21 02:30:00.987654+00',
    '2019-03-04 12:00:00.5+00',
    '2026-11-22 00:00:00+00',
  ];
  for (const [i, company] of made.entries())
    await ctx.db.execute(
      sql`update companies set created_at = ${instants[i]}::timestamptz where uuid = ${company.uuid}`,
    );
  deletedUuid = made[6].uuid;
  await ctx.db
    .update(s.companies)
    .set({ deletedAt: new Date() })
    .where(eq(s.companies.uuid, deletedUuid));
  const sector = await makeSector(ctx, made[1].uuid);
  for (let i = 0; i < 2; i++)
    await makeCollaborator(ctx, { companyUuid: made[1].uuid, sectorUuid: sector.uuid });
});
afterAll(() => ctx.close());

const inZone = (zone: string) => ({ ...ctx.deps, env: { ...ctx.deps.env, APP_TIME_ZONE: zone } });

/** What the rows gave: every active company, newest first, through the reply serializer. */
async function expected(zone: string, uuids?: string[]) {
  const c = s.companies;
  const rows = await ctx.db
    .select({ company: c, count: sql<number>`${c}.collaborators_count` })
    .from(c)
    .where(and(isNull(c.deletedAt), uuids ? inArray(c.uuid, uuids) : undefined))
    .orderBy(desc(c.createdAt), desc(c.uuid));
  const records = rows.map((r) => ({ ...publicRecord(r.company), collaboratorsCount: r.count }));
  return JSON.parse(serializeWithLocalDates(zone)(records)) as { uuid: string }[];
}

describe('the company list as JSON from the database', () => {
  for (const zone of ZONES) {
    it(`equals the serialized rows, instants in ${zone}`, async () => {
      const page = await listCompanies(inZone(zone), { limit: 500 });
      const want = await expected(zone);
      expect(JSON.parse(page.json)).toStrictEqual(want);
      expect(page.next).toBeNull();
      expect(page.json).toBe(JSON.stringify(JSON.parse(page.json)));
      expect(want.map((r) => r.uuid)).not.toContain(deletedUuid);
      expect(want.length).toBeGreaterThanOrEqual(6);
    });
  }

  it('writes the old summer time, the milliseconds and the count', async () => {
    const items = JSON.parse(
      (await listCompanies(inZone('America/Sao_Paulo'), { limit: 500 })).json,
    ) as {
      name: string;
      createdAt: string;
      collaboratorsCount: number;
    }[];
    const of = (name: string) => items.find((r) => r.name === name);
    expect(of('Json Empresa 0')?.createdAt).toBe('2018-12-03T08:00:00.000-02:00');
    expect(of('Json Empresa 4')?.createdAt).toBe('2026-11-20T23:30:00.987-03:00');
    expect(of('Json Empresa 1')?.collaboratorsCount).toBe(2);
    expect(of('Json Empresa 6')).toBeUndefined();
  });

  for (const zone of ['America/Sao_Paulo', 'Asia/Kolkata']) {
    it(`walks the pages with the cursor, searched or not, in ${zone}`, async () => {
      const deps = inZone(zone);
      for (const q of [undefined, 'json empresa']) {
        const seen: unknown[] = [];
        let cursor: string | undefined;
        for (let i = 0; i < 20; i++) {
          const page = await listCompanies(deps, { limit: 2, cursor, q });
          expect(page.json).toBe(JSON.stringify(JSON.parse(page.json)));
          seen.push(...(JSON.parse(page.json) as unknown[]));
          if (!page.next) break;
          cursor = page.next;
        }
        const all = await expected(zone);
        const want = q ? all.filter((r) => (r as { name: string }).name.startsWith('Json')) : all;
        expect(want.length).toBeGreaterThanOrEqual(6);
        expect(seen).toStrictEqual(want);
      }
      expect(await listCompanies(deps, { q: 'nenhuma-empresa-assim' })).toEqual({
        json: '[]',
        next: null,
      });
    });
  }

  it('GET /api/companies answers the same text with the next page in Link', async () => {
    const zone = ctx.deps.env.APP_TIME_ZONE;
    const all = await expected(zone);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/companies?limit=3',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toStrictEqual(all.slice(0, 3));
    const cursor = Buffer.from(all[2].uuid).toString('base64url');
    expect(res.headers.link).toBe(`</api/companies?limit=3&cursor=${cursor}>; rel="next"`);
  });
});
