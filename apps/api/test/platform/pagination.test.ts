import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  bearer,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
  makeAppointment,
} from '../helpers/factories.ts';

// Pages of the lists that grow without bound (decision 1211): `limit` (100 by default, at most
// 500), an opaque cursor, newest first, `q` where the screen has a search box; the body stays the
// spec's array and the next page's address is in `Link: <…>; rel="next"`, absent on the last page.

const ctx = fileApp();
const admin = fileAdministrator(ctx);

const call = apiCaller(() => ctx);
const get = (url: string, token: string) => call('GET', url, token);

type Row = { uuid: string };
const itemsOf = (body: unknown, key?: string) =>
  (key ? (body as Record<string, Row[]>)[key] : (body as Row[])).map((r) => r.uuid);

/** Follows rel="next" from `url` to the end: every page's uuids, and how many pages. */
async function walk(url: string, token: string, key?: string) {
  const seen: string[] = [];
  let pages = 0;
  let next: string | undefined = `/api${url}`;
  while (next) {
    const res = await ctx.app.inject({ method: 'GET', url: next, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    seen.push(...itemsOf(res.json(), key));
    pages++;
    const link = res.headers.link as string | undefined;
    next = link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
    expect(pages).toBeLessThan(50);
  }
  return { seen, pages };
}

/** The limit's bounds and the cursor's check, with the shared pt-BR messages. */
async function expectBounds(path: string, token: string) {
  const sep = path.includes('?') ? '&' : '?';
  const bad = async (query: string, message: string) => {
    const res = await get(`${path}${sep}${query}`, token);
    expect(res.statusCode, query).toBe(400);
    expect(res.json().message).toBe(message);
  };
  await bad('limit=501', 'O limite máximo é 500');
  await bad('limit=0', 'Limite inválido');
  await bad('limit=abc', 'Limite inválido');
  await bad('limit=1.5', 'Limite inválido');
  await bad('cursor=bm9wZQ', 'Cursor inválido');
  expect((await get(`${path}${sep}limit=500`, token)).statusCode).toBe(200);
}

/** Walking 2 at a time gives the whole list once, in the order of one big page, no gaps. */
async function expectWalk(path: string, token: string, total: number, key?: string) {
  const sep = path.includes('?') ? '&' : '?';
  const all = await get(`${path}${sep}limit=500`, token);
  expect(all.headers.link).toBeUndefined();
  const whole = itemsOf(all.json(), key);
  expect(whole).toHaveLength(total);
  const { seen, pages } = await walk(`${path}${sep}limit=2`, token, key);
  expect(seen).toEqual(whole);
  expect(new Set(seen).size).toBe(total);
  expect(pages).toBe(Math.ceil(total / 2));
  return whole;
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe("the administrator's companies", () => {
  it('pages newest first (ties broken by uuid), finds by name, CNPJ and e-mail', async () => {
    // Five companies created in the same instant and two later: the tie is walked exactly.
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await makeCompany(ctx, {
          name: i === 3 ? 'Padaria São João' : `Empresa Paginada ${i}`,
          createdAt: at(i < 5 ? 0 : i),
        }),
      );
    const total = (await get('/companies?limit=500', admin.token)).json().length;
    const whole = await expectWalk('/companies', admin.token, total);
    expect(whole.slice(0, 2)).toEqual([made[6].uuid, made[5].uuid]);
    await expectBounds('/companies', admin.token);

    const q = async (text: string) =>
      itemsOf((await get(`/companies?q=${encodeURIComponent(text)}`, admin.token)).json());
    expect(await q('sao joao')).toEqual([made[3].uuid]);
    expect(await q('PADARIA  são')).toEqual([made[3].uuid]);
    const cnpj = made[3].document;
    const formatted = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect(await q(formatted)).toEqual([made[3].uuid]);
    expect(await q(made[3].email.toUpperCase())).toEqual([made[3].uuid]);
    expect(await q('100%_')).toEqual([]);
    expect((await q('Paginada')).length).toBe(6);
    await expectWalk('/companies?q=Paginada', admin.token, 6);
  });

  it('each count follows creation, a move, a soft and a hard deletion (decision 1213)', async () => {
    const one = await makeCompany(ctx, { name: 'Contagem Um' });
    const two = await makeCompany(ctx, { name: 'Contagem Dois' });
    const [s1, s2] = [await makeSector(ctx, one.uuid), await makeSector(ctx, two.uuid)];
    const people = [];
    for (let i = 0; i < 3; i++)
      people.push(await makeCollaborator(ctx, { companyUuid: one.uuid, sectorUuid: s1.uuid }));
    const count = async () => {
      const rows = (await get('/companies?q=Contagem', admin.token)).json() as {
        uuid: string;
        collaboratorsCount: number;
      }[];
      const of = (uuid: string) => rows.find((r) => r.uuid === uuid)?.collaboratorsCount;
      return [of(one.uuid), of(two.uuid)];
    };
    expect(await count()).toEqual([3, 0]);
    await ctx.db
      .update(s.collaborators)
      .set({ companyUuid: two.uuid, sectorUuid: s2.uuid })
      .where(eq(s.collaborators.uuid, people[0].uuid));
    expect(await count()).toEqual([2, 1]);
    await ctx.db
      .update(s.collaborators)
      .set({ deletedAt: new Date() })
      .where(eq(s.collaborators.uuid, people[1].uuid));
    expect(await count()).toEqual([1, 1]);
    // Another column changed (credits) leaves the count alone.
    await ctx.db
      .update(s.collaborators)
      .set({ credits: 3 })
      .where(eq(s.collaborators.companyUuid, one.uuid));
    expect(await count()).toEqual([1, 1]);
    await ctx.db.delete(s.creditLedger).where(eq(s.creditLedger.collaboratorUuid, people[2].uuid));
    await ctx.db.delete(s.collaborators).where(eq(s.collaborators.uuid, people[2].uuid));
    expect(await count()).toEqual([0, 1]);
  });

  it('a company or a collaborator may not list them', async () => {
    const company = await makeCompany(ctx);
    expect((await get('/companies', company.token)).statusCode).toBe(403);
  });
});

describe('psychologists (administrator)', () => {
  it('pages newest first and finds by name, CPF, CRP and e-mail', async () => {
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await makePsychologist(ctx, {
          name: i === 2 ? 'Márcia Lins' : `Psicóloga Paginada ${i}`,
          createdAt: at(i < 3 ? 0 : i),
        }),
      );
    const total = (await get('/psychologists?limit=500', admin.token)).json().length;
    const whole = await expectWalk('/psychologists', admin.token, total);
    expect(whole[0]).toBe(made[4].uuid);
    await expectBounds('/psychologists', admin.token);
    const q = async (text: string) =>
      itemsOf((await get(`/psychologists?q=${encodeURIComponent(text)}`, admin.token)).json());
    expect(await q('marcia')).toEqual([made[2].uuid]);
    expect(await q(made[2].crp)).toEqual([made[2].uuid]);
    expect(await q(made[2].document)).toEqual([made[2].uuid]);
    expect(await q('Paginada')).toHaveLength(4);
  });
});

describe("a sector's collaborators", () => {
  it('pages them inside the sector, counts them all, finds by name and e-mail', async () => {
    const company = await makeCompany(ctx);
    const sector = await makeSector(ctx, company.uuid);
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await makeCollaborator(ctx, {
          companyUuid: company.uuid,
          sectorUuid: sector.uuid,
          name: i === 1 ? 'Joana Ávila' : `Pessoa ${i}`,
          createdAt: at(i < 3 ? 0 : i),
        }),
      );
    const first = await get(`/sectors/${sector.uuid}?limit=2`, admin.token);
    expect(first.json()).toMatchObject({ uuid: sector.uuid, collaboratorsCount: 5 });
    expect(first.json().collaborators).toHaveLength(2);
    const whole = await expectWalk(`/sectors/${sector.uuid}`, admin.token, 5, 'collaborators');
    expect(whole[0]).toBe(made[4].uuid);
    // The company reads its own sector the same way.
    await expectWalk(`/sectors/${sector.uuid}`, company.token, 5, 'collaborators');
    await expectBounds(`/sectors/${sector.uuid}`, admin.token);
    const found = await get(`/sectors/${sector.uuid}?q=avila`, company.token);
    expect(itemsOf(found.json(), 'collaborators')).toEqual([made[1].uuid]);
    expect(found.json().collaboratorsCount).toBe(5);
    const other = await makeCompany(ctx);
    expect((await get(`/sectors/${sector.uuid}`, other.token)).statusCode).toBe(403);
  });
});

