/** Pure display formatters (domain.md §21). No time zone is involved anywhere here. */
import {
  formatCnpj as buFormatCnpj,
  formatCpf as buFormatCpf,
} from '@brazilian-utils/brazilian-utils';

export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

const LOWER_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'a', 'e', 'i', 'o', 'u']);

/** 'MARIA DA SILVA' → 'Maria da Silva'; the first word is always capitalised. */
export function formatName(name: string | null | undefined): string {
  const words = String(name ?? '')
    .trim()
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((w, i) =>
      i > 0 && LOWER_WORDS.has(w) ? w : w.charAt(0).toLocaleUpperCase('pt-BR') + w.slice(1),
    )
    .join(' ');
}

const NBSP = /[\u00a0\u202f]/g;
// Made at first use: building a pt-BR Intl formatter loads ICU data, ~50 ms of the booking page's
// start-up on a slow machine for a page that shows no money (decision 1009, blocking time).
let money: Intl.NumberFormat | undefined;

/** Integer cents → 'R$ 1.234,56' (plain spaces, never the non-breaking space Intl emits). */
export function formatMoney(cents: number | null | undefined): string {
  money ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return money.format((cents ?? 0) / 100).replace(NBSP, ' ');
}

/** 12.5 → '12,5%'; 40 → '40%'. The argument is already a percentage, not a fraction. */
export function formatPercent(value: number, maximumFractionDigits = 2): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits }).format(value)}%`;
}

/**
 * 11 digits → '(11) 98765-4321' (5+4); 10 digits → '(11) 8765-4321' (4+4); the same with Brazil's
 * country code 55 in front (13 or 12 digits, as WhatsApp addresses are written); anything else unchanged.
 */
export function formatPhone(phone: string | null | undefined): string {
  const all = onlyDigits(phone);
  const d = (all.length === 13 || all.length === 12) && all.startsWith('55') ? all.slice(2) : all;
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return String(phone ?? '');
}

export function formatCpf(cpf: string | null | undefined): string {
  const d = onlyDigits(cpf);
  return d.length === 11 ? buFormatCpf(d) : String(cpf ?? '');
}

export function formatCnpj(cnpj: string | null | undefined): string {
  const d = onlyDigits(cnpj);
  return d.length === 14 ? buFormatCnpj(d) : String(cnpj ?? '');
}

/** '06123456' → '06/123456'; '0612345' → '06/12345'. */
export function formatCrp(crp: string | null | undefined): string {
  const d = onlyDigits(crp);
  return d.length === 7 || d.length === 8 ? `${d.slice(0, 2)}/${d.slice(2)}` : String(crp ?? '');
}

/**
 * Decision: pt-BR decimal comma and 1024-based units, one decimal for KB and MB:
 * 512 → '512 bytes', 1536 → '1,5 KB', 5 * 1024 * 1024 → '5,0 MB'.
 */
export function formatFileSize(bytes: number): string {
  const oneDecimal = (n: number) => n.toFixed(1).replace('.', ',');
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}

/** '08:00:00' → '08:00' (first 5 characters). Empty → ''. */
export function formatTime(time: string | null | undefined): string {
  return String(time ?? '').slice(0, 5);
}

/** '08:00:00', '08:50:00' → '08:00 - 08:50'; missing → 'Sem horário definido'. */
export function formatTimeRange(start?: string | null, end?: string | null): string {
  if (!start || !end) return 'Sem horário definido';
  return `${formatTime(start)} - ${formatTime(end)}`;
}

/**
 * ISO string → 'dd/MM/yyyy' from its FIRST 10 characters (the local day, domain.md §1), so no
 * time-zone shift can happen. A Date is read with its own local calendar fields.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** Month names in pt-BR, January first (months are São Paulo months, `yyyy-MM`). */
export const MONTH_NAMES = [
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
] as const;

/** 'yyyy-MM' → 'outubro de 2026'. */
export function formatMonth(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return `${MONTH_NAMES[m! - 1]} de ${y}`;
}
