import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  applyDueContactChanges,
  CONTACT_CHANGE_DELAY_MS,
} from '../../src/modules/accounts/pending-contact-changes.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeAppointment,
  makeCompanyWithSector,
} from '../helpers/factories.ts';

// The audit log (domain.md §12, §14; decision 1182): outbox reads, e-mail changes, password
// resets and an administrator's reading of a person's appointments are recorded; the
// administrator alone reads the log, filtered and paginated, newest first.

const ctx = fileApp();
let admin: Awaited<ReturnType<typeof makeAdministrator>>;
beforeAll(async () => {
  admin = await makeAdministrator(ctx, { name: 'Helena Auditora' });
});

const call = apiCaller(() => ctx);
const get = (url: string, token?: string) => call('GET', url, token);
const log = async (query: string) => {
  const res = await get(`/audit-log?${query}`, admin.token);
  expect(res.statusCode).toBe(200);
  return res;
};

describe('what is recorded', () => {
  it('reading the outbox and the messages names the administrator', async () => {
    expect((await get('/outbox', admin.token)).statusCode).toBe(200);
    expect((await get('/messages?status=sent', admin.token)).statusCode).toBe(200);
    const entries = (await log(`actor=${admin.uuid}&action=outbox.read`)).json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'outbox.read',
      targetType: 'outbox',
      actor: {
        role: 'administrator',
        uuid: admin.uuid,
        name: 'Helena Auditora',
        email: admin.email,
      },
    });
    expect(entries[0].details).toMatchObject({ status: 'sent' });
  });

  it("an administrator's reading of a person's appointments is recorded on that person", async () => {
    const collaborator = await makeCollaborator(ctx, { name: 'Ana Souza' });
    const psychologist = await makePsychologist(ctx);
    const appointment = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-04',
    });
    expect((await get(`/appointments/${appointment.uuid}`, admin.token)).statusCode).toBe(200);
    const lastMonth = `/appointments/psychologists/last-month/${psychologist.uuid}`;
    expect((await get(lastMonth, admin.token)).statusCode).toBe(200);
    // The people themselves reading their own appointments are not audited.
    expect((await get(`/appointments/${appointment.uuid}`, collaborator.token)).statusCode).toBe(
      200,
    );

    const aboutAna = (await log(`subject=${collaborator.uuid}`)).json();
    expect(aboutAna).toHaveLength(1);
    expect(aboutAna[0]).toMatchObject({
      action: 'appointments.read',
      targetType: 'collaborator',
      targetUuid: collaborator.uuid,
      targetName: 'Ana Souza',
      details: { appointmentUuid: appointment.uuid },
    });
    const aboutPsychologist = (await log(`person=${psychologist.email}`)).json();
    expect(aboutPsychologist.map((e: { action: string }) => e.action)).toEqual([
      'appointments.read',
    ]);
  });

  it('an e-mail changed by the administrator and a password reset are listed, without secrets', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const person = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
    });
    const newEmail = `novo-${person.uuid.slice(0, 6)}@empresa.com.br`;
    const put = await call('PUT', `/collaborators/${person.uuid}`, admin.token, {
      name: person.name,
      document: person.document,
      email: newEmail,
      gender: 'female',
      phone: '(21) 99876-5432',
      sectorUuid: sector.uuid,
    });
    expect(put.statusCode).toBe(200);
    // §26 (decision 1301): the administrator's change applies 72 hours later.
    ctx.setNow(new Date(Date.now() + CONTACT_CHANGE_DELAY_MS));
    await applyDueContactChanges(ctx.deps);
    await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: newEmail,
    });
    const [reset] = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.recipient, newEmail))
      .orderBy(desc(s.outbox.createdAt));
    const token = reset.body.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const done = await call('POST', '/auth/reset-password', undefined, {
      token,
      password: 'redefinida-123',
    });
    expect(done.statusCode).toBe(200);

    ctx.setNow(undefined);
    const res = await log(`person=${person.uuid}`);
    const entries: { action: string; actor: { uuid: string } }[] = res.json();
    // Newest first: the reset, then the change applied 72 hours after the administrator asked;
    // the phone changed in the same PUT is recorded too (§26).
    expect(entries.map((e) => e.action)).toEqual([
      'password_reset',
      'phone_change',
      'email_change',
      ...entries.slice(3).map((e) => e.action),
    ]);
    expect(
      entries
        .slice(3)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['email_change_requested', 'phone_change_requested']);
    for (const entry of entries.slice(1)) expect(entry.actor.uuid).toBe(admin.uuid);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('redefinida-123');
  });
});