describe('histories', () => {
  it("a collaborator's and a psychologist's appointments, newest first, in pages", async () => {
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    const dates = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    const made = [];
    for (const date of dates)
      made.push(
        await makeAppointment(ctx, {
          collaboratorUuid: collaborator.uuid,
          psychologistUuid: psychologist.uuid,
          date,
        }),
      );
    const newestFirst = made.map((a) => a.uuid).reverse();
    const mine = `/appointments/collaborators/${collaborator.uuid}`;
    expect(await expectWalk(mine, collaborator.token, 5)).toEqual(newestFirst);
    await expectBounds(mine, collaborator.token);
    const theirs = `/appointments/psychologists/${psychologist.uuid}`;
    expect(await expectWalk(theirs, psychologist.token, 5)).toEqual(newestFirst);
    await expectBounds(theirs, psychologist.token);
    // A page is still only one's own.
    const other = await makeCollaborator(ctx);
    expect((await get(`${mine}?limit=2`, other.token)).statusCode).toBe(403);
  });
});

describe("a psychologist's 'confirmed' list and month", () => {
  it("pages the psychologist's own by start; a collaborator's redacted list stays whole", async () => {
    const psychologist = await makePsychologist(ctx, { complianceStatus: 'approved' });
    const collaborator = await makeCollaborator(ctx);
    const dates = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'];
    const made = [];
    for (const date of dates)
      made.push(
        await makeAppointment(ctx, {
          collaboratorUuid: collaborator.uuid,
          psychologistUuid: psychologist.uuid,
          date,
        }),
      );
    const path = `/appointments/psychologists/confirmed/${psychologist.uuid}`;
    // By start, oldest first, as the whole list was (decision 1211 keeps the spec's order).
    expect(await expectWalk(path, psychologist.token, 5)).toEqual(made.map((a) => a.uuid));
    await expectBounds(path, psychologist.token);
    // The booking screen's list: bounded by the booking window, answered whole, never a Link.
    const booking = await get(`${path}?limit=1`, (await makeCollaborator(ctx)).token);
    expect(booking.statusCode).toBe(200);
    expect(booking.headers.link).toBeUndefined();
    expect(booking.json().map((a: { date: string }) => a.date)).toEqual(dates);
  });

  it("pages an administrator's month of a psychologist by start, each page audited", async () => {
    const psychologist = await makePsychologist(ctx, { complianceStatus: 'approved' });
    const collaborator = await makeCollaborator(ctx);
    const made = [];
    for (const [date, startTime] of [
      ['2026-05-04', '09:00:00'],
      ['2026-05-04', '10:00:00'],
      ['2026-05-12', '08:00:00'],
      ['2026-05-29', '11:00:00'],
      ['2026-05-31', '09:00:00'],
      ['2026-06-01', '09:00:00'],
    ])
      made.push(
        await makeAppointment(ctx, {
          collaboratorUuid: collaborator.uuid,
          psychologistUuid: psychologist.uuid,
          date,
          startTime,
        }),
      );
    const path = `/appointments/psychologists/last-month/${psychologist.uuid}?month=2026-05`;
    const may = made.slice(0, 5).map((a) => a.uuid);
    expect(await expectWalk(path, admin.token, 5)).toEqual(may);
    await expectBounds(path, admin.token);
    // The next page's address keeps the month.
    const first = await get(`${path}&limit=2`, admin.token);
    expect(first.headers.link).toMatch(/month=2026-05/);
    // Each page read is audited with the number of appointments it showed.
    const audits = await ctx.db
      .select({ details: s.auditLog.details })
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, psychologist.uuid));
    const counts = audits.map((a) => (a.details as { count: number }).count);
    expect(counts).toEqual(expect.arrayContaining([5, 2, 2, 1]));
  });
});

