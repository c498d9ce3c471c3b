/**
 * COPSOQ II-Br scoring and the levels of a group (domain.md §20; decision 1351), and the
 * suppression of small groups (decision 1353). Pure functions: the service feeds them rows.
 */
import {
  COPSOQ_DIMENSIONS,
  COPSOQ_ITEMS,
  type CopsoqDimension,
  type TCopsoqLevel,
} from '@acolher/contracts/copsoq-ii-br';
import { RISK_MIN_GROUP } from '@acolher/contracts/risk-surveys';

type Values = Record<string, number>;

/** Whether `answers` names every item once, each with one of its options. */
export function validAnswers(answers: { itemId: string; value: number }[]): Values | null {
  const values: Values = {};
  for (const { itemId, value } of answers) {
    if (itemId in values) return null;
    const item = COPSOQ_ITEMS.find((i) => i.id === itemId);
    if (!item || !item.options.some((o) => o.value === value)) return null;
    values[itemId] = value;
  }
  return Object.keys(values).length === COPSOQ_ITEMS.length ? values : null;
}

/** One person's dimension score on the sheet's scale: the sum, or 0/1 (não/sim) for exposure. */
function personScore(dimension: CopsoqDimension, values: Values): number {
  if (dimension.kind === 'exposure') return values[dimension.items[0]] > 0 ? 1 : 0;
  return dimension.items.reduce((sum, id) => sum + values[id], 0);
}

const LEVEL = {
  favourable: 'Favorável',
  attention: 'Intermediário',
  unfavourable: 'Risco',
} as const;
/** Less favourable first: a mean exactly between two bands goes to the worse one (decision 1351). */
const WORSE = ['unfavourable', 'attention', 'favourable'] as const;

/**
 * The level of a group's mean sum: the published integer bands widened to meet halfway between
 * neighbours; exposure dimensions are 'Risco' as soon as anyone reports it (decision 1351).
 */
export function levelOf(dimension: CopsoqDimension, meanSum: number): TCopsoqLevel {
  if (dimension.kind === 'exposure') return meanSum > 0 ? LEVEL.unfavourable : LEVEL.favourable;
  const bands = (['favourable', 'attention', 'unfavourable'] as const)
    .filter((b) => dimension[b] !== null)
    .map((b) => ({ band: b, range: dimension[b] as [number, number] }))
    .sort((a, b) => a.range[0] - b.range[0]);
  const matching = bands.filter((b, i) => {
    const low = i === 0 ? -Infinity : (bands[i - 1].range[1] + b.range[0]) / 2;
    const high = i === bands.length - 1 ? Infinity : (b.range[1] + bands[i + 1].range[0]) / 2;
    return meanSum >= low && meanSum <= high;
  });
  const band = WORSE.find((w) => matching.some((m) => m.band === w)) ?? 'unfavourable';
  return LEVEL[band];
}

export interface DimensionResult {
  dimension: string;
  label: string;
  score: number | null;
  level: TCopsoqLevel | null;
}

/** Per dimension, the group's mean on 0–100 (one decimal) and its level. */
export function scoreGroup(rows: Values[]): DimensionResult[] {
  return COPSOQ_DIMENSIONS.map((d) => {
    if (rows.length === 0) return { dimension: d.id, label: d.label, score: null, level: null };
    const mean = rows.reduce((s, r) => s + personScore(d, r), 0) / rows.length;
    const score = Math.round((mean / d.max) * 1000) / 10;
    return { dimension: d.id, label: d.label, score, level: levelOf(d, mean) };
  });
}

/**
 * Which groups to suppress (decision 1353): every sector under RISK_MIN_GROUP answers, then more
 * sectors (the smallest shown first) until the suppressed sectors' answers together, which the shown
 * figures give away by subtraction, are none or at least RISK_MIN_GROUP; the company's figure too
 * when it has fewer than RISK_MIN_GROUP answers or when only it could still give them away.
 */
export function suppression(companyAnswers: number, sectorAnswers: number[]) {
  const suppressed = sectorAnswers.map((n) => n < RISK_MIN_GROUP);
  const company = companyAnswers < RISK_MIN_GROUP;
  if (company) return { company, sectors: sectorAnswers.map(() => true) };
  const hidden = () => sectorAnswers.reduce((s, n, i) => s + (suppressed[i] ? n : 0), 0);
  while (hidden() > 0 && hidden() < RISK_MIN_GROUP) {
    const shown = sectorAnswers
      .map((n, i) => ({ n, i }))
      .filter(({ i }) => !suppressed[i])
      .sort((a, b) => a.n - b.n);
    if (shown.length === 0) return { company: true, sectors: suppressed };
    suppressed[shown[0].i] = true;
  }
  return { company, sectors: suppressed };
}
