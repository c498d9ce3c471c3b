import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpf,
  formatCrp,
  formatDate,
  formatMonth,
  formatFileSize,
  formatMoney,
  formatName,
  formatPercent,
  formatPhone,
  formatTime,
  formatTimeRange,
  onlyDigits,
} from './format.ts';

describe('formatters', () => {
  it('names', () => {
    expect(formatName('MARIA DA SILVA DOS SANTOS')).toBe('Maria da Silva dos Santos');
    expect(formatName('joão e maria de souza')).toBe('João e Maria de Souza');
    expect(formatName('da silva')).toBe('Da Silva');
    expect(formatName('  ana   o  ')).toBe('Ana o');
    expect(formatName('élida')).toBe('Élida');
    expect(formatName(undefined)).toBe('');
  });
  it('money from cents with a plain space', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(6000)).toBe('R$ 60,00');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(100000000)).toBe('R$ 1.000.000,00');
  });
  it('percent', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(40)).toBe('40%');
  });
  it('phone 5+4 and 4+4', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1187654321')).toBe('(11) 8765-4321');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 8765-4321')).toBe('(11) 8765-4321');
    expect(formatPhone('441234567890')).toBe('441234567890');
  });
  it('documents', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCrp('06123456')).toBe('06/123456');
    expect(formatCrp('0612345')).toBe('06/12345');
    expect(formatCrp('06/123456')).toBe('06/123456');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
  });
  it('file sizes', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5,0 MB');
  });
  it('times and dates without time-zone shift', () => {
    expect(formatTime('08:00:00')).toBe('08:00');
    expect(formatTimeRange('08:00:00', '08:50:00')).toBe('08:00 - 08:50');
    expect(formatTimeRange(null, '08:50:00')).toBe('Sem horário definido');
    expect(formatDate('2026-03-01T00:00:00.000Z')).toBe('01/03/2026');
    expect(formatDate('2026-12-31T23:30:00-03:00')).toBe('31/12/2026');
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate(new Date(2026, 2, 1, 23, 59))).toBe('01/03/2026');
    expect(formatDate('lixo')).toBe('');
  });
});

describe('formatMonth', () => {
  it('names a São Paulo month in pt-BR', () => {
    expect(formatMonth('2026-01')).toBe('janeiro de 2026');
    expect(formatMonth('2026-03')).toBe('março de 2026');
    expect(formatMonth('2027-12')).toBe('dezembro de 2027');
  });
});
