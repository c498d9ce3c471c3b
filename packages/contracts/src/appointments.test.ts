import { describe, expect, it } from 'vitest';
import { ZBookAppointment } from './appointments.ts';
import { firstMessage } from './test-utils.ts';

const U = '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01';
const valid = { collaboratorUuid: U, openingHourUuid: U, psychologistUuid: U, date: '2026-03-10' };

describe('booking', () => {
  it('valid', () => expect(ZBookAppointment.parse(valid)).toEqual(valid));
  it('needs every field', () => {
    expect(
      firstMessage(ZBookAppointment, { ...valid, collaboratorUuid: '' }, 'collaboratorUuid'),
    ).toBe('UUID do colaborador obrigatório');
    expect(
      firstMessage(ZBookAppointment, { ...valid, openingHourUuid: undefined }, 'openingHourUuid'),
    ).toBe('Campo obrigatório');
    expect(
      firstMessage(ZBookAppointment, { ...valid, psychologistUuid: 'p' }, 'psychologistUuid'),
    ).toBe('UUID do psicólogo inválido');
    expect(firstMessage(ZBookAppointment, { ...valid, date: '10/03/2026' }, 'date')).toBe(
      'Data inválida',
    );
  });
});
