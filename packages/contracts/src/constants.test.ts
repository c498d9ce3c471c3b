import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CREDIT_PACKAGES,
  DAY_NAMES,
  findCreditPackage,
  ROLE_NUMBERS,
  ROLES,
  roleFromNumberOrName,
  trailStage,
} from './constants.ts';

describe('constants', () => {
  it('packages: 1/3/5/10 credits at R$ 100 each, 3 popular, valid distinct uuids', () => {
    expect(CREDIT_PACKAGES.map((p) => [p.credits, p.priceCents, p.popular])).toEqual([
      [1, 10000, false],
      [3, 30000, true],
      [5, 50000, false],
      [10, 100000, false],
    ]);
    expect(new Set(CREDIT_PACKAGES.map((p) => p.uuid)).size).toBe(4);
    for (const p of CREDIT_PACKAGES) expect(z.uuid().safeParse(p.uuid).success).toBe(true);
    expect(findCreditPackage(3)?.priceCents).toBe(30000);
    expect(findCreditPackage(2)).toBeUndefined();
  });
  it('roles by number and name', () => {
    ROLES.forEach((r, i) => expect(ROLE_NUMBERS[r]).toBe(i));
    expect(roleFromNumberOrName(1)).toBe('collaborator');
    expect(roleFromNumberOrName(' ADMINISTRATOR ')).toBe('administrator');
    expect(roleFromNumberOrName('2')).toBe('company');
    expect(roleFromNumberOrName(4)).toBeUndefined();
    expect(roleFromNumberOrName('toString')).toBeUndefined();
    expect(roleFromNumberOrName(null)).toBeUndefined();
  });
  it('day names from Sunday', () => {
    expect(DAY_NAMES[0]).toBe('Domingo');
    expect(DAY_NAMES[1]).toBe('Segunda-feira');
    expect(DAY_NAMES[5]).toBe('Sexta-feira');
    expect(DAY_NAMES[6]).toBe('Sábado');
  });
  it('trail stage = floor(medals/10), max 3', () => {
    expect([0, 9, 10, 29, 30, 45].map(trailStage)).toEqual([0, 0, 1, 2, 3, 3]);
  });
});
