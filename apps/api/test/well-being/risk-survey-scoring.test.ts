import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COPSOQ_DIMENSIONS, COPSOQ_ITEMS } from '@acolher/contracts/copsoq-ii-br';
import {
  levelOf,
  scoreGroup,
  suppression,
  validAnswers,
} from '../../src/modules/risk-surveys/scoring.ts';

// domain.md §23 (contract §20); decisions 1350, 1351, 1353. Pure: no database.

/** The authors' scoring sheet, transcribed by hand from the published table: items, range, bands. */
const PUBLISHED: [string, string, number, string, string, string][] = [
  ['1A 1B', 'Demandas quantitativas do trabalho', 8, '0-3', '4', '5-8'],
  ['2A 2B', 'Ritmo de trabalho', 8, '0-3', '4-5', '6-8'],
  ['3A 3B', 'Demandas emocionais do trabalho', 8, '0-3', '4', '5-8'],
  ['4A 4B', 'Influência no trabalho', 8, '5-8', '4', '0-3'],
  ['5A 5B', 'Possibilidade de desenvolvimento', 8, '5-8', '4', '0-3'],
  ['6A 6B', 'Significado do trabalho', 8, '6-8', '5', '0-4'],
  ['7A 7B', 'Comprometimento com o trabalho', 8, '5-8', '4', '0-3'],
  ['8A 8B', 'Previsibilidade (informações suficientes)', 8, '5-8', '4', '0-3'],
  ['9A 9B', 'Reconhecimento', 8, '5-8', '4', '0-3'],
  ['10A 10B', 'Clareza de papéis', 8, '6-8', '4-5', '0-3'],
  ['11A 11B', 'Qualidade da liderança', 8, '5-8', '4', '0-3'],
  ['12A 12B', 'Apoio social dos supervisores', 8, '6-8', '4-5', '0-3'],
  ['13', 'Satisfação com o trabalho', 3, '2-3', '', '0-1'],
  ['14A 14B', 'Conflito entre trabalho e família', 6, '0-2', '3', '4-6'],
  ['15A 15B', 'Confiança na gestão', 8, '5-8', '4', '0-3'],
  ['16A 16B', 'Justiça e respeito', 8, '5-8', '4', '0-3'],
  ['17', 'Saúde geral', 4, '3-4', '2', '0-1'],
  ['18A 18B', 'Burnout', 8, '0-2', '3', '4-8'],
  ['19A 19B', 'Estresse', 8, '0-2', '3', '4-8'],
];
const range = (r: string) =>
  r === '' ? null : (r.includes('-') ? r.split('-') : [r, r]).map(Number);

describe('the instrument against the published form and sheet (decision 1350)', () => {
  it('has the 40 items in order, each in exactly one of 23 dimensions', () => {
    expect(COPSOQ_ITEMS).toHaveLength(40);
    expect(COPSOQ_DIMENSIONS).toHaveLength(23);
    expect(COPSOQ_DIMENSIONS.flatMap((d) => d.items)).toEqual(COPSOQ_ITEMS.map((i) => i.id));
  });

  it('has the sheet bands of every scored dimension', () => {
    PUBLISHED.forEach(([items, label, max, fav, att, unf], i) => {
      const d = COPSOQ_DIMENSIONS[i];
      expect([d.items.join(' '), d.label, d.max]).toEqual([items, label, max]);
      expect([d.favourable, d.attention, d.unfavourable]).toEqual([
        range(fav),
        range(att),
        range(unf),
      ]);
      const top = d.items.reduce(
        (s, id) =>
          s + Math.max(...COPSOQ_ITEMS.find((x) => x.id === id)!.options.map((o) => o.value)),
        0,
      );
      expect(top).toBe(max);
    });
    expect(COPSOQ_DIMENSIONS.slice(19).map((d) => [d.label, d.kind])).toEqual([
      ['Assédio sexual', 'exposure'],
      ['Ameaça de violência', 'exposure'],
      ['Violência física', 'exposure'],
      ['Bullying', 'exposure'],
    ]);
  });

  it('has the printed options: frequency 4…0, 1B reversed, extent, satisfaction, health, exposure', () => {
    const labels = (id: string) =>
      COPSOQ_ITEMS.find((i) => i.id === id)!.options.map((o) => `${o.value} ${o.label}`);
    expect(labels('1A')).toEqual([
      '4 Sempre',
      '3 Frequentemente',
      '2 Às vezes',
      '1 Raramente',
      '0 Nunca',
    ]);
    expect(labels('1B')).toEqual([
      '0 Sempre',
      '1 Frequentemente',
      '2 Às vezes',
      '3 Raramente',
      '4 Nunca',
    ]);
    expect(labels('5A')).toEqual([
      '4 Em grande parte',
      '3 Em boa parte',
      '2 De certa forma',
      '1 Pouco',
      '0 Muito pouco',
    ]);
    expect(labels('13')).toEqual([
      '3 Muito satisfeito',
      '2 Satisfeito',
      '1 Insatisfeito',
      '0 Muito insatisfeito',
    ]);
    expect(labels('14A')).toEqual([
      '3 Sim, com certeza',
      '2 Sim, até certo ponto',
      '1 Sim, mas muito pouco',
      '0 Não, realmente não',
    ]);
    expect(labels('17')).toEqual(['4 Excelente', '3 Muito boa', '2 Boa', '1 Razoável', '0 Ruim']);
    expect(labels('23')).toEqual([
      '4 Sim, diariamente',
      '3 Sim, semanalmente',
      '2 Sim, mensalmente',
      '1 Sim, poucas vezes',
      '0 Não',
    ]);
  });

  it('refuses missing, repeated and foreign answers', () => {
    const all = COPSOQ_ITEMS.map((i) => ({ itemId: i.id, value: 0 }));
    expect(validAnswers(all)).not.toBeNull();
    expect(validAnswers(all.slice(1))).toBeNull();
    expect(validAnswers([...all.slice(1), all[1]])).toBeNull();
    expect(
      validAnswers([{ itemId: '13', value: 4 }, ...all.filter((a) => a.itemId !== '13')]),
    ).toBeNull();
  });
});

