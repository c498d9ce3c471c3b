import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreditsCompany, ZCreditsOne, ZCreditsSector } from './credits.ts';
import { firstMessage } from './test-utils.ts';

describe('credits', () => {
  it('one / sector: text or number in, integer out', () => {
    expect(ZCreditsOne.parse({ credits: '5' })).toEqual({ credits: 5 });
    expect(ZCreditsSector.parse({ credits: 7 })).toEqual({ credits: 7 });
  });
  it('messages', () => {
    const m = (s: z.ZodType, credits: unknown) => firstMessage(s, { credits }, 'credits');
    expect(m(ZCreditsOne, '')).toBe('Quantidade de créditos é obrigatória');
    expect(m(ZCreditsOne, undefined)).toBe('Quantidade de créditos é obrigatória');
    expect(m(ZCreditsOne, '0')).toBe('Quantidade deve ser maior que zero');
    expect(m(ZCreditsOne, '1,5')).toBe('A quantidade deve ser um número inteiro');
    expect(m(ZCreditsOne, 'abc')).toBe('A quantidade deve ser um número inteiro');
    expect(m(ZCreditsOne, '1001')).toBe('Máximo de 1000 créditos por vez');
    expect(m(ZCreditsCompany, 0)).toBe('Quantidade deve ser maior que zero');
    expect(m(ZCreditsCompany, '')).toBe('Quantidade deve ser maior que zero');
    expect(m(ZCreditsCompany, -3)).toBe('Quantidade deve ser maior que zero');
    expect(ZCreditsCompany.parse({ credits: 1000 })).toEqual({ credits: 1000 });
  });
  it('JSON Schema', () => expect(() => z.toJSONSchema(ZCreditsOne, { io: 'input' })).not.toThrow());
});
