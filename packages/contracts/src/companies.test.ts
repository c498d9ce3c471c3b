import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCompanyCreate, ZCompanyForm } from './companies.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

const valid = {
  name: 'Acme',
  document: '11.222.333/0001-81',
  legalName: 'Acme Ltda',
  email: 'rh@acme.com',
  actionPlanLink: 'https://x.com/plan',
  dashboardLink: 'https://x.com/dash',
  formId: 'abc',
  formTitle: 'Radar',
};

describe('companies', () => {
  it('parses and strips the CNPJ', () =>
    expect(ZCompanyCreate.parse(valid).document).toBe('11222333000181'));
  it('every field required', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    const messages = messagesOf(ZCompanyCreate, empty);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(valid).sort());
    for (const m of Object.values(messages)) expect(m).toEqual(['Campo obrigatório']);
  });
  it('bad CNPJ and links', () => {
    expect(
      firstMessage(ZCompanyCreate, { ...valid, document: '11.222.333/0001-80' }, 'document'),
    ).toBe('CNPJ inválido');
    expect(
      firstMessage(ZCompanyCreate, { ...valid, dashboardLink: 'not a link' }, 'dashboardLink'),
    ).toBe('Link inválido');
  });
  it('form edit', () => {
    expect(messagesOf(ZCompanyForm, { formId: ' ', formTitle: '' })).toEqual({
      formId: ['Campo obrigatório'],
      formTitle: ['Campo obrigatório'],
    });
    expect(() => z.toJSONSchema(ZCompanyCreate, { io: 'input' })).not.toThrow();
  });
});
