import { describe, expect, it } from 'vitest';
import { PASSWORD, makeCollaborator } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// Decision 1315 (domain.md §2): a password someone chooses is refused when it is among the 10,000
// most common (a list shipped with the product); the demo's acolher123 and the minimum of 6 stay.

const ctx = fileApp();
const call = apiCaller(() => ctx);

const COMMON = 'Esta senha é muito comum. Escolha outra mais difícil de adivinhar.';

describe('common passwords', () => {
  it("'Minha conta' refuses the most common; accepts acolher123 and an uncommon one", async () => {
    const c = await makeCollaborator(ctx);
    for (const password of ['123456', 'password', 'Qwerty123', 'iloveyou', 'abc123']) {
      const res = await call('PATCH', '/account/password', c.token, {
        currentPassword: PASSWORD,
        password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message, password).toBe(COMMON);
    }
    const demo = await call('PATCH', '/account/password', c.token, {
      currentPassword: PASSWORD,
      password: 'acolher123',
    });
    expect(demo.statusCode).toBe(200);
  });

  it('a reset refuses one before it looks at (and spends) the link', async () => {
    const res = await call('POST', '/auth/reset-password', undefined, {
      token: 'x'.repeat(43),
      password: '12345678',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMON);
  });
});
