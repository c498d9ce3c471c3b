import { describe, expect, it } from 'vitest';
import { RADAR_DIMENSIONS, RADAR_DIMENSION_LABELS } from '@acolher/contracts/well-being-radar';
import { labelBox, layoutRadar, wrapLabel } from './radar-layout';

const LABELS = RADAR_DIMENSIONS.map((d) => RADAR_DIMENSION_LABELS[d]);
/** Semibold 14 px is about 7.4 px a character; a wider measure stands for a wider font. */
const measure = (text: string) => text.length * 7.4;
const wide = (text: string) => text.length * 8.4;

describe('radar layout', () => {
  it('keeps short words with the next one and splits a hyphenated word only when asked', () => {
    expect(wrapLabel('Relações no trabalho', 60, measure)).toEqual(['Relações', 'no trabalho']);
    expect(wrapLabel('Equilíbrio vida-trabalho', 100, measure)).toEqual([
      'Equilíbrio',
      'vida-trabalho',
    ]);
    expect(wrapLabel('Equilíbrio vida-trabalho', 80, measure, true)).toEqual([
      'Equilíbrio',
      'vida-',
      '-trabalho',
    ]);
  });

  it.each([
    [measure, 246],
    [measure, 270],
    [measure, 286],
    [measure, 316],
    [measure, 340],
    [measure, 390],
    [wide, 270],
    [wide, 340],
    [measure, 520],
    [wide, 560],
  ])('every label lies inside the chart (%#: %i px)', (m, width) => {
    const layout = layoutRadar(width, LABELS, m);
    expect(layout.outerRadius).toBeGreaterThanOrEqual(40);
    LABELS.forEach((label, i) => {
      const box = labelBox(layout, i, m);
      expect(box.left, label).toBeGreaterThanOrEqual(0);
      expect(box.right, label).toBeLessThanOrEqual(width);
      expect(box.top, label).toBeGreaterThanOrEqual(0);
      expect(box.bottom, label).toBeLessThanOrEqual(layout.height);
    });
  });

  it('keeps the natural two-line labels and a capped radius when there is room', () => {
    const layout = layoutRadar(560, LABELS, measure);
    expect(layout.outerRadius).toBe(120);
    expect(layout.labels.map((l) => l.lines.length)).toEqual([1, 1, 2, 2, 2, 2]);
  });
});
