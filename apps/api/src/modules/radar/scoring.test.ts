import { describe, expect, it } from 'vitest';
import { QUESTIONS } from './questionnaire.ts';
import { scoreAnswers, validateCompleteAnswers, WHO5_CARE_THRESHOLD_RAW } from './scoring.ts';
import { typeformIdFrom } from '../../integrations/forms/typeform-provider.ts';
import { formsProviderFor } from '../../integrations/forms/forms-provider.ts';
import {
  answersFromTypeform,
  typeformSignature,
  verifyTypeformSignature,
  ZTypeformWebhook,
} from './typeform.ts';

/** who5 items each set to `who5`, work-life items to `work` (stress to `stress`). */
function answers(who5: number, work = 3, stress = 1) {
  return QUESTIONS.map((q) => ({
    questionId: q.id,
    value: q.instrument === 'who5' ? who5 : q.id === 'stress' ? stress : work,
  }));
}

describe('questionnaire', () => {
  it('has the 5 WHO-5 items on a 0–5 scale and the 5 work-life dimensions on 0–4', () => {
    const who5 = QUESTIONS.filter((q) => q.instrument === 'who5');
    expect(who5.map((q) => q.id)).toEqual(['who5_1', 'who5_2', 'who5_3', 'who5_4', 'who5_5']);
    for (const q of who5) expect(q.scale.map((o) => o.value).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const work = QUESTIONS.filter((q) => q.instrument === 'worklife');
    expect(work.map((q) => q.dimension)).toEqual([
      'sleep',
      'stress',
      'workload',
      'relationships',
      'balance',
    ]);
    for (const q of work) expect(q.scale.map((o) => o.value).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
  });
});

describe('validateCompleteAnswers', () => {
  it('accepts a complete set in range', () => {
    expect(() => validateCompleteAnswers(answers(3))).not.toThrow();
  });
  it('refuses a missing question, an unknown question and out-of-range values', () => {
    expect(() => validateCompleteAnswers(answers(3).slice(1))).toThrow(
      'Responda todas as perguntas',
    );
    expect(() => validateCompleteAnswers([...answers(3), { questionId: 'x', value: 1 }])).toThrow(
      'Pergunta desconhecida',
    );
    const who5TooHigh = answers(3).map((a) => (a.questionId === 'who5_1' ? { ...a, value: 6 } : a));
    expect(() => validateCompleteAnswers(who5TooHigh)).toThrow('Resposta fora da escala');
    const workTooHigh = answers(3).map((a) => (a.questionId === 'sleep' ? { ...a, value: 5 } : a));
    expect(() => validateCompleteAnswers(workTooHigh)).toThrow('Resposta fora da escala');
    const negative = answers(3).map((a) => (a.questionId === 'balance' ? { ...a, value: -1 } : a));
    expect(() => validateCompleteAnswers(negative)).toThrow('Resposta fora da escala');
  });
});

describe('scoreAnswers', () => {
  it('computes WHO-5 raw and percentage and 0–100 dimensions, stress reversed', () => {
    const s = scoreAnswers(answers(4, 2, 1));
    expect(s.who5Raw).toBe(20);
    expect(s.who5Percent).toBe(80);
    expect(s.dimensions).toEqual({
      wellbeing: 80,
      sleep: 50,
      stress: 75,
      workload: 50,
      relationships: 50,
      balance: 50,
    });
    expect(s.needsCare).toBe(false);
  });

  it('flags care below the WHO-5 cut-off of 13 (52%), not at 13', () => {
    expect(WHO5_CARE_THRESHOLD_RAW).toBe(13);
    const at13 = answers(3).map((a, i) => (i < 2 ? { ...a, value: 2 } : a)); // 2+2+3+3+3 = 13
    expect(scoreAnswers(at13).who5Raw).toBe(13);
    expect(scoreAnswers(at13).needsCare).toBe(false);
    const at12 = answers(3).map((a, i) => (i < 3 ? { ...a, value: 2 } : a)); // 2+2+2+3+3 = 12
    expect(scoreAnswers(at12).who5Raw).toBe(12);
    expect(scoreAnswers(at12).who5Percent).toBe(48);
    expect(scoreAnswers(at12).needsCare).toBe(true);
  });

  it('flags care on severe stress even with good WHO-5', () => {
    expect(scoreAnswers(answers(5, 4, 4)).needsCare).toBe(true);
    expect(scoreAnswers(answers(5, 4, 3)).needsCare).toBe(false);
    expect(scoreAnswers(answers(5, 4, 4)).dimensions.stress).toBe(0);
  });

  it('leaves unanswered dimensions null and WHO-5 null when incomplete', () => {
    const s = scoreAnswers([
      { questionId: 'sleep', value: 4 },
      { questionId: 'who5_1', value: 5 },
    ]);
    expect(s.who5Raw).toBeNull();
    expect(s.dimensions.sleep).toBe(100);
    expect(s.dimensions.wellbeing).toBe(100);
    expect(s.dimensions.balance).toBeNull();
    expect(s.needsCare).toBe(false);
  });
});

describe('forms provider by formId', () => {
  it('uses the built-in questionnaire for empty ids and keywords, Typeform for ids and URLs', () => {
    expect(formsProviderFor('').kind).toBe('builtin');
    expect(formsProviderFor('builtin').kind).toBe('builtin');
    expect(formsProviderFor('radar do bem-estar').kind).toBe('builtin');
    expect(formsProviderFor('aBc123Xy').kind).toBe('typeform');
    expect(typeformIdFrom('https://acme.typeform.com/to/LpSeMZJz?x=1')).toBe('LpSeMZJz');
    expect(typeformIdFrom('  aBc123Xy ')).toBe('aBc123Xy');
  });
});

describe('typeform', () => {
  it('verifies the base64 HMAC-SHA256 signature of the raw body', () => {
    const body = Buffer.from('{"a":1}');
    const sig = typeformSignature('segredo', body);
    expect(sig).toMatch(/^sha256=[A-Za-z0-9+/]+=*$/);
    expect(verifyTypeformSignature('segredo', body, sig)).toBe(true);
    expect(verifyTypeformSignature('outro', body, sig)).toBe(false);
    expect(verifyTypeformSignature('segredo', Buffer.from('{"a":2}'), sig)).toBe(false);
    expect(verifyTypeformSignature('segredo', body, undefined)).toBe(false);
    expect(verifyTypeformSignature(undefined, body, sig)).toBe(false);
  });

  it('maps answers by field ref: numbers and choice labels, ignoring unknown and out of range', () => {
    const payload = ZTypeformWebhook.parse({
      form_response: {
        token: 't1',
        answers: [
          { type: 'number', number: 4, field: { ref: 'who5_1' } },
          {
            type: 'choice',
            choice: { label: 'Mais da metade do tempo' },
            field: { ref: 'who5_2' },
          },
          { type: 'choice', choice: { label: 'as vezes' }, field: { ref: 'sleep' } },
          { type: 'number', number: 9, field: { ref: 'stress' } },
          { type: 'text', field: { ref: 'comentario' } },
        ],
      },
    });
    expect(answersFromTypeform(payload)).toEqual([
      { questionId: 'who5_1', value: 4 },
      { questionId: 'who5_2', value: 3 },
      { questionId: 'sleep', value: 2 },
    ]);
  });
});