describe('GET /audit-log', () => {
  it('the administrator only: 401 without a token, 403 for every other role', async () => {
    expect((await get('/audit-log')).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const token of [company.token, collaborator.token, psychologist.token]) {
      const res = await get('/audit-log', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });

  it('filters by São Paulo days, newest first, in pages linked by rel="next"', async () => {
    const actor = await makeAdministrator(ctx);
    const at = (iso: string) => ({
      actorRole: 'administrator',
      actorUuid: actor.uuid,
      action: 'delete',
      targetType: 'sector',
      createdAt: new Date(iso),
    });
    await ctx.db.insert(s.auditLog).values([
      at('2026-03-01T02:59:59.000Z'), // 28 Feb, 23:59:59 in São Paulo
      at('2026-03-01T03:00:00.000Z'), // 1 Mar, 00:00
      at('2026-03-01T12:00:00.000Z'),
      at('2026-03-01T12:00:00.000Z'), // same instant: the id breaks the tie
      at('2026-03-02T02:59:59.000Z'), // 1 Mar, 23:59:59
      at('2026-03-02T03:00:00.000Z'), // 2 Mar
    ]);
    const day = await log(`actor=${actor.uuid}&from=2026-03-01&to=2026-03-01`);
    const all = day.json();
    expect(all.map((e: { createdAt: string }) => e.createdAt)).toEqual([
      '2026-03-01T23:59:59.000-03:00',
      '2026-03-01T09:00:00.000-03:00',
      '2026-03-01T09:00:00.000-03:00',
      '2026-03-01T00:00:00.000-03:00',
    ]);
    expect(Number(all[1].id)).toBeGreaterThan(Number(all[2].id));
    expect(day.headers.link).toBeUndefined();

    const seen: string[] = [];
    let url: string | undefined =
      `/api/audit-log?actor=${actor.uuid}&from=2026-03-01&to=2026-03-01&limit=3`;
    let pages = 0;
    while (url) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((e: { id: string }) => e.id));
      const link = res.headers.link as string | undefined;
      url = link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(all.map((e: { id: string }) => e.id));

    expect((await log(`actor=${actor.uuid}&from=2026-03-02`)).json()).toHaveLength(1);
    expect((await log(`actor=${actor.uuid}&to=2026-02-28`)).json()).toHaveLength(1);
    expect((await log(`actor=${actor.uuid}&action=approve`)).json()).toEqual([]);
    expect((await log('person=ninguem@nada.dev')).json()).toEqual([]);
  });

  it('pages of 100 by default, at most 500', async () => {
    const actor = await makeAdministrator(ctx);
    await ctx.db.insert(s.auditLog).values(
      Array.from({ length: 120 }, () => ({
        actorRole: 'administrator',
        actorUuid: actor.uuid,
        action: 'grant_credits',
        targetType: 'company',
      })),
    );
    const first = await log(`actor=${actor.uuid}`);
    expect(first.json()).toHaveLength(100);
    expect(first.headers.link).toMatch(/rel="next"$/);
    expect((await log(`actor=${actor.uuid}&limit=500`)).json()).toHaveLength(120);
    const bad = async (query: string, message: string) => {
      const r = await get(`/audit-log?${query}`, admin.token);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(message);
    };
    await bad('limit=501', 'O limite máximo é 500');
    await bad('limit=0', 'Limite inválido');
    await bad('limit=abc', 'Limite inválido');
    await bad('from=2026-02-30', 'Data inválida');
    await bad('from=2026-03-02&to=2026-03-01', 'A data inicial deve ser anterior ou igual à final');
    await bad('actor=123', 'Pessoa inválida');
    await bad('cursor=bm9wZQ', 'Cursor inválido');
  });
});
