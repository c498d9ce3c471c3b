import { MONTH_NAMES, formatMonth } from '@acolher/contracts/format';
import { scoreBand } from '@acolher/contracts/well-being-radar';

/** 'yyyy-MM' → 'outubro de 2026' (one formatter, in contracts). */
export const monthLabel = formatMonth;

/** '2026-10' → 'out/26'. */
export function shortMonthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return `${MONTH_NAMES[m! - 1].slice(0, 3)}/${String(y).slice(2)}`;
}

export type AttentionLevel = {
  label: 'Favorável' | 'Atenção' | 'Crítico';
  tone: 'success' | 'pending' | 'danger';
};

/**
 * Reading of a 0–100 average (higher = better) for the NR-1 report: 70+ favourable, 50–69 attention,
 * under 50 critical (decision records 0803 and 1191; the WHO-5 screening cut-off is 52).
 */
export function attentionLevel(score: number): AttentionLevel {
  // The thresholds live once in contracts (scoreBand), shared with the employee's own result.
  const band = scoreBand(score);
  if (band === 'good') return { label: 'Favorável', tone: 'success' };
  if (band === 'attention') return { label: 'Atenção', tone: 'pending' };
  return { label: 'Crítico', tone: 'danger' };
}
