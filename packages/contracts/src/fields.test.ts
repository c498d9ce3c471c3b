import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  zCnpj,
  zCpf,
  zCrp,
  zDate,
  zEmail,
  zGmailEmail,
  zMobilePhone,
  zPassword,
  zPhone,
  zRequiredString,
  zTime,
  zUrl,
  zUuid,
  ZUuidParams,
} from './fields.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

describe('zRequiredString', () => {
  it('reports Campo obrigatório for empty, blank, undefined and null', () => {
    for (const v of ['', '   ', undefined, null])
      expect(firstMessage(zRequiredString(), v)).toBe('Campo obrigatório');
  });
  it('trims and enforces its max', () => {
    expect(zRequiredString().parse('  Ana ')).toBe('Ana');
    expect(firstMessage(zRequiredString(3), 'abcd')).toBe('Máximo de 3 caracteres');
    expect(zRequiredString(3).parse('abc')).toBe('abc');
  });
});

describe('zEmail / zGmailEmail', () => {
  it('lower-cases and trims', () =>
    expect(zEmail().parse('  Ana@Example.COM ')).toBe('ana@example.com'));
  it('empty says only Campo obrigatório', () =>
    expect(messagesOf(zEmail(), '')).toEqual({ '': ['Campo obrigatório'] }));
  it('bad e-mail', () => {
    for (const v of ['ana', 'ana@', '@x.com', 'ana@x'])
      expect(firstMessage(zEmail(), v)).toBe('E-mail inválido');
  });
  it('Gmail only', () => {
    expect(zGmailEmail().parse('Psi@Gmail.com')).toBe('psi@gmail.com');
    expect(firstMessage(zGmailEmail(), 'psi@hotmail.com')).toBe(
      'Apenas emails do Gmail são aceitos',
    );
    expect(firstMessage(zGmailEmail(), 'psi@gmail.com.evil.org')).toBe(
      'Apenas emails do Gmail são aceitos',
    );
    expect(firstMessage(zGmailEmail(), 'psi')).toBe('E-mail inválido');
  });
});

describe('zCpf / zCnpj', () => {
  it('accepts masked or digits and outputs digits', () => {
    expect(zCpf().parse('123.456.789-09')).toBe('12345678909');
    expect(zCpf().parse('12345678909')).toBe('12345678909');
    expect(zCnpj().parse('11.222.333/0001-81')).toBe('11222333000181');
  });
  it('rejects short, bad check digits, repeated digits, letters', () => {
    for (const v of ['123.456.789', '123.456.789-00', '111.111.111-11', '1234567890a9'])
      expect(firstMessage(zCpf(), v)).toBe('CPF inválido');
    for (const v of ['11.222.333/0001-82', '11222333', '00.000.000/0000-00'])
      expect(firstMessage(zCnpj(), v)).toBe('CNPJ inválido');
  });
  it('empty is Campo obrigatório', () => {
    expect(messagesOf(zCpf(), '')).toEqual({ '': ['Campo obrigatório'] });
    expect(messagesOf(zCnpj(), '')).toEqual({ '': ['Campo obrigatório'] });
  });
});

describe('zPhone / zMobilePhone', () => {
  it('outputs digits', () => {
    expect(zPhone().parse('(11) 98765-4321')).toBe('11987654321');
    expect(zPhone().parse('(11) 8765-4321')).toBe('1187654321');
  });
  it('sign-up needs 11 digits', () => {
    expect(firstMessage(zMobilePhone(), '(11) 8765-4321')).toBe('Telefone inválido');
    expect(zMobilePhone().parse('(11) 98765-4321')).toBe('11987654321');
    expect(firstMessage(zMobilePhone(), '')).toBe('Campo obrigatório');
  });
  it('rejects nonsense', () => {
    expect(firstMessage(zPhone(), '123')).toBe('Telefone inválido');
    expect(firstMessage(zPhone(), 'abc1198765432')).toBe('Telefone inválido');
  });
});

describe('zCrp', () => {
  it('accepts the four spellings and outputs digits', () => {
    expect(zCrp().parse('06/123456')).toBe('06123456');
    expect(zCrp().parse('06/12345')).toBe('0612345');
    expect(zCrp().parse('06123456')).toBe('06123456');
    expect(zCrp().parse('0612345')).toBe('0612345');
  });
  it('rejects other shapes', () => {
    for (const v of ['6/12345', '06/1234', '06/1234567', '06-123456', 'ab/12345'])
      expect(firstMessage(zCrp(), v)).toBe('CRP deve estar no formato 99/99999 ou 99/999999');
  });
});

describe('zPassword', () => {
  it('min 6', () => {
    expect(firstMessage(zPassword(), '12345')).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(firstMessage(zPassword(), '')).toBe('Campo obrigatório');
    expect(zPassword().parse(' 12345')).toBe(' 12345');
  });
});

describe('zDate / zTime', () => {
  it('dates', () => {
    expect(zDate().parse('2024-02-29')).toBe('2024-02-29');
    for (const v of ['2023-02-29', '2024-13-01', '01/02/2024', '2024-1-1'])
      expect(firstMessage(zDate(), v)).toBe('Data inválida');
  });
  it('times normalise to HH:MM:SS', () => {
    expect(zTime().parse('08:00')).toBe('08:00:00');
    expect(zTime().parse('23:59:59')).toBe('23:59:59');
    for (const v of ['24:00', '8:00', '08:60', '08:00:60'])
      expect(firstMessage(zTime(), v)).toBe('Horário inválido');
    expect(firstMessage(zTime(), '')).toBe('Campo obrigatório');
  });
});

describe('zUuid / zUrl', () => {
  const uuid = zUuid('UUID do psicólogo obrigatório', 'UUID do psicólogo inválido');
  it('custom messages', () => {
    expect(firstMessage(uuid, '')).toBe('UUID do psicólogo obrigatório');
    expect(firstMessage(uuid, undefined)).toBe('UUID do psicólogo obrigatório');
    expect(firstMessage(uuid, 'abc')).toBe('UUID do psicólogo inválido');
    expect(uuid.parse('3F6B2C1E-8A4D-4E2F-9B1A-0C1D2E3F4A01')).toBe(
      '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01',
    );
  });
  it('without custom messages a missing uuid says Campo obrigatório (domain.md §21)', () => {
    expect(firstMessage(zUuid(), '')).toBe('Campo obrigatório');
    expect(firstMessage(ZUuidParams, { uuid: '' }, 'uuid')).toBe('Campo obrigatório');
    expect(firstMessage(zUuid(), 'abc')).toBe('UUID inválido');
  });
  it('links', () => {
    expect(zUrl().parse('https://app.powerbi.com/x')).toBe('https://app.powerbi.com/x');
    expect(zUrl().parse('/demo/painel-empresa.html')).toBe('/demo/painel-empresa.html');
    for (const v of [
      'app.powerbi.com',
      'javascript:alert(1)',
      'ftp://x.com',
      '//evil.example/x',
      '/\\evil.example',
      '/a b',
    ])
      expect(firstMessage(zUrl(), v)).toBe('Link inválido');
  });
  it('field schemas are representable as JSON Schema (OpenAPI) on the input side', () => {
    const schema = z.object({ a: zCpf(), b: zTime(), c: zUuid(), d: zEmail() });
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });
});
