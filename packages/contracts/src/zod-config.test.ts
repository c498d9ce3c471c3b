import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSignIn } from './auth.ts';
import { MESSAGES } from './errors.ts';

describe('pt-BR fallback for issues without a field message', () => {
  it('a body that is not an object gets "Dados inválidos", not zod English', () => {
    for (const body of [null, [], 'x', 1]) {
      const r = ZSignIn.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MESSAGES.validation);
    }
  });
  it('an unknown option or a repeated query value too', () => {
    expect(z.enum(['a', 'b']).safeParse('c').error?.issues[0]?.message).toBe('Dados inválidos');
    expect(z.string().optional().safeParse(['a', 'b']).error?.issues[0]?.message).toBe(
      'Dados inválidos',
    );
  });
  it('a field message of the spec still wins', () => {
    expect(ZSignIn.safeParse({ email: 'x', password: 'y' }).error?.issues[0]?.message).toBe(
      'E-mail inválido',
    );
  });
});
