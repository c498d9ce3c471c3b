import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { fileKit } from '../helpers/file-app.ts';
import {
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
} from '../helpers/factories.ts';

// Decision 1208: the invitation's status on the sector page ('invited' until a password is set,
// then 'active') and POST /collaborators/{uuid}/resend-invitation (limited, audited).

const { ctx, admin, call } = fileKit();
let company: Awaited<ReturnType<typeof makeCompany>>;
let sectorUuid: string;

beforeAll(async () => {
  company = await makeCompany(ctx);
  sectorUuid = (await makeSector(ctx, company.uuid)).uuid;
});

const invited = () =>
  makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid, passwordHash: null });
const resend = (uuid: string, token?: string) =>
  call('POST', `/collaborators/${uuid}/resend-invitation`, token);
const invitations = (uuid: string) =>
  ctx.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.relatedUuid, uuid), eq(s.outbox.kind, 'invitation')));
const openLinks = (uuid: string) =>
  ctx.db
    .select()
    .from(s.oneTimeTokens)
    .where(and(eq(s.oneTimeTokens.accountUuid, uuid), isNull(s.oneTimeTokens.usedAt)));

describe('invitation status on the sector page', () => {
  it("is 'invited' without a password and 'active' with one, for the company and the administrator", async () => {
    const waiting = await invited();
    const active = await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid });
    for (const token of [company.token, admin.token]) {
      const res = await call('GET', `/sectors/${sectorUuid}`, token);
      expect(res.statusCode).toBe(200);
      const people = res.json().collaborators as { uuid: string; invitationStatus: string }[];
      expect(people.find((p) => p.uuid === waiting.uuid)?.invitationStatus).toBe('invited');
      expect(people.find((p) => p.uuid === active.uuid)?.invitationStatus).toBe('active');
      expect(people[0]).not.toHaveProperty('passwordHash');
    }
  });
});

describe('POST /collaborators/:uuid/resend-invitation', () => {
  it('sends a new link, kills the old one, and is audited (202)', async () => {
    const person = await invited();
    ctx.setNow('2026-03-02T12:00:00.000Z');
    const first = await resend(person.uuid, company.token);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'Convite reenviado' });
    ctx.setNow('2026-03-02T13:00:00.000Z');
    expect((await resend(person.uuid, company.token)).statusCode).toBe(202);
    const mails = await invitations(person.uuid);
    expect(mails).toHaveLength(2);
    expect(mails[0].recipient).toBe(person.email);
    expect(mails[0].subject).toBe('Bem-vindo(a) ao Acolher: crie sua senha');
    expect(await openLinks(person.uuid)).toHaveLength(1);
    // The first link no longer sets a password.
    const oldToken = /token=([A-Za-z0-9_-]+)/.exec(
      mails.sort((a, b) => +a.createdAt - +b.createdAt)[0].body,
    )![1];
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token: oldToken,
      password: 'senha-nova-1',
    });
    expect(reset.statusCode).toBe(400);
    const audits = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.action, 'invitation.resend'), eq(s.auditLog.targetUuid, person.uuid)),
      );
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorRole: 'company',
      actorUuid: company.uuid,
      targetType: 'collaborator',
    });
    ctx.setNow(undefined);
  });

  it('allows 3 invitations in 24 hours, then 429 until a day has passed', async () => {
    const person = await invited();
    ctx.setNow('2026-03-03T08:00:00.000Z');
    for (const hour of ['08', '09', '10']) {
      ctx.setNow(`2026-03-03T${hour}:00:00.000Z`);
      expect((await resend(person.uuid, admin.token)).statusCode).toBe(202);
    }
    ctx.setNow('2026-03-03T11:00:00.000Z');
    const refused = await resend(person.uuid, admin.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'O convite já foi enviado 3 vezes nas últimas 24 horas. Tente novamente mais tarde.',
    );
    expect(await invitations(person.uuid)).toHaveLength(3);
    ctx.setNow('2026-03-04T08:30:00.000Z');
    expect((await resend(person.uuid, admin.token)).statusCode).toBe(202);
    ctx.setNow(undefined);
  });

  it('sends a first resend at once, then refuses one within 10 minutes of the last (429)', async () => {
    const person = await invited();
    // The invitation (as an import sends it), then a resend right away: both go.
    ctx.setNow('2026-03-05T08:00:00.000Z');
    expect((await resend(person.uuid, company.token)).statusCode).toBe(202);
    ctx.setNow('2026-03-05T08:00:20.000Z');
    expect((await resend(person.uuid, company.token)).statusCode).toBe(202);
    for (const at of ['2026-03-05T08:00:40.000Z', '2026-03-05T08:10:19.000Z']) {
      ctx.setNow(at);
      const refused = await resend(person.uuid, company.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Um convite foi enviado a esta pessoa há menos de 10 minutos. Aguarde para reenviar.',
      );
    }
    expect(await invitations(person.uuid)).toHaveLength(2);
    // Another person's invitation is not held back by this one's.
    const other = await invited();
    expect((await resend(other.uuid, company.token)).statusCode).toBe(202);
    ctx.setNow('2026-03-05T08:10:20.000Z');
    expect((await resend(person.uuid, company.token)).statusCode).toBe(202);
    expect(await invitations(person.uuid)).toHaveLength(3);
    ctx.setNow(undefined);
  });

  it('refuses a person who already set a password (409)', async () => {
    const active = await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid });
    const res = await resend(active.uuid, company.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Este colaborador já ativou a conta: não há convite a reenviar.',
    );
    expect(await invitations(active.uuid)).toHaveLength(0);
  });

  it('refuses no token (401), another company (403), collaborators and psychologists (403), unknown (404)', async () => {
    const person = await invited();
    expect((await resend(person.uuid)).statusCode).toBe(401);
    const other = await makeCompany(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const token of [other.token, person.token, psychologist.token]) {
      expect((await resend(person.uuid, token)).statusCode).toBe(403);
    }
    expect(await invitations(person.uuid)).toHaveLength(0);
    const unknown = await resend('00000000-0000-4000-8000-000000000000', admin.token);
    expect(unknown.statusCode).toBe(404);
  });
});