describe('levels (decision 1351)', () => {
  const [quantitative, , , influence] = COPSOQ_DIMENSIONS;
  const satisfaction = COPSOQ_DIMENSIONS[12];
  const bullying = COPSOQ_DIMENSIONS[22];
  it('widens the bands halfway and sends a tie to the worse band', () => {
    expect([3, 3.49, 3.5, 4.5, 4.51].map((m) => levelOf(quantitative, m))).toEqual([
      'Favorável',
      'Favorável',
      'Intermediário',
      'Risco',
      'Risco',
    ]);
    expect([3.5, 3.51, 4.5, 4.51].map((m) => levelOf(influence, m))).toEqual([
      'Risco',
      'Intermediário',
      'Intermediário',
      'Favorável',
    ]);
    expect([1.5, 1.51].map((m) => levelOf(satisfaction, m))).toEqual(['Risco', 'Favorável']);
    expect([0, 0.01].map((m) => levelOf(bullying, m))).toEqual(['Favorável', 'Risco']);
  });
  it('scores a group as its mean sum over the maximum, 0–100', () => {
    const person = (v: number) => Object.fromEntries(COPSOQ_ITEMS.map((i) => [i.id, v]));
    const [first] = scoreGroup([person(4), person(0), person(2)]);
    expect(first).toEqual({
      dimension: '1',
      label: 'Demandas quantitativas do trabalho',
      score: 50,
      level: 'Intermediário',
    });
  });
});

describe('suppression (decision 1353)', () => {
  it('suppresses a small sector and the smallest one that would give it away', () => {
    expect(suppression(9, [6, 3])).toEqual({ company: false, sectors: [true, true] });
    expect(suppression(20, [10, 7, 3])).toEqual({ company: false, sectors: [false, true, true] });
    expect(suppression(4, [4])).toEqual({ company: true, sectors: [true] });
    expect(suppression(15, [10, 5, 0])).toEqual({ company: false, sectors: [false, false, true] });
  });

  it('never lets the shown figures give away a group of fewer than 5 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 12 }), { minLength: 1, maxLength: 8 }), (sizes) => {
        const total = sizes.reduce((a, b) => a + b, 0);
        const { company, sectors } = suppression(total, sizes);
        // Every sector under 5 answers is hidden.
        sizes.forEach((n, i) => n < 5 && expect(sectors[i]).toBe(true));
        if (company) {
          expect(total).toBeLessThan(5);
          expect(sectors.every(Boolean)).toBe(true);
          return;
        }
        // What subtraction reveals is the hidden sectors' total: none, or at least 5 people.
        const hidden = sizes.reduce((s, n, i) => s + (sectors[i] ? n : 0), 0);
        expect(hidden === 0 || hidden >= 5).toBe(true);
        // No hidden small group is alone among the hidden groups that hold answers.
        const holding = sizes.filter((n, i) => sectors[i] && n > 0);
        if (holding.length === 1) expect(holding[0]).toBeGreaterThanOrEqual(5);
      }),
      { numRuns: 500 },
    );
  });
});
