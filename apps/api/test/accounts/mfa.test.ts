import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { mfaRecoveryCodes, mfaTotp } from '../../src/db/tables/mfa.ts';
import { totpStep } from '../../src/modules/mfa/totp.ts';
import { PASSWORD, makeCollaborator, makePsychologist } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { codeAt, enrolTotp, secondStep, signInAs } from '../helpers/mfa.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §14: the authenticator app, recovery codes and the sign-in's second step, with
// codes computed here from the secret and the server's clock moved in 30-second steps.
const T0 = new Date('2027-03-01T12:00:00.000Z'); // a step boundary
const ctx = fileApp({}, { now: T0 });
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const call = apiCaller(() => ctx);

async function auditActions(uuid: string) {
  const rows = await ctx.db
    .select({ action: s.auditLog.action })
    .from(s.auditLog)
    .where(eq(s.auditLog.targetUuid, uuid))
    .orderBy(desc(s.auditLog.createdAt));
  return rows.map((r) => r.action);
}

describe('RFC 6238 as configured (SHA-1, 6 digits, 30 s, one step of tolerance)', () => {
  // RFC 6238 appendix B's SHA-1 seed "12345678901234567890"; its 8-digit codes' last 6 digits.
  const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const VECTORS: [number, string][] = [
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ];
  it.each(VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totpStep(SEED, code, new Date(seconds * 1000))).toBe(Math.floor(seconds / 30));
  });
  it('takes the step before and after, not two away; refuses another code', () => {
    const code = '005924'; // step 41152263
    expect(totpStep(SEED, code, new Date((1234567890 + 30) * 1000))).toBe(41152263);
    expect(totpStep(SEED, code, new Date((1234567890 - 30) * 1000))).toBe(41152263);
    expect(totpStep(SEED, code, new Date((1234567890 + 60) * 1000))).toBeNull();
    expect(totpStep(SEED, '005925', new Date(1234567890 * 1000))).toBeNull();
  });
});

