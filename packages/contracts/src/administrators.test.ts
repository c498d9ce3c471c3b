import { describe, expect, it } from 'vitest';
import { ZAdministratorCreate, ZAdministratorUpdate } from './administrators.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

const valid = {
  name: 'Ana',
  document: '529.982.247-25',
  email: 'Ana@X.com',
  phone: '(11) 98765-4321',
};

describe('administrators', () => {
  it('strips document and phone, lower-cases e-mail', () => {
    expect(ZAdministratorCreate.parse(valid)).toEqual({
      name: 'Ana',
      document: '52998224725',
      email: 'ana@x.com',
      phone: '11987654321',
    });
  });
  it('document shorter than 11 → CPF inválido', () => {
    expect(
      firstMessage(ZAdministratorCreate, { ...valid, document: '529.982.24' }, 'document'),
    ).toBe('CPF inválido');
  });
  it('edit: all four non-empty', () => {
    expect(
      messagesOf(ZAdministratorUpdate, { name: '', document: '', email: '', phone: '' }),
    ).toEqual({
      name: ['Campo obrigatório'],
      document: ['Campo obrigatório'],
      email: ['Campo obrigatório'],
      phone: ['Campo obrigatório'],
    });
  });
});
