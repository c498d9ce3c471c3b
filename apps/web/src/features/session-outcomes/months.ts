import { todayYmd } from '@/features/booking/slots';

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

/** 'yyyy-MM' → 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[m! - 1]} de ${y}`;
}

/** The São Paulo month of `now` and the `count - 1` before it, newest first ('yyyy-MM'). */
export function recentMonths(now: Date = new Date(), count = 12): string[] {
  const [y, m] = todayYmd(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const total = y! * 12 + (m! - 1) - i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
