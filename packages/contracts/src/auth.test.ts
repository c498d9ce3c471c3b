import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZForgotPassword, ZResetPassword, ZResetPasswordBody, ZSignIn } from './auth.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

describe('ZSignIn', () => {
  it('lower-cases the e-mail and keeps the password as typed', () => {
    expect(ZSignIn.parse({ email: ' Ana@X.com ', password: ' p ' })).toEqual({
      email: 'ana@x.com',
      password: ' p ',
    });
  });
  it('messages', () => {
    expect(messagesOf(ZSignIn, { email: '', password: '' })).toEqual({
      email: ['Campo obrigatório'],
      password: ['Campo obrigatório'],
    });
    expect(firstMessage(ZSignIn, { email: 'ana', password: 'x' }, 'email')).toBe('E-mail inválido');
    expect(ZSignIn.safeParse({ email: 'a@x.com', password: 'x' }).success).toBe(true);
  });
  it('is representable as JSON Schema', () =>
    expect(() => z.toJSONSchema(ZSignIn, { io: 'input' })).not.toThrow());
});

describe('ZForgotPassword', () => {
  it('accepts the role by name or number', () => {
    expect(ZForgotPassword.parse({ role: 0, email: 'a@x.com' }).role).toBe('psychologist');
    expect(ZForgotPassword.parse({ role: '3', email: 'a@x.com' }).role).toBe('administrator');
    expect(ZForgotPassword.parse({ role: 'Company', email: 'a@x.com' }).role).toBe('company');
  });
  it('rejects an unknown role', () => {
    for (const role of [4, -1, 1.5, 'admin', '', null])
      expect(firstMessage(ZForgotPassword, { role, email: 'a@x.com' }, 'role')).toBe(
        'Perfil inválido',
      );
  });
});

describe('ZResetPassword', () => {
  it('passwords must match, message on confirmPassword', () => {
    expect(
      messagesOf(ZResetPassword, { token: 't', password: '123456', confirmPassword: '1234567' }),
    ).toEqual({
      confirmPassword: ['As senhas não coincidem'],
    });
    expect(
      ZResetPassword.safeParse({ token: 't', password: '123456', confirmPassword: '123456' })
        .success,
    ).toBe(true);
  });
  it('the API body needs no confirmation but still min 6', () => {
    expect(ZResetPasswordBody.safeParse({ token: 't', password: '123456' }).success).toBe(true);
    expect(firstMessage(ZResetPasswordBody, { token: 't', password: '12345' }, 'password')).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(firstMessage(ZResetPasswordBody, { token: '', password: '123456' }, 'token')).toBe(
      'Campo obrigatório',
    );
  });
});
