import { describe, expect, it } from 'vitest';
import { MAX_LENGTH, maskCnpj, maskCpf, maskCrp, maskPhone } from './masks.ts';

/** Types the characters one by one through the mask, like an input's onChange. */
const typeInto = (mask: (v: string) => string, text: string) =>
  [...text].reduce((field, ch) => mask(field + ch), '');

describe('masks while typing', () => {
  it('CPF', () => {
    expect(['1', '123', '1234', '1234567', '123456789', '1234567890'].map(maskCpf)).toEqual([
      '1',
      '123',
      '123.4',
      '123.456.7',
      '123.456.789',
      '123.456.789-0',
    ]);
    expect(typeInto(maskCpf, '123456789091234')).toBe('123.456.789-09');
    expect(maskCpf('abc12x3')).toBe('123');
    expect(typeInto(maskCpf, '123456789091234')).toHaveLength(MAX_LENGTH.cpf);
  });
  it('CNPJ', () => {
    expect(maskCnpj('123')).toBe('12.3');
    expect(maskCnpj('123456780001')).toBe('12.345.678/0001');
    expect(typeInto(maskCnpj, '112223330001819999')).toBe('11.222.333/0001-81');
    expect(typeInto(maskCnpj, '112223330001819999')).toHaveLength(MAX_LENGTH.cnpj);
  });
  it('phone', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1198765')).toBe('(11) 98765');
    expect(maskPhone('1187654321')).toBe('(11) 8765-4321');
    expect(typeInto(maskPhone, '1198765432199')).toBe('(11) 98765-4321');
    expect(typeInto(maskPhone, '1198765432199')).toHaveLength(MAX_LENGTH.phone);
    expect(maskPhone('(11) 9876')).toBe('(11) 9876');
  });
  it('CRP', () => {
    expect(['0', '06', '061', '0612345', '06123456', '061234567'].map(maskCrp)).toEqual([
      '0',
      '06',
      '06/1',
      '06/12345',
      '06/123456',
      '06/123456',
    ]);
    expect(typeInto(maskCrp, '061234569')).toHaveLength(MAX_LENGTH.crp);
    expect(maskCrp('')).toBe('');
  });
  it('deleting back through a separator works', () => {
    expect(maskCpf('123.')).toBe('123');
    expect(maskCrp('06/')).toBe('06');
  });
});
