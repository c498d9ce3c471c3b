import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { mfaTotp } from '../../src/db/tables/mfa.ts';
import { decryptSecret } from '../../src/modules/mfa/mfa-crypto.ts';
import {
  PASSWORD,
  makeAdministrator,
  makeCollaborator,
  makePsychologist,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { codeAt, enrolTotp, secondStep, signInAs } from '../helpers/mfa.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §14: roles that must have a second factor, 'Dispositivos conectados', the
// administrator's reset and passkeys' guards. Psychologists must have one in this app.
const T0 = new Date('2027-03-01T12:00:00.000Z');
const ctx = fileApp({ MFA_REQUIRED_ROLES: ['psychologist'] }, { now: T0 });

const call = apiCaller(() => ctx);

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function lastAudit(uuid: string) {
  const [row] = await ctx.db
    .select()
    .from(s.auditLog)
    .where(eq(s.auditLog.targetUuid, uuid))
    .orderBy(desc(s.auditLog.createdAt))
    .limit(1);
  return row;
}

describe('MFA_REQUIRED_ROLES', () => {
  it('a psychologist without one signs in to enrolment only; once on, everything answers', async () => {
    ctx.setNow(T0);
    const person = await makePsychologist(ctx);
    const signIn = await signInAs(ctx, 'psychologist', person.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ mfaEnrollmentRequired: true, uuid: person.uuid });
    const token = signIn.json<{ token: string }>().token;

    const profile = await call('GET', `/psychologists/${person.uuid}`, token);
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe('Ative a verificação em duas etapas para continuar');
    const devices = await call('GET', '/account/sessions', token);
    expect(devices.statusCode).toBe(403);
    const status = await call('GET', '/account/mfa', token);
    expect(status.statusCode).toBe(200);
    expect(status.json().required).toBe(true);

    await enrolTotp(ctx, token);
    expect((await call('GET', `/psychologists/${person.uuid}`, token)).statusCode).toBe(200);

    // Turned off again: the open session is back to enrolment only.
    ctx.setNow(new Date(T0.getTime() + 30_000));
    const off = await call('DELETE', '/account/mfa', token, {
      currentPassword: PASSWORD,
      code: codeAt((await enrolledSecret(person.uuid)) ?? '', ctx.now()),
    });
    expect(off.statusCode).toBe(204);
    expect((await call('GET', `/psychologists/${person.uuid}`, token)).statusCode).toBe(403);
    const out = await call('POST', '/auth/sign-out', token);
    expect(out.statusCode).toBe(204);
  });

  it('other roles are not asked', async () => {
    const person = await makeCollaborator(ctx);
    const signIn = await signInAs(ctx, 'collaborator', person.email);
    expect(signIn.json()).not.toHaveProperty('mfaEnrollmentRequired');
    const token = signIn.json<{ token: string }>().token;
    expect((await call('GET', `/collaborators/${person.uuid}`, token)).statusCode).toBe(200);
  });
});

/** The secret of an enrolment, read back the way the app does. */
async function enrolledSecret(uuid: string) {
  const [row] = await ctx.db.select().from(mfaTotp).where(eq(mfaTotp.accountUuid, uuid));
  return row ? decryptSecret(ctx.deps.mfaKey, row.secret) : undefined;
}

