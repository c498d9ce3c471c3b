import { MONTH_NAMES, formatMonth } from '@acolher/contracts/format';

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
 * under 50 critical (decision record 0803; the WHO-5 screening cut-off is 52).
 */
export function attentionLevel(score: number): AttentionLevel {
  if (score >= 70) return { label: 'Favorável', tone: 'success' };
  if (score >= 50) return { label: 'Atenção', tone: 'pending' };
  return { label: 'Crítico', tone: 'danger' };
}