describe('purchases and the outbox', () => {
  it("a collaborator's purchases, newest first, in pages", async () => {
    const collaborator = await makeCollaborator(ctx);
    const rows = await ctx.db
      .insert(s.purchases)
      .values(
        [0, 0, 0, 4, 5].map((m) => ({
          collaboratorUuid: collaborator.uuid,
          amount: 1,
          priceCents: 10_000,
          provider: 'sandbox',
          createdAt: at(m),
        })),
      )
      .returning();
    const path = `/purchases/${collaborator.uuid}`;
    const whole = await expectWalk(path, collaborator.token, 5);
    expect(whole.slice(0, 2)).toEqual([rows[4].uuid, rows[3].uuid]);
    await expectBounds(path, collaborator.token);
  });

  it('the outbox, newest first, found by recipient and subject but never by its text', async () => {
    await ctx.db.insert(s.outbox).values(
      [0, 0, 0, 3, 4, 5].map((m, i) => ({
        channel: 'email',
        recipient: `pagina-${i}@exemplo.com.br`,
        kind: 'password_reset',
        subject: i === 2 ? 'Redefinição de senha' : 'Convite',
        body: `https://app.exemplo/redefinir?token=segredo${i}`,
        createdAt: at(m),
      })),
    );
    const total = (await get('/outbox?limit=500', admin.token)).json().length;
    await expectWalk('/outbox', admin.token, total);
    await expectBounds('/outbox', admin.token);
    const q = async (text: string) =>
      (await get(`/outbox?q=${encodeURIComponent(text)}`, admin.token)).json() as {
        recipient: string;
      }[];
    expect((await q('pagina-4@')).map((m) => m.recipient)).toEqual(['pagina-4@exemplo.com.br']);
    expect((await q('redefinicao')).map((m) => m.recipient)).toEqual(['pagina-2@exemplo.com.br']);
    expect(await q('segredo2')).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('documents limit, cursor and q, and the Link header of every paged list', async () => {
    const doc = (await call('GET', '/docs')).json();
    const paged: [string, boolean][] = [
      ['/api/companies', true],
      ['/api/psychologists', true],
      ['/api/sectors/{uuid}', true],
      ['/api/outbox', true],
      ['/api/appointments/collaborators/{uuid}', false],
      ['/api/appointments/psychologists/{uuid}', false],
      ['/api/appointments/psychologists/confirmed/{uuid}', false],
      ['/api/appointments/psychologists/last-month/{uuid}', false],
      ['/api/purchases/{uuid}', false],
      ['/api/audit-log', false],
    ];
    for (const [path, searchable] of paged) {
      const op = doc.paths[path].get;
      const names = op.parameters.filter((p: { in: string }) => p.in === 'query');
      const query = names.map((p: { name: string }) => p.name);
      expect(query, path).toEqual(expect.arrayContaining(['limit', 'cursor']));
      if (searchable) expect(query, path).toContain('q');
      expect(op.responses['200'].headers?.Link, path).toBeDefined();
    }
  });
});
