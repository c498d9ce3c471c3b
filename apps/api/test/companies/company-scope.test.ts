import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import * as s from '../../src/db/schema.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makeSector,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

/**
 * docs/domain.md §3 as seen from a company: every /sectors and /collaborators call, with its own ids,
 * another company's ids, and payloads that try to attach things to another company.
 */
const ctx = fileApp();
type Company = Awaited<ReturnType<typeof makeCompany>>;
let mine: Company;
let theirs: Company;
let mySector: Awaited<ReturnType<typeof makeSector>>;
let theirSector: Awaited<ReturnType<typeof makeSector>>;
let myPerson: Awaited<ReturnType<typeof makeCollaborator>>;
let theirPerson: Awaited<ReturnType<typeof makeCollaborator>>;

beforeAll(async () => {
  mine = await makeCompany(ctx);
  theirs = await makeCompany(ctx);
  mySector = await makeSector(ctx, mine.uuid, 'Financeiro');
  theirSector = await makeSector(ctx, theirs.uuid, 'Jurídico');
  myPerson = await makeCollaborator(ctx, {
    companyUuid: mine.uuid,
    sectorUuid: mySector.uuid,
    credits: 3,
  });
  theirPerson = await makeCollaborator(ctx, {
    companyUuid: theirs.uuid,
    sectorUuid: theirSector.uuid,
  });
});

const call = apiCaller(() => ctx);

const expectDenied = (res: { statusCode: number; json(): { message: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe('Acesso negado');
};

const newPerson = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Nova',
  document: generateCpf(),
  email: `maria-${Math.random().toString(36).slice(2, 8)}@empresa.com.br`,
  phone: '11987654321',
  birthdate: '1992-03-04',
  gender: 'female',
  sectorUuid: mySector.uuid,
  ...over,
});

describe('sectors as a company', () => {
  it('GET /sectors lists its own sectors only', async () => {
    const res = await call('GET', '/sectors', mine.token);
    expect(res.statusCode).toBe(200);
    const uuids = res.json().map((x: { uuid: string }) => x.uuid);
    expect(uuids).toContain(mySector.uuid);
    expect(uuids).not.toContain(theirSector.uuid);
    for (const x of res.json()) expect(x.companyUuid).toBe(mine.uuid);
  });

  it("GET /sectors/:uuid: own 200 without credits or radar status; another company's 403", async () => {
    const own = await call('GET', `/sectors/${mySector.uuid}`, mine.token);
    expect(own.statusCode).toBe(200);
    const [person] = own.json().collaborators;
    expect(person).toMatchObject({ uuid: myPerson.uuid, name: myPerson.name });
    for (const key of ['credits', 'hasSentForm', 'lastSentFormAt', 'passwordHash'])
      expect(person).not.toHaveProperty(key);
    expectDenied(await call('GET', `/sectors/${theirSector.uuid}`, mine.token));
  });

  it('POST /sectors attaches the sector to the caller, whatever companyUuid says', async () => {
    const res = await call('POST', '/sectors', mine.token, {
      name: 'Marketing',
      companyUuid: theirs.uuid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyUuid).toBe(mine.uuid);
    const [row] = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, res.json().uuid));
    expect(row.companyUuid).toBe(mine.uuid);
    const withoutCompany = await call('POST', '/sectors', mine.token, { name: 'Compras' });
    expect(withoutCompany.statusCode).toBe(201);
    expect(withoutCompany.json().companyUuid).toBe(mine.uuid);
  });

  it("PUT /sectors/:uuid renames its own, 403 for another company's (unchanged)", async () => {
    const own = await call('PUT', `/sectors/${mySector.uuid}`, mine.token, { name: 'Finanças' });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('Finanças');
    expectDenied(await call('PUT', `/sectors/${theirSector.uuid}`, mine.token, { name: 'Tomado' }));
    const [row] = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, theirSector.uuid));
    expect(row.name).toBe('Jurídico');
  });

  it("DELETE /sectors/:uuid: 403 for another company's, 409 with people, 204 for its own empty one", async () => {
    const empty = await makeSector(ctx, theirs.uuid, 'Vazio deles');
    expectDenied(await call('DELETE', `/sectors/${empty.uuid}`, mine.token));
    const [still] = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, empty.uuid));
    expect(still.deletedAt).toBeNull();
    const busy = await call('DELETE', `/sectors/${mySector.uuid}`, mine.token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('Remova os colaboradores antes de excluir');
    const mineEmpty = await makeSector(ctx, mine.uuid, 'Vazio nosso');
    expect((await call('DELETE', `/sectors/${mineEmpty.uuid}`, mine.token)).statusCode).toBe(204);
  });
});

