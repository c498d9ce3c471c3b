import { describe, expect, it } from 'vitest';
import { localTime, timeLeft } from './time-left';

const START = '2026-03-04T09:00:00.000-03:00';
const END = '2026-03-04T09:50:00.000-03:00';

describe('timeLeft', () => {
  it('says when the session starts, in horário de Brasília, before it', () => {
    expect(timeLeft(START, END, new Date('2026-03-04T11:50:00Z'))).toBe(
      'Começa às 09:00 (horário de Brasília)',
    );
  });
  it('counts whole minutes left during the 50 minutes', () => {
    expect(timeLeft(START, END, new Date('2026-03-04T12:00:00Z'))).toBe('Faltam 50 min');
    expect(timeLeft(START, END, new Date('2026-03-04T12:49:30Z'))).toBe('Falta 1 min');
  });
  it('says the time is up after the end', () => {
    expect(timeLeft(START, END, new Date('2026-03-04T12:51:00Z'))).toBe(
      'O tempo da sessão terminou',
    );
  });
  it('reads the local time from the instant', () => {
    expect(localTime(START)).toBe('09:00');
  });
});
