import { describe, expect, it } from 'vitest';
import { ZPurchaseCreate, ZSandboxCheckout } from './purchases.ts';
import { firstMessage } from './test-utils.ts';

const U = '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01';

describe('purchases', () => {
  it('only package amounts', () => {
    for (const amount of [1, 3, 5, 10])
      expect(ZPurchaseCreate.safeParse({ amount, collaboratorUuid: U }).success).toBe(true);
    for (const amount of [0, 2, 4, 100, '3', null])
      expect(firstMessage(ZPurchaseCreate, { amount, collaboratorUuid: U }, 'amount')).toBe(
        'Pacote inválido',
      );
  });
  it('sandbox card digits', () => {
    expect(ZSandboxCheckout.parse({ cardNumber: '4242 4242 4242 4242' })).toEqual({
      cardNumber: '4242424242424242',
    });
    expect(firstMessage(ZSandboxCheckout, { cardNumber: '4242-4242' }, 'cardNumber')).toBe(
      'Número do cartão inválido',
    );
    expect(firstMessage(ZSandboxCheckout, { cardNumber: '4242' }, 'cardNumber')).toBe(
      'Número do cartão inválido',
    );
    expect(firstMessage(ZSandboxCheckout, { cardNumber: '' }, 'cardNumber')).toBe(
      'Campo obrigatório',
    );
  });
});
