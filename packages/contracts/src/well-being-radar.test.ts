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

describe('scoreBand (decision 1191)', () => {
  it('reads 70 and up as good, 50–69 as attention, under 50 as critical', async () => {
    const { scoreBand, SCORE_BAND_LABELS } = await import('./well-being-radar.ts');
    expect([100, 70, 69.9, 50, 49.9, 0].map(scoreBand)).toEqual([
      'good',
      'good',
      'attention',
      'attention',
      'critical',
      'critical',
    ]);
    expect(SCORE_BAND_LABELS[scoreBand(72)]).toBe('Bom');
    expect(SCORE_BAND_LABELS[scoreBand(55)]).toBe('Atenção');
    expect(SCORE_BAND_LABELS[scoreBand(20)]).toBe('Crítico');
  });
});
