import { describe, expect, it } from 'vitest';
import {
  isMeasureRemission,
  isMeasureResponse,
  measureBand,
  measureCrisis,
  measureScore,
  MEASURES,
  ZMeasureResponse,
} from './measures.ts';
import { firstMessage } from './test-utils.ts';

describe('PHQ-9 and GAD-7 scoring', () => {
  it('sums the items: all "Quase todos os dias" is the maximum', () => {
    expect(measureScore(Array(9).fill(3))).toBe(27);
    expect(measureScore(Array(7).fill(3))).toBe(21);
    expect(measureScore(Array(9).fill(0))).toBe(0);
    // Kroenke, Spitzer & Williams (2001): a "several days" on every item is 9, mild.
    expect(measureScore(Array(9).fill(1))).toBe(9);
    expect(measureBand('phq9', 9)).toBe('mild');
  });

  it('PHQ-9 bands at every boundary (Kroenke 2001: 5, 10, 15, 20)', () => {
    const expected: [number, string][] = [
      [0, 'minimal'],
      [4, 'minimal'],
      [5, 'mild'],
      [9, 'mild'],
      [10, 'moderate'],
      [14, 'moderate'],
      [15, 'moderately_severe'],
      [19, 'moderately_severe'],
      [20, 'severe'],
      [27, 'severe'],
    ];
    for (const [score, band] of expected) expect(measureBand('phq9', score)).toBe(band);
  });

  it('GAD-7 bands at every boundary (Spitzer 2006: 5, 10, 15)', () => {
    const expected: [number, string][] = [
      [0, 'minimal'],
      [4, 'minimal'],
      [5, 'mild'],
      [9, 'mild'],
      [10, 'moderate'],
      [14, 'moderate'],
      [15, 'severe'],
      [21, 'severe'],
    ];
    for (const [score, band] of expected) expect(measureBand('gad7', score)).toBe(band);
  });

  it('refuses a score outside the scale', () => {
    expect(() => measureBand('phq9', 28)).toThrow(RangeError);
    expect(() => measureBand('gad7', 22)).toThrow(RangeError);
    expect(() => measureBand('gad7', -1)).toThrow(RangeError);
  });

  it('response is a drop of 50 % or more from the first score', () => {
    expect(isMeasureResponse(18, 9)).toBe(true);
    expect(isMeasureResponse(18, 10)).toBe(false);
    expect(isMeasureResponse(15, 7)).toBe(true);
    expect(isMeasureResponse(15, 8)).toBe(false);
    expect(isMeasureResponse(0, 0)).toBe(false);
  });

  it('remission is PHQ-9 below 5', () => {
    expect(isMeasureRemission('phq9', 4)).toBe(true);
    expect(isMeasureRemission('phq9', 5)).toBe(false);
    expect(isMeasureRemission('gad7', 0)).toBe(false);
  });

  it('crisis is PHQ-9 item 9 of 1 or more', () => {
    expect(measureCrisis('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(true);
    expect(measureCrisis('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
    expect(measureCrisis('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });

  it('uses the validated wording', () => {
    expect(MEASURES.phq9.items).toHaveLength(9);
    expect(MEASURES.gad7.items).toHaveLength(7);
    expect(MEASURES.phq9.items[0]).toBe('Pouco interesse ou pouco prazer em fazer as coisas');
    expect(MEASURES.gad7.items[1]).toBe('Não ser capaz de impedir ou de controlar as preocupações');
  });
});

describe('ZMeasureResponse', () => {
  it('accepts every item answered 0–3', () => {
    expect(
      ZMeasureResponse.safeParse({ instrument: 'phq9', answers: Array(9).fill(2) }).success,
    ).toBe(true);
    expect(
      ZMeasureResponse.safeParse({ instrument: 'gad7', answers: Array(7).fill(0) }).success,
    ).toBe(true);
  });

  it('refuses a missing item, an out-of-range one and an unknown instrument', () => {
    expect(
      firstMessage(ZMeasureResponse, { instrument: 'phq9', answers: Array(8).fill(1) }, 'answers'),
    ).toBe('Responda todas as perguntas');
    expect(firstMessage(ZMeasureResponse, { instrument: 'phq9' }, 'answers')).toBe(
      'Responda todas as perguntas',
    );
    expect(
      firstMessage(
        ZMeasureResponse,
        { instrument: 'gad7', answers: [0, 1, null, 1, 1, 1, 1] },
        'answers.2',
      ),
    ).toBe('Responda todas as perguntas');
    expect(
      firstMessage(
        ZMeasureResponse,
        { instrument: 'gad7', answers: [0, 1, 4, 1, 1, 1, 1] },
        'answers.2',
      ),
    ).toBe('Resposta fora da escala');
    expect(
      firstMessage(
        ZMeasureResponse,
        { instrument: 'gad7', answers: [0, 1, -1, 1, 1, 1, 1] },
        'answers.2',
      ),
    ).toBe('Resposta fora da escala');
    expect(
      firstMessage(
        ZMeasureResponse,
        { instrument: 'gad7', answers: [0, 1, 1.5, 1, 1, 1, 1] },
        'answers.2',
      ),
    ).toBe('Resposta fora da escala');
    expect(firstMessage(ZMeasureResponse, { instrument: 'bdi', answers: [] }, 'instrument')).toBe(
      'Questionário inválido',
    );
  });
});
