import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOpeningHourCreate } from './opening-hours.ts';
import { firstMessage } from './test-utils.ts';

const valid = {
  startTime: '08:00',
  endTime: '12:00',
  dayOfWeek: 1,
  psychologistUuid: '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01',
};

describe('opening hours', () => {
  it('normalises times and a select day', () => {
    expect(ZOpeningHourCreate.parse({ ...valid, dayOfWeek: '0' })).toMatchObject({
      startTime: '08:00:00',
      endTime: '12:00:00',
      dayOfWeek: 0,
    });
  });
  it('messages', () => {
    expect(firstMessage(ZOpeningHourCreate, { ...valid, startTime: '' }, 'startTime')).toBe(
      'Campo obrigatório',
    );
    expect(firstMessage(ZOpeningHourCreate, { ...valid, endTime: '' }, 'endTime')).toBe(
      'Campo obrigatório',
    );
    expect(firstMessage(ZOpeningHourCreate, { ...valid, endTime: '08:00' }, 'endTime')).toBe(
      'O horário final deve ser depois do inicial',
    );
    expect(firstMessage(ZOpeningHourCreate, { ...valid, endTime: '07:00' }, 'endTime')).toBe(
      'O horário final deve ser depois do inicial',
    );
    expect(firstMessage(ZOpeningHourCreate, { ...valid, endTime: '08:49' }, 'endTime')).toBe(
      'O horário deve ter pelo menos 50 minutos',
    );
    expect(ZOpeningHourCreate.safeParse({ ...valid, endTime: '08:50' }).success).toBe(true);
  });
  it('compares the times with their seconds', () => {
    const endMessage = (startTime: string, endTime: string) =>
      firstMessage(ZOpeningHourCreate, { ...valid, startTime, endTime }, 'endTime');
    // 49 min 01 s is not a session.
    expect(endMessage('10:00:59', '10:50:00')).toBe('O horário deve ter pelo menos 50 minutos');
    // 15 s after the start: after it, only too short.
    expect(endMessage('12:00:30', '12:00:45')).toBe('O horário deve ter pelo menos 50 minutos');
    expect(endMessage('12:00:45', '12:00:30')).toBe('O horário final deve ser depois do inicial');
    expect(endMessage('12:00:30', '12:00:30')).toBe('O horário final deve ser depois do inicial');
    expect(endMessage('10:00:59', '10:50:59')).toBeUndefined();
    expect(endMessage('10:00:59', '10:51')).toBeUndefined();
  });
  it('day of week and psychologist', () => {
    for (const d of [7, -1, 1.5, 'x'])
      expect(firstMessage(ZOpeningHourCreate, { ...valid, dayOfWeek: d }, 'dayOfWeek')).toBe(
        'Dia da semana inválido',
      );
    expect(firstMessage(ZOpeningHourCreate, { ...valid, dayOfWeek: '' }, 'dayOfWeek')).toBe(
      'Campo obrigatório',
    );
    expect(
      firstMessage(ZOpeningHourCreate, { ...valid, psychologistUuid: 'x' }, 'psychologistUuid'),
    ).toBe('UUID do psicólogo inválido');
  });
  it('JSON Schema', () =>
    expect(() => z.toJSONSchema(ZOpeningHourCreate, { io: 'input' })).not.toThrow());
});

describe('ZOpeningHourCreate with a malformed time', () => {
  it('reports the format message instead of throwing', () => {
    const r = ZOpeningHourCreate.safeParse({
      startTime: '08:00',
      endTime: '25:00',
      dayOfWeek: 1,
      psychologistUuid: '0b7e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Horário inválido');
  });
});
