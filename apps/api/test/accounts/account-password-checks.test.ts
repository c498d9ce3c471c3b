import { describe, expect, it } from 'vitest';
import { PASSWORD, makeCollaborator, makePsychologist } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §14 (amends §2): checks of the current password in 'Minha conta' are limited like
// sign-in failures: after the per-e-mail limit (10 in 15 minutes by default) 429, even with the
// right password, until the window passes. The audit made 50 wrong guesses without a 429.

const ctx = fileApp();

const TOO_MANY = [429, 'Muitas tentativas. Tente novamente em alguns minutos.'];
const WRONG = [400, 'Senha atual incorreta'];
const LIMIT = 10;

const call = apiCaller(() => ctx);
const answer = (res: { statusCode: number; json: () => { message?: string } }) => [
  res.statusCode,
  res.json().message,
];

describe('current-password checks are limited per e-mail', () => {
  it('the 11th check in the window answers 429, even right; the window passing frees it', async () => {
    const start = new Date('2026-05-04T12:00:00.000Z');
    ctx.setNow(start);
    try {
      const c = await makeCollaborator(ctx);
      for (let i = 0; i < LIMIT; i++) {
        const res = await call('PATCH', '/account/password', c.token, {
          currentPassword: `errada-${i}`,
          password: 'nova-senha-123',
        });
        expect(answer(res)).toEqual(WRONG);
      }
      const right = await call('PATCH', '/account/password', c.token, {
        currentPassword: PASSWORD,
        password: 'nova-senha-123',
      });
      expect(answer(right)).toEqual(TOO_MANY);
      // The e-mail change checks the same password: the same count.
      const email = await call('PATCH', '/account/email', c.token, {
        email: `outro.${c.uuid.slice(0, 8)}@empresa.com.br`,
        currentPassword: PASSWORD,
      });
      expect(answer(email)).toEqual(TOO_MANY);
      // So does the sign-in with that e-mail: one count per e-mail (§2).
      const signIn = await call('POST', '/collaborators/sign-in', undefined, {
        email: c.email,
        password: PASSWORD,
      });
      expect(answer(signIn)).toEqual(TOO_MANY);

      ctx.setNow(new Date(start.getTime() + 15 * 60_000 + 1000));
      const later = await call('PATCH', '/account/password', c.token, {
        currentPassword: PASSWORD,
        password: 'nova-senha-123',
      });
      expect(later.statusCode).toBe(200);
    } finally {
      ctx.setNow(undefined);
    }
  });

  it('right checks do not count, and another account is not limited', async () => {
    const p = await makePsychologist(ctx);
    const other = await makeCollaborator(ctx);
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await call('PATCH', '/account/email', p.token, {
        email: p.email.toUpperCase(),
        currentPassword: PASSWORD,
      });
      expect(answer(res)).toEqual([400, 'Este já é o seu e-mail de acesso']);
    }
    for (let i = 0; i < LIMIT; i++) {
      await call('PATCH', '/account/password', p.token, {
        currentPassword: 'errada',
        password: 'nova-senha-123',
      });
    }
    const res = await call('PATCH', '/account/password', other.token, {
      currentPassword: 'errada',
      password: 'nova-senha-123',
    });
    expect(answer(res)).toEqual(WRONG);
  });
});
