import { describe, expect, it } from 'vitest';
import { ZRadarResponse } from './well-being-radar.ts';
import { firstMessage } from './test-utils.ts';

describe('radar response', () => {
  it('answers', () => {
    expect(ZRadarResponse.safeParse({ answers: [{ questionId: 'q1', value: 3 }] }).success).toBe(
      true,
    );
    expect(firstMessage(ZRadarResponse, { answers: [] }, 'answers')).toBe(
      'Responda pelo menos uma pergunta',
    );
    expect(
      firstMessage(
        ZRadarResponse,
        {
          answers: [
            { questionId: 'q1', value: 1 },
            { questionId: 'q1', value: 2 },
          ],
        },
        'answers',
      ),
    ).toBe('Pergunta respondida mais de uma vez');
    expect(
      firstMessage(
        ZRadarResponse,
        { answers: [{ questionId: 'q1', value: 1.5 }] },
        'answers.0.value',
      ),
    ).toBe('Resposta inválida');
  });
});
