const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-10' → 'outubro de 2026'. */
export function monthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return `${MONTHS[m - 1]} de ${y}`;
}

/** '2026-10' → 'out/26'. */
export function shortMonthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return `${MONTHS[m - 1].slice(0, 3)}/${String(y).slice(2)}`;
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
