import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChangeEmail, ZChangePassword, ZChangePasswordBody, ZConfirmEmail } from './account.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

describe('ZChangeEmail', () => {
  it('lower-cases the new e-mail and keeps the current password as typed', () => {
    expect(ZChangeEmail.parse({ email: ' Ana@Novo.com ', currentPassword: ' p ' })).toEqual({
      email: 'ana@novo.com',
      currentPassword: ' p ',
    });
  });
  it('messages', () => {
    expect(messagesOf(ZChangeEmail, { email: '', currentPassword: '' })).toEqual({
      email: ['Campo obrigatório'],
      currentPassword: ['Campo obrigatório'],
    });
    expect(firstMessage(ZChangeEmail, { email: 'ana', currentPassword: 'x' }, 'email')).toBe(
      'E-mail inválido',
    );
    const long = `${'a'.repeat(250)}@x.com`;
    expect(messagesOf(ZChangeEmail, { email: long, currentPassword: 'x' }).email).toContain(
      'Máximo de 254 caracteres',
    );
  });
  it('is representable as JSON Schema', () =>
    expect(() => z.toJSONSchema(ZChangeEmail, { io: 'input' })).not.toThrow());
});

describe('ZChangePassword', () => {
  it('asks for the current password and a new one of at least 6 characters', () => {
    expect(messagesOf(ZChangePasswordBody, { currentPassword: '', password: '123' })).toEqual({
      currentPassword: ['Campo obrigatório'],
      password: ['A senha deve ter pelo menos 6 caracteres'],
    });
  });
  it('the form refuses a repetition that differs', () => {
    const value = { currentPassword: 'velha', password: 'nova123', confirmPassword: 'nova124' };
    expect(firstMessage(ZChangePassword, value, 'confirmPassword')).toBe('As senhas não coincidem');
    expect(ZChangePassword.safeParse({ ...value, confirmPassword: 'nova123' }).success).toBe(true);
  });
});

describe('ZConfirmEmail', () => {
  it('needs a token', () => {
    expect(firstMessage(ZConfirmEmail, { token: '' }, 'token')).toBe('Campo obrigatório');
    expect(ZConfirmEmail.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });
});
