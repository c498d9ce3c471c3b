import { describe, expect, it } from 'vitest';
import { ZSectorCreate, ZSectorUpdate } from './sectors.ts';
import { firstMessage } from './test-utils.ts';

describe('sectors', () => {
  it('name required', () => {
    expect(firstMessage(ZSectorUpdate, { name: '' }, 'name')).toBe('Campo obrigatório');
    expect(ZSectorUpdate.parse({ name: ' RH ' })).toEqual({ name: 'RH' });
  });
  it('create needs a company uuid', () => {
    expect(
      ZSectorCreate.safeParse({ name: 'RH', companyUuid: '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01' })
        .success,
    ).toBe(true);
    expect(firstMessage(ZSectorCreate, { name: 'RH', companyUuid: 'x' }, 'companyUuid')).toBe(
      'Empresa inválida',
    );
  });
  it('a missing or empty companyUuid says Campo obrigatório (domain.md §21)', () => {
    for (const companyUuid of ['', undefined])
      expect(firstMessage(ZSectorCreate, { name: 'RH', companyUuid }, 'companyUuid')).toBe(
        'Campo obrigatório',
      );
  });
});
