import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZAccountEmailChange,
  ZAccountPasswordForm,
  ZAccountPasswordChange,
  ZAccountEmailConfirm,
} from './account.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

describe('ZAccountEmailChange', () => {
  it('lower-cases the new e-mail and keeps the current password as typed', () => {
    expect(ZAccountEmailChange.parse({ email: ' Ana@Novo.com ', currentPassword: ' p ' })).toEqual({
      email: 'ana@novo.com',
      currentPassword: ' p ',
    });
  });
  it('messages', () => {
    expect(messagesOf(ZAccountEmailChange, { email: '', currentPassword: '' })).toEqual({
      email: ['Campo obrigatório'],
      currentPassword: ['Campo obrigatório'],
    });
    expect(firstMessage(ZAccountEmailChange, { email: 'ana', currentPassword: 'x' }, 'email')).toBe(
      'E-mail inválido',
    );
    const long = `${'a'.repeat(250)}@x.com`;
    expect(messagesOf(ZAccountEmailChange, { email: long, currentPassword: 'x' }).email).toContain(
      'Máximo de 254 caracteres',
    );
  });
  it('is representable as JSON Schema', () =>
    expect(() => z.toJSONSchema(ZAccountEmailChange, { io: 'input' })).not.toThrow());
});

describe('ZAccountPasswordForm', () => {
  it('asks for the current password and a new one of at least 6 characters', () => {
    expect(messagesOf(ZAccountPasswordChange, { currentPassword: '', password: '123' })).toEqual({
      currentPassword: ['Campo obrigatório'],
      password: ['A senha deve ter pelo menos 6 caracteres'],
    });
  });
  it('the form refuses a repetition that differs', () => {
    const value = { currentPassword: 'velha', password: 'nova123', confirmPassword: 'nova124' };
    expect(firstMessage(ZAccountPasswordForm, value, 'confirmPassword')).toBe(
      'As senhas não coincidem',
    );
    expect(ZAccountPasswordForm.safeParse({ ...value, confirmPassword: 'nova123' }).success).toBe(
      true,
    );
  });
});

describe('ZAccountEmailConfirm', () => {
  it('needs a token', () => {
    expect(firstMessage(ZAccountEmailConfirm, { token: '' }, 'token')).toBe('Campo obrigatório');
    expect(ZAccountEmailConfirm.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });
});
