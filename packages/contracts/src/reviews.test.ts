import { describe, expect, it } from 'vitest';
import { ZReviewCreate } from './reviews.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

const U = '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01';

describe('reviews', () => {
  it('review 1..1000', () => {
    expect(
      firstMessage(
        ZReviewCreate,
        { review: ' ', psychologistUuid: U, collaboratorUuid: U },
        'review',
      ),
    ).toBe('Campo obrigatório');
    expect(
      firstMessage(
        ZReviewCreate,
        { review: 'a'.repeat(1001), psychologistUuid: U, collaboratorUuid: U },
        'review',
      ),
    ).toBe('Máximo de 1000 caracteres');
    expect(
      ZReviewCreate.safeParse({
        review: 'a'.repeat(1000),
        psychologistUuid: U,
        collaboratorUuid: U,
      }).success,
    ).toBe(true);
  });
  it('uuid messages', () => {
    expect(messagesOf(ZReviewCreate, { review: 'ok' })).toEqual({
      psychologistUuid: ['UUID do psicólogo obrigatório'],
      collaboratorUuid: ['UUID do colaborador obrigatório'],
    });
    expect(
      messagesOf(ZReviewCreate, { review: 'ok', psychologistUuid: 'x', collaboratorUuid: 'y' }),
    ).toEqual({
      psychologistUuid: ['UUID do psicólogo inválido'],
      collaboratorUuid: ['UUID do colaborador inválido'],
    });
  });
});