describe('collaborators as a company', () => {
  it('POST /collaborators joins the caller even when the payload names another company', async () => {
    const res = await call(
      'POST',
      '/collaborators',
      mine.token,
      newPerson({ companyUuid: theirs.uuid }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().companyUuid).toBe(mine.uuid);
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, res.json().uuid));
    expect(row).toMatchObject({ companyUuid: mine.uuid, sectorUuid: mySector.uuid });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it("POST /collaborators into another company's sector is refused, nothing created", async () => {
    const person = newPerson({ sectorUuid: theirSector.uuid, companyUuid: theirs.uuid });
    expectDenied(await call('POST', '/collaborators', mine.token, person));
    const rows = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.email, person.email as string));
    expect(rows).toHaveLength(0);
  });

  it("GET /collaborators/:id: own 200, another company's 403", async () => {
    expect((await call('GET', `/collaborators/${myPerson.uuid}`, mine.token)).statusCode).toBe(200);
    expectDenied(await call('GET', `/collaborators/${theirPerson.uuid}`, mine.token));
  });

  it("PUT /collaborators/:uuid edits its own, 403 for another company's or a move to another company's sector", async () => {
    const body = {
      name: 'Nome Editado',
      document: myPerson.document,
      email: myPerson.email,
      gender: 'male',
      phone: myPerson.phone, // the person's own (account-phone.test.ts)
      sectorUuid: mySector.uuid,
    };
    const own = await call('PUT', `/collaborators/${myPerson.uuid}`, mine.token, body);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Nome Editado', companyUuid: mine.uuid });
    expectDenied(
      await call('PUT', `/collaborators/${myPerson.uuid}`, mine.token, {
        ...body,
        sectorUuid: theirSector.uuid,
      }),
    );
    expectDenied(
      await call('PUT', `/collaborators/${theirPerson.uuid}`, mine.token, {
        ...body,
        document: theirPerson.document,
        email: theirPerson.email,
        sectorUuid: theirSector.uuid,
      }),
    );
    const [mineRow] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, myPerson.uuid));
    expect(mineRow).toMatchObject({ sectorUuid: mySector.uuid, companyUuid: mine.uuid });
    const [theirRow] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, theirPerson.uuid));
    expect(theirRow.name).toBe(theirPerson.name);
  });

  it("DELETE /collaborators/:uuid: 403 for another company's, 204 for its own", async () => {
    expectDenied(await call('DELETE', `/collaborators/${theirPerson.uuid}`, mine.token));
    const [theirRow] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, theirPerson.uuid));
    expect(theirRow.deletedAt).toBeNull();
    const doomed = await makeCollaborator(ctx, {
      companyUuid: mine.uuid,
      sectorUuid: mySector.uuid,
    });
    expect((await call('DELETE', `/collaborators/${doomed.uuid}`, mine.token)).statusCode).toBe(
      204,
    );
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(and(eq(s.collaborators.uuid, doomed.uuid)));
    expect(row.deletedAt).not.toBeNull();
  });

  it('may not grant credits, list or change companies (administrator only)', async () => {
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/collaborators/${myPerson.uuid}/add-credits`, { credits: 5 }],
      ['PATCH', `/collaborators/sector/${mySector.uuid}/add-credits`, { credits: 5 }],
      ['PATCH', `/collaborators/company/${mine.uuid}/add-credits`, { credits: 5 }],
      ['GET', '/companies'],
      ['PATCH', `/companies/${mine.uuid}/form`, { formId: 'x', formTitle: 'y' }],
      ['PUT', `/companies/${mine.uuid}`, { name: 'x' }],
      ['DELETE', `/companies/${mine.uuid}`],
    ];
    for (const [method, url, payload] of calls)
      expectDenied(await call(method, url, mine.token, payload));
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, myPerson.uuid));
    expect(row.credits).toBe(3);
  });
});

/**
 * Every collaborator record a company receives is the GET /collaborators/:id company view (no
 * credits, radar status or terms/consent data); an administrator keeps the full record.
 */
describe('what a company receives about its collaborators', () => {
  const PRIVATE = [
    'credits',
    'hasSentForm',
    'lastSentFormAt',
    'hasAcceptedTerms',
    'termsAcceptedAt',
    'termsVersion',
    'whatsappConsent',
    'passwordHash',
  ];
  const ADMIN_SEES = ['credits', 'hasSentForm', 'lastSentFormAt', 'hasAcceptedTerms'];
  type Person = Record<string, unknown>;

  /** The record holds none of the private fields, and no key the company's GET doesn't show. */
  const expectCompanyView = async (person: Person) => {
    for (const key of PRIVATE) expect(person).not.toHaveProperty(key);
    const get = await call('GET', `/collaborators/${person.uuid as string}`, mine.token);
    expect(get.statusCode).toBe(200);
    expect(Object.keys(get.json())).toEqual(expect.arrayContaining(Object.keys(person)));
  };
  const expectAdminView = (person: Person) => {
    for (const key of ADMIN_SEES) expect(person).toHaveProperty(key);
    expect(person).not.toHaveProperty('passwordHash');
  };

  let sector: Awaited<ReturnType<typeof makeSector>>;
  let admin: Awaited<ReturnType<typeof makeAdministrator>>;
  beforeAll(async () => {
    admin = await makeAdministrator(ctx);
    sector = await makeSector(ctx, mine.uuid, 'Atendimento');
  });
  const edit = (person: { document: string; email: string; phone: string }) => ({
    name: 'Nome Revisto',
    document: person.document,
    email: person.email,
    gender: 'female',
    phone: person.phone,
    sectorUuid: sector.uuid,
  });

  it('POST /collaborators: the company view for a company, the full record for an administrator', async () => {
    const asCompany = await call(
      'POST',
      '/collaborators',
      mine.token,
      newPerson({ sectorUuid: sector.uuid }),
    );
    expect(asCompany.statusCode).toBe(201);
    expect(asCompany.json()).toMatchObject({ companyUuid: mine.uuid, sectorUuid: sector.uuid });
    await expectCompanyView(asCompany.json());
    const asAdmin = await call(
      'POST',
      '/collaborators',
      admin.token,
      newPerson({ sectorUuid: sector.uuid, companyUuid: mine.uuid }),
    );
    expect(asAdmin.statusCode).toBe(201);
    expectAdminView(asAdmin.json());
    expect(asAdmin.json().credits).toBe(0);
  });

  it('PUT /collaborators/:uuid: the company view for a company, the full record for an administrator', async () => {
    const person = await makeCollaborator(ctx, {
      companyUuid: mine.uuid,
      sectorUuid: sector.uuid,
      credits: 4,
    });
    const asCompany = await call('PUT', `/collaborators/${person.uuid}`, mine.token, edit(person));
    expect(asCompany.statusCode).toBe(200);
    expect(asCompany.json()).toMatchObject({ uuid: person.uuid, name: 'Nome Revisto' });
    await expectCompanyView(asCompany.json());
    const asAdmin = await call('PUT', `/collaborators/${person.uuid}`, admin.token, edit(person));
    expect(asAdmin.statusCode).toBe(200);
    expectAdminView(asAdmin.json());
    expect(asAdmin.json()).toMatchObject({ credits: 4, hasSentForm: true, hasAcceptedTerms: true });
  });

  it('GET /sectors/:uuid: the company view of each person for a company, the full record for an administrator', async () => {
    const person = await makeCollaborator(ctx, {
      companyUuid: mine.uuid,
      sectorUuid: sector.uuid,
      credits: 2,
      termsAcceptedAt: new Date('2026-01-05T12:00:00.000Z'),
      termsVersion: '1',
      whatsappConsent: true,
      lastSentFormAt: new Date('2026-02-01T12:00:00.000Z'),
    });
    const asCompany = await call('GET', `/sectors/${sector.uuid}`, mine.token);
    expect(asCompany.statusCode).toBe(200);
    const seen: Person[] = asCompany.json().collaborators;
    expect(seen.map((x) => x.uuid)).toContain(person.uuid);
    for (const x of seen) await expectCompanyView(x);
    const asAdmin = await call('GET', `/sectors/${sector.uuid}`, admin.token);
    const full: Person[] = asAdmin.json().collaborators;
    expect(full.length).toBe(seen.length);
    for (const x of full) expectAdminView(x);
    expect(full.find((x) => x.uuid === person.uuid)).toMatchObject({
      credits: 2,
      hasSentForm: true,
      hasAcceptedTerms: true,
    });
  });
});
