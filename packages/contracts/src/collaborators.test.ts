import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZCollaboratorCreate, ZCollaboratorUpdate } from './collaborators.ts';
import { DEFAULT_TIME_ZONE } from './constants.ts';
import { firstMessage, messagesOf } from './test-utils.ts';
import { setBusinessTime } from './time.ts';

const U = '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a01';
const valid = {
  name: 'Ana',
  document: '529.982.247-25',
  email: 'a@x.com',
  birthdate: '1990-05-20',
  gender: 'female',
  phone: '(11) 98765-4321',
  sectorUuid: U,
  companyUuid: U,
};

afterEach(() => vi.useRealTimers());

describe('collaborators', () => {
  it('create parses to stored values', () => {
    expect(ZCollaboratorCreate.parse(valid)).toMatchObject({
      document: '52998224725',
      phone: '11987654321',
      gender: 'female',
    });
  });
  it('all create fields required', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(Object.keys(messagesOf(ZCollaboratorCreate, empty)).sort()).toEqual(
      Object.keys(valid).sort(),
    );
    expect(firstMessage(ZCollaboratorCreate, empty, 'gender')).toBe('Campo obrigatório');
    expect(firstMessage(ZCollaboratorCreate, empty, 'birthdate')).toBe('Campo obrigatório');
  });
  it('sectorUuid and companyUuid say only Campo obrigatório when missing or empty (domain.md §21)', () => {
    for (const v of ['', '  ', undefined]) {
      const body = { ...valid, sectorUuid: v, companyUuid: v };
      expect(messagesOf(ZCollaboratorCreate, body)).toEqual({
        sectorUuid: ['Campo obrigatório'],
        companyUuid: ['Campo obrigatório'],
      });
      expect(firstMessage(ZCollaboratorUpdate, { ...valid, sectorUuid: v }, 'sectorUuid')).toBe(
        'Campo obrigatório',
      );
    }
    expect(firstMessage(ZCollaboratorCreate, { ...valid, sectorUuid: 'x' }, 'sectorUuid')).toBe(
      'Setor inválido',
    );
  });
  it('birthdate must be a real past day (in São Paulo)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-11T02:00:00Z')); // still 10 March in São Paulo
    expect(ZCollaboratorCreate.safeParse({ ...valid, birthdate: '2026-03-09' }).success).toBe(true);
    expect(
      firstMessage(ZCollaboratorCreate, { ...valid, birthdate: '2026-03-10' }, 'birthdate'),
    ).toBe('Data de nascimento inválida');
    expect(
      firstMessage(ZCollaboratorCreate, { ...valid, birthdate: '1990-02-30' }, 'birthdate'),
    ).toBe('Data inválida');
  });
  it("birthdate: 'today' is the configured business zone's and clock's (domain.md §1)", () => {
    // 02:00 on 10 March in São Paulo, 22:00 on 9 March in Los Angeles.
    const now = new Date('2026-03-10T05:00:00Z');
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const message = (birthdate: string) =>
      firstMessage(ZCollaboratorCreate, { ...valid, birthdate }, 'birthdate');
    try {
      expect(message('2026-03-09')).toBeUndefined(); // the default: São Paulo
      setBusinessTime({ zone: 'America/Los_Angeles' });
      expect(message('2026-03-09')).toBe('Data de nascimento inválida');
      expect(message('2026-03-08')).toBeUndefined();
      setBusinessTime({ now: () => new Date('2026-03-01T12:00:00Z') });
      expect(message('2026-03-01')).toBe('Data de nascimento inválida');
      expect(message('2026-02-28')).toBeUndefined();
    } finally {
      setBusinessTime({ zone: DEFAULT_TIME_ZONE, now: () => Date.now() });
    }
    expect(message('2026-03-09')).toBeUndefined();
  });
  it('gender male|female only', () => {
    expect(
      firstMessage(ZCollaboratorCreate, { ...valid, gender: 'other' }, 'gender'),
    ).toBeDefined();
  });
  it('update drops birthdate and companyUuid', () => {
    const { birthdate: _b, companyUuid: _c, ...rest } = valid;
    const out = ZCollaboratorUpdate.parse({ ...rest, birthdate: '', companyUuid: 'x' });
    expect(out).not.toHaveProperty('birthdate');
    expect(out).not.toHaveProperty('companyUuid');
  });
});
