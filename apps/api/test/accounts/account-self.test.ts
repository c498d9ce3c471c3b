import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  PASSWORD,
  makeAdministrator,
  makeCollaborator,
  makePsychologist,
  tokenFor,
  makeAppointment,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// 'Minha conta' (domain.md §14): each call is about the caller's own account.

const ctx = fileApp({ PUBLIC_URL: 'https://acolher.example' });

const call = apiCaller(() => ctx);
const me = (uuid: string, token: string) => call('GET', `/collaborators/${uuid}`, token);
async function messages(recipient: string) {
  return ctx.db
    .select()
    .from(s.outbox)
    .where(eq(s.outbox.recipient, recipient))
    .orderBy(desc(s.outbox.createdAt));
}
const audited = (action: string, uuid: string) =>
  ctx.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, action), eq(s.auditLog.targetUuid, uuid)));

describe('PATCH /account/email and its confirmation', () => {
  it('needs the current password and a free address; the link goes to the new address', async () => {
    const c = await makeCollaborator(ctx);
    const other = await makeCollaborator(ctx);
    const next = `novo.${c.uuid.slice(0, 8)}@empresa.com.br`;
    const wrong = await call('PATCH', '/account/email', c.token, {
      email: next,
      currentPassword: 'errada-123',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Senha atual incorreta']);
    const taken = await call('PATCH', '/account/email', c.token, {
      email: other.email,
      currentPassword: PASSWORD,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'E-mail já cadastrado']);

    const other2 = await tokenFor(ctx, 'collaborator', c.uuid);
    const res = await call('PATCH', '/account/email', c.token, {
      email: next,
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    const [link] = await messages(next);
    const token = link.body.match(
      /https:\/\/acolher\.example\/auth\/confirm-email\?token=([\w-]+)/,
    )?.[1];
    expect(token).toBeTruthy();
    const [told] = await messages(c.email);
    expect(told.kind).toBe('email_change_requested');
    expect(told.body).not.toMatch(/https?:\/\//);
    expect((await me(c.uuid, c.token)).json().email).toBe(c.email); // waits for the link
    const [stored] = await ctx.db
      .select()
      .from(s.oneTimeTokens)
      .where(eq(s.oneTimeTokens.newEmail, next));
    expect(stored.tokenHash).not.toBe(token);

    const done = await call('POST', '/account/email/confirm', undefined, { token });
    expect(done.statusCode).toBe(200);
    expect((await me(c.uuid, c.token)).statusCode).toBe(401);
    expect((await me(c.uuid, other2)).statusCode).toBe(401);
    const [changed] = await messages(c.email);
    expect(changed.kind).toBe('email_changed');
    expect(changed.body).not.toMatch(/https?:\/\//);
    const signIn = await call('POST', '/collaborators/sign-in', undefined, {
      email: next,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(await audited('email_change', c.uuid)).toHaveLength(1);

    const again = await call('POST', '/account/email/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Link inválido ou expirado'); // domain.md §14
  });

  it('a link older than 24 hours, or a password link, does not confirm', async () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    ctx.setNow(now);
    const c = await makeCollaborator(ctx);
    const next = `tarde.${c.uuid.slice(0, 8)}@empresa.com.br`;
    await call('PATCH', '/account/email', c.token, { email: next, currentPassword: PASSWORD });
    const token = (await messages(next))[0].body.match(/token=([\w-]+)/)?.[1];
    ctx.setNow(new Date(now.getTime() + 24 * 3_600_000 + 1000));
    const late = await call('POST', '/account/email/confirm', undefined, { token });
    expect(late.statusCode).toBe(400);
    ctx.setNow(undefined);
    // An e-mail confirmation token cannot set a password either.
    const fresh = await makeCollaborator(ctx);
    const later = `outro.${fresh.uuid.slice(0, 8)}@empresa.com.br`;
    await call('PATCH', '/account/email', fresh.token, { email: later, currentPassword: PASSWORD });
    const t2 = (await messages(later))[0].body.match(/token=([\w-]+)/)?.[1];
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token: t2,
      password: 'tomada-123',
    });
    expect(reset.statusCode).toBe(400);
  });
});

describe('PATCH /account/password, resets and sign-out everywhere', () => {
  it('changes the password with the current one, ends the other sessions, tells the person', async () => {
    const c = await makeCollaborator(ctx);
    const other = await tokenFor(ctx, 'collaborator', c.uuid);
    const wrong = await call('PATCH', '/account/password', c.token, {
      currentPassword: 'errada-123',
      password: 'nova-senha-123',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Senha atual incorreta']);
    const res = await call('PATCH', '/account/password', c.token, {
      currentPassword: PASSWORD,
      password: 'nova-senha-123',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(c.uuid, c.token)).statusCode).toBe(200);
    expect((await me(c.uuid, other)).statusCode).toBe(401);
    const [notice] = await messages(c.email);
    expect(notice.kind).toBe('password_changed');
    expect(notice.body).not.toMatch(/https?:\/\//);
    expect(await audited('password_change', c.uuid)).toHaveLength(1);
    const signIn = await call('POST', '/collaborators/sign-in', undefined, {
      email: c.email,
      password: 'nova-senha-123',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a reset through the link is told to the person (no link) and audited', async () => {
    const c = await makeCollaborator(ctx);
    await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: c.email,
    });
    const token = (await messages(c.email))[0].body.match(/token=([\w-]+)/)?.[1];
    const res = await call('POST', '/auth/reset-password', undefined, {
      token,
      password: 'redefinida-123',
    });
    expect(res.statusCode).toBe(200);
    const [notice] = await messages(c.email);
    expect(notice.kind).toBe('password_reset_done');
    expect(notice.body).not.toMatch(/https?:\/\//);
    expect(await audited('password_reset', c.uuid)).toHaveLength(1);
  });

  it('sign-out-everywhere ends every session, its own too', async () => {
    const c = await makeCollaborator(ctx);
    const other = await tokenFor(ctx, 'collaborator', c.uuid);
    expect((await call('POST', '/account/sign-out-everywhere', c.token)).statusCode).toBe(204);
    expect((await me(c.uuid, c.token)).statusCode).toBe(401);
    expect((await me(c.uuid, other)).statusCode).toBe(401);
  });
});

describe('GET /account/export', () => {
  it('is everything about the person but reviews, as a JSON attachment without hash or token', async () => {
    const c = await makeCollaborator(ctx, { credits: 2 });
    const p = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-05-03',
    });
    await ctx.db.insert(s.reviews).values({
      psychologistUuid: p.uuid,
      collaboratorUuid: c.uuid,
      review: 'NOTA-CLINICA-SECRETA',
    });
    await ctx.db.insert(s.outbox).values({
      channel: 'email',
      recipient: c.email,
      kind: 'invitation',
      body: 'Acesse: https://acolher.example/auth/reset-password?role=collaborator&token=SEGREDO123',
    });
    const res = await call('GET', '/account/export', c.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="meus-dados-acolher.json"',
    );
    const data = res.json();
    expect(data.account).toMatchObject({ uuid: c.uuid, email: c.email });
    expect(data.company.name).toBeTruthy();
    expect(data.sector.name).toBeTruthy();
    expect(data.appointments).toHaveLength(1);
    expect(data.creditLedger.length).toBeGreaterThan(0);
    expect(data).toHaveProperty('radarResponses');
    expect(data).toHaveProperty('gamification');
    expect(res.body).not.toContain('NOTA-CLINICA-SECRETA');
    expect(res.body).not.toContain('SEGREDO123');
    expect(res.body).not.toMatch(/passwordHash|tokenHash|\$argon2/);
  });
});

describe('deletion requests', () => {
  it('one open request per account; the administrator lists and completes it (§12 soft delete)', async () => {
    const admin = await makeAdministrator(ctx);
    const c = await makeCollaborator(ctx);
    const first = await call('POST', '/account/deletion-request', c.token);
    expect(first.statusCode).toBe(201);
    expect((await call('POST', '/account/deletion-request', c.token)).statusCode).toBe(409);
    expect((await call('GET', '/account/deletion-requests', c.token)).statusCode).toBe(403);
    const listed = (await call('GET', '/account/deletion-requests', admin.token)).json();
    expect(listed).toContainEqual(
      expect.objectContaining({
        uuid: first.json().uuid,
        role: 'collaborator',
        accountUuid: c.uuid,
        name: c.name,
        email: c.email,
        status: 'open',
      }),
    );
    const url = `/account/deletion-requests/${first.json().uuid}/complete`;
    expect((await call('POST', url, c.token)).statusCode).toBe(403);
    const done = await call('POST', url, admin.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('done');
    expect((await me(c.uuid, c.token)).statusCode).toBe(401);
    const [row] = await ctx.db
      .select({ deletedAt: s.collaborators.deletedAt })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.deletedAt).not.toBeNull();
    expect((await call('POST', url, admin.token)).statusCode).toBe(409);
  });
});