describe('Dispositivos conectados', () => {
  it('lists the sessions (device, browser, address, this one) and ends another, whose next call gets 401', async () => {
    ctx.setNow(T0);
    const person = await makeCollaborator(ctx);
    const phone = (await signInAs(ctx, 'collaborator', person.email, CHROME_ANDROID)).json().token;
    ctx.setNow(new Date(T0.getTime() + 120_000));
    const desk = (await signInAs(ctx, 'collaborator', person.email, FIREFOX_WINDOWS)).json().token;

    const list = await call('GET', '/account/sessions', desk);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const sessions =
      list.json<
        { uuid: string; device: string; browser: string; address: string; current: boolean }[]
      >();
    const mine = sessions.find((x) => x.current)!;
    expect(mine).toMatchObject({
      browser: 'Firefox 133',
      device: 'Windows 10',
      address: '127.0.0.1',
    });
    const other = sessions.find((x) => x.browser === 'Chrome 131')!;
    expect(other).toMatchObject({ device: 'Celular · Android 14', current: false });

    const stranger = await makeCollaborator(ctx);
    const theirs = await call('DELETE', `/account/sessions/${other.uuid}`, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', `/collaborators/${person.uuid}`, phone)).statusCode).toBe(200);

    const ended = await call('DELETE', `/account/sessions/${other.uuid}`, desk);
    expect(ended.statusCode).toBe(204);
    expect((await call('GET', `/collaborators/${person.uuid}`, phone)).statusCode).toBe(401);
    expect((await call('GET', `/collaborators/${person.uuid}`, desk)).statusCode).toBe(200);
    expect((await lastAudit(person.uuid)).action).toBe('session_end');
    const after = (await call('GET', '/account/sessions', desk)).json<{ uuid: string }[]>();
    expect(after.map((x) => x.uuid)).not.toContain(other.uuid);
  });
});

describe("the administrator's reset", () => {
  it('turns the second factor off, ends every session, tells the person, is audited', async () => {
    ctx.setNow(T0);
    const admin = await makeAdministrator(ctx);
    const person = await makeCollaborator(ctx);
    await enrolTotp(ctx, person.token);

    const asPerson = await call('POST', '/mfa-resets', person.token, {
      role: 'collaborator',
      accountUuid: person.uuid,
    });
    expect(asPerson.statusCode).toBe(403);
    const self = await call('POST', '/mfa-resets', admin.token, {
      role: 'administrator',
      accountUuid: admin.uuid,
    });
    expect(self.statusCode).toBe(403);

    const reset = await call('POST', '/mfa-resets', admin.token, {
      role: 'collaborator',
      accountUuid: person.uuid,
    });
    expect(reset.statusCode).toBe(204);
    expect((await call('GET', `/collaborators/${person.uuid}`, person.token)).statusCode).toBe(401);
    const audit = await lastAudit(person.uuid);
    expect(audit).toMatchObject({ action: 'mfa_admin_reset', actorUuid: admin.uuid });
    const [notice] = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.kind, 'mfa_reset'))
      .orderBy(desc(s.outbox.createdAt))
      .limit(1);
    expect(notice.recipient).toBe(person.email);
    const signIn = await signInAs(ctx, 'collaborator', person.email);
    expect(signIn.json().token).toEqual(expect.any(String));

    const twice = await call('POST', '/mfa-resets', admin.token, {
      role: 'collaborator',
      accountUuid: person.uuid,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('passkeys', () => {
  it('need the app on and the password; another person’s key is 404; a forged answer is refused', async () => {
    ctx.setNow(T0);
    const person = await makeCollaborator(ctx);
    const early = await call('POST', '/account/mfa/passkeys/options', person.token, {
      currentPassword: PASSWORD,
    });
    expect(early.statusCode).toBe(400);
    await enrolTotp(ctx, person.token);
    const wrong = await call('POST', '/account/mfa/passkeys/options', person.token, {
      currentPassword: 'errada',
    });
    expect(wrong.json().message).toBe('Senha atual incorreta');
    const options = await call('POST', '/account/mfa/passkeys/options', person.token, {
      currentPassword: PASSWORD,
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { name: 'Acolher', id: 'localhost' } });
    const forged = await call('POST', '/account/mfa/passkeys', person.token, {
      name: 'Falsa',
      response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Não foi possível confirmar a chave de acesso');
    const missing = '00000000-0000-4000-8000-000000000000';
    const rename = await call('PATCH', `/account/mfa/passkeys/${missing}`, person.token, {
      name: 'Outro',
    });
    expect(rename.statusCode).toBe(404);
  });

  it('the sign-in offers passkey options only for a live mfaToken', async () => {
    const bad = await call('POST', '/auth/mfa/passkey-options', undefined, {
      mfaToken: 'x'.repeat(43),
    });
    expect(bad.statusCode).toBe(401);
    const person = await makeCollaborator(ctx);
    await enrolTotp(ctx, person.token);
    const { mfaToken } = (await signInAs(ctx, 'collaborator', person.email)).json();
    const options = await call('POST', '/auth/mfa/passkey-options', undefined, { mfaToken });
    expect(options.statusCode).toBe(200);
    expect(options.json().challenge).toEqual(expect.any(String));
    const noAnswer = await secondStep(ctx, {
      mfaToken,
      passkey: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} },
    });
    expect(noAnswer.statusCode).toBe(401);
    expect(noAnswer.json().message).toBe('Código inválido');
  });
});