describe('turning the authenticator app on', () => {
  it('asks the password, stores the secret encrypted, confirms with a code, gives 10 hashed recovery codes', async () => {
    ctx.setNow(T0);
    const person = await makePsychologist(ctx);
    const wrong = await call('POST', '/account/mfa/totp', person.token, {
      currentPassword: 'errada',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Senha atual incorreta');

    const started = await call('POST', '/account/mfa/totp', person.token, {
      currentPassword: PASSWORD,
    });
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri } = started.json<{ secret: string; otpauthUri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Acolher:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const [row] = await ctx.db.select().from(mfaTotp).where(eq(mfaTotp.accountUuid, person.uuid));
    expect(row.secret).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    const off = await call('GET', '/account/mfa', person.token);
    expect(off.json()).toMatchObject({ totp: false, recoveryCodesLeft: 0, required: false });

    const bad = await call('POST', '/account/mfa/totp/confirm', person.token, {
      code: codeAt(secret, at(-120)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Código inválido');

    const confirmed = await call('POST', '/account/mfa/totp/confirm', person.token, {
      code: codeAt(secret, T0),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await ctx.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.accountUuid, person.uuid));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes)
      expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));

    const on = await call('GET', '/account/mfa', person.token);
    expect(on.json()).toMatchObject({ totp: true, recoveryCodesLeft: 10, passkeys: [] });
    const again = await call('POST', '/account/mfa/totp', person.token, {
      currentPassword: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(await auditActions(person.uuid)).toContain('mfa_enabled');
    const [notice] = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.recipient, person.email), eq(s.outbox.kind, 'mfa_enabled')));
    expect(notice.body).not.toContain(secret);
  });
});

describe('signing in with a second factor', () => {
  it('answers mfaRequired and no token; a code gives the session once; a used code is refused', async () => {
    ctx.setNow(T0);
    const person = await makeCollaborator(ctx);
    const { secret } = await enrolTotp(ctx, person.token);

    const first = await signInAs(ctx, 'collaborator', person.email);
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['totp'],
    });
    expect(JSON.stringify(challenge)).not.toMatch(/"token"/);

    // The confirmation's code (this step) was used already.
    const reused = await secondStep(ctx, {
      mfaToken: challenge.mfaToken,
      code: codeAt(secret, T0),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Código inválido');

    ctx.setNow(at(30));
    const code = codeAt(secret, at(30));
    const done = await secondStep(ctx, { mfaToken: challenge.mfaToken, code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ uuid: person.uuid, email: person.email });
    const token = done.json<{ token: string }>().token;
    expect((await call('GET', `/collaborators/${person.uuid}`, token)).statusCode).toBe(200);

    // The mfaToken is spent; a new one with the same code: refused as used.
    const spent = await secondStep(ctx, { mfaToken: challenge.mfaToken, code });
    expect(spent.statusCode).toBe(401);
    const next = (await signInAs(ctx, 'collaborator', person.email)).json<{ mfaToken: string }>();
    const used = await secondStep(ctx, { mfaToken: next.mfaToken, code });
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe('Código inválido');
  });

  it('five wrong codes end the mfaToken; it lives 5 minutes', async () => {
    ctx.setNow(at(300));
    const person = await makeCollaborator(ctx);
    const { secret } = await enrolTotp(ctx, person.token);
    ctx.setNow(at(330));
    const { mfaToken } = (await signInAs(ctx, 'collaborator', person.email)).json<{
      mfaToken: string;
    }>();
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(ctx, { mfaToken, code: codeAt(secret, at(0)) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Código inválido');
    }
    const right = await secondStep(ctx, { mfaToken, code: codeAt(secret, at(330)) });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).not.toBe('Código inválido');

    const late = (await signInAs(ctx, 'collaborator', person.email)).json<{ mfaToken: string }>();
    ctx.setNow(at(330 + 300));
    const expired = await secondStep(ctx, {
      mfaToken: late.mfaToken,
      code: codeAt(secret, at(630)),
    });
    expect(expired.statusCode).toBe(401);
    const fresh = (await signInAs(ctx, 'collaborator', person.email)).json<{ mfaToken: string }>();
    ctx.setNow(at(630 + 299));
    const inTime = await secondStep(ctx, {
      mfaToken: fresh.mfaToken,
      code: codeAt(secret, at(929)),
    });
    expect(inTime.statusCode).toBe(200);
  });

  it('a recovery code works once, is audited and told', async () => {
    ctx.setNow(T0);
    const person = await makeCollaborator(ctx);
    const { recoveryCodes } = await enrolTotp(ctx, person.token);
    const { mfaToken } = (await signInAs(ctx, 'collaborator', person.email)).json<{
      mfaToken: string;
    }>();
    const typed = ` ${recoveryCodes[3].toUpperCase()} `;
    const ok = await secondStep(ctx, { mfaToken, recoveryCode: typed });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    expect(await auditActions(person.uuid)).toContain('mfa_recovery_code_used');
    const status = await call('GET', '/account/mfa', ok.json().token);
    expect(status.json().recoveryCodesLeft).toBe(9);

    const again = (await signInAs(ctx, 'collaborator', person.email)).json<{ mfaToken: string }>();
    const twice = await secondStep(ctx, {
      mfaToken: again.mfaToken,
      recoveryCode: recoveryCodes[3],
    });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().message).toBe('Código inválido');
    // Another person's code is not this person's.
    const other = await makeCollaborator(ctx);
    const theirs = await enrolTotp(ctx, other.token);
    const foreign = await secondStep(ctx, {
      mfaToken: again.mfaToken,
      recoveryCode: theirs.recoveryCodes[0],
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('a password reset never turns the second factor off', async () => {
    ctx.setNow(T0);
    const person = await makeCollaborator(ctx);
    await enrolTotp(ctx, person.token);
    await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: person.email,
    });
    const [mail] = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.recipient, person.email))
      .orderBy(desc(s.outbox.createdAt))
      .limit(1);
    const token = mail.body.match(/token=([\w-]+)/)?.[1];
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token,
      password: 'Nova-senha-forte-9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).not.toHaveProperty('token');
    const signIn = await signInAs(
      ctx,
      'collaborator',
      person.email,
      'vitest',
      'Nova-senha-forte-9',
    );
    expect(signIn.json()).toMatchObject({ mfaRequired: true });
  });
});

describe('turning it off', () => {
  it('needs the password and a code (or a recovery code); audited', async () => {
    ctx.setNow(T0);
    const person = await makeCollaborator(ctx);
    const { secret, recoveryCodes } = await enrolTotp(ctx, person.token);
    const wrongPassword = await call('DELETE', '/account/mfa', person.token, {
      currentPassword: 'errada',
      code: codeAt(secret, at(30)),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Senha atual incorreta');
    ctx.setNow(at(30));
    const wrongCode = await call('DELETE', '/account/mfa', person.token, {
      currentPassword: PASSWORD,
      code: codeAt(secret, at(-60)),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe('Código inválido');
    const off = await call('DELETE', '/account/mfa', person.token, {
      currentPassword: PASSWORD,
      code: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(204);
    expect(await auditActions(person.uuid)).toContain('mfa_disabled');
    const signIn = await signInAs(ctx, 'collaborator', person.email);
    expect(signIn.json().token).toEqual(expect.any(String));
    const notOn = await call('DELETE', '/account/mfa', person.token, {
      currentPassword: PASSWORD,
      code: '123456',
    });
    expect(notOn.statusCode).toBe(400);
  });
});
