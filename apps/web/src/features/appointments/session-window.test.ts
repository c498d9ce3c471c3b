import { describe, expect, it } from 'vitest';
import {
  canJoin,
  cancelRefunds,
  canReschedule,
  inCorrectionWindow,
  psychologistCanCancel,
  psychologistCanReschedule,
  roomOpensAt,
} from './session-window';

const a = {
  status: 'pending',
  startsAt: '2026-03-04T12:00:00.000Z',
  endsAt: '2026-03-04T12:50:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('canJoin', () => {
  it('opens 15 minutes before the start and closes 10 minutes after the end (§16)', () => {
    expect(canJoin(a, at('2026-03-04T11:44:59.000Z'))).toBe(false);
    expect(canJoin(a, at('2026-03-04T11:45:00.000Z'))).toBe(true);
    expect(canJoin(a, at('2026-03-04T12:59:59.000Z'))).toBe(true);
    expect(canJoin(a, at('2026-03-04T13:00:00.000Z'))).toBe(false);
  });
  it('never for a cancelled session', () => {
    expect(
      canJoin({ ...a, status: 'cancelled_by_psychologist' }, at('2026-03-04T12:10:00.000Z')),
    ).toBe(false);
  });
});

describe('cancelRefunds', () => {
  it('refunds from 6 hours before the start', () => {
    expect(cancelRefunds(a.startsAt, at('2026-03-04T05:59:00.000Z'))).toBe(true);
    expect(cancelRefunds(a.startsAt, at('2026-03-04T06:00:00.000Z'))).toBe(true);
    expect(cancelRefunds(a.startsAt, at('2026-03-04T06:01:00.000Z'))).toBe(false);
  });
});

describe('roomOpensAt', () => {
  it('is 15 minutes before the local start, across midnight too', () => {
    expect(roomOpensAt('2026-03-04T09:00:00.000-03:00')).toBe('08:45');
    expect(roomOpensAt('2026-03-04T00:10:00.000-03:00')).toBe('23:55');
  });
});

describe('canReschedule (§17)', () => {
  it('the collaborator: pending and at least 6 hours before the start', () => {
    expect(canReschedule(a, at('2026-03-04T06:00:00.000Z'))).toBe(true);
    expect(canReschedule(a, at('2026-03-04T06:00:01.000Z'))).toBe(false);
    expect(canReschedule({ ...a, status: 'confirmed' }, at('2026-03-01T00:00:00.000Z'))).toBe(
      false,
    );
    expect(
      canReschedule({ ...a, status: 'cancelled_by_psychologist' }, at('2026-03-01T00:00:00.000Z')),
    ).toBe(false);
  });
  it('the psychologist: pending, until the start', () => {
    expect(psychologistCanReschedule(a, at('2026-03-04T11:59:59.000Z'))).toBe(true);
    expect(psychologistCanReschedule(a, at('2026-03-04T12:00:00.000Z'))).toBe(false);
    expect(
      psychologistCanReschedule(
        { ...a, status: 'no_show_collaborator' },
        at('2026-03-01T00:00:00.000Z'),
      ),
    ).toBe(false);
  });
});

describe('psychologistCanCancel (§6)', () => {
  it('pending, until the end, as the server accepts it', () => {
    expect(psychologistCanCancel(a, at('2026-03-04T12:49:59.000Z'))).toBe(true);
    expect(psychologistCanCancel(a, at('2026-03-04T12:50:00.000Z'))).toBe(false);
    for (const status of ['confirmed', 'cancelled_by_collaborator', 'no_show_collaborator'])
      expect(psychologistCanCancel({ ...a, status }, at('2026-03-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('inCorrectionWindow (§17)', () => {
  it('confirmed or no-show, from the end to 48 hours after', () => {
    const done = { ...a, status: 'confirmed' };
    expect(inCorrectionWindow(done, at('2026-03-04T12:49:59.000Z'))).toBe(false);
    expect(inCorrectionWindow(done, at('2026-03-04T12:50:00.000Z'))).toBe(true);
    expect(inCorrectionWindow(done, at('2026-03-06T12:50:00.000Z'))).toBe(true);
    expect(inCorrectionWindow(done, at('2026-03-06T12:50:01.000Z'))).toBe(false);
    const noShow = { ...a, status: 'no_show_collaborator' };
    expect(inCorrectionWindow(noShow, at('2026-03-05T00:00:00.000Z'))).toBe(true);
    for (const status of ['pending', 'no_show_psychologist', 'refunded_by_administrator'])
      expect(inCorrectionWindow({ ...a, status }, at('2026-03-05T00:00:00.000Z'))).toBe(false);
  });
});
