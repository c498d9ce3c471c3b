import { describe, expect, it } from 'vitest';
import {
  POINTS,
  nextSlotWhy,
  periodOf,
  rankCandidates,
  scoreCandidate,
  type MatchCandidate,
} from '../../src/modules/matching/match-scoring.ts';

// Decision 1382: the ranking's points, read whole in one pure function.

const zone = 'America/Sao_Paulo';
const now = new Date('2026-03-02T12:00:00.000Z'); // Monday 09:00 in São Paulo
const base: MatchCandidate = {
  name: 'Psi',
  specialties: [],
  approach: [],
  targetAudience: [],
  gender: null,
  startTimes: [],
  nextAvailable: Date.parse('2026-03-03T13:00:00.000Z'),
};
const none = { reasons: [], psychologistGender: 'any', approaches: [], periods: [] } as const;

describe('match scoring', () => {
  it('3 a reason, 2 an approach, 2 the preferred gender, 1 a period', () => {
    const c = {
      ...base,
      specialties: ['Ansiedade'],
      targetAudience: ['Profissionais'],
      approach: ['Psicanálise'],
      gender: 'female' as const,
      startTimes: ['08:00:00', '18:00:00'],
    };
    const { score, reasons } = scoreCandidate(
      {
        reasons: ['Ansiedade', 'Estresse no trabalho', 'Sono'],
        psychologistGender: 'female',
        approaches: ['PSICANALISE'],
        periods: ['morning', 'afternoon', 'evening'],
      },
      c,
    );
    expect(score).toBe(2 * POINTS.reason + POINTS.approach + POINTS.gender + 2 * POINTS.period);
    expect(reasons).toEqual([
      'Atende ansiedade',
      'Atende estresse no trabalho',
      'Abordagem: Psicanálise',
      'Psicóloga, como você prefere',
      'Horários de manhã',
      'Horários à noite',
    ]);
  });

  it('nothing without an intake, nothing for an empty one or an unknown gender', () => {
    expect(scoreCandidate(null, { ...base, specialties: ['Ansiedade'] }).score).toBe(0);
    expect(scoreCandidate(none, { ...base, specialties: ['Ansiedade'] }).score).toBe(0);
    expect(scoreCandidate({ ...none, psychologistGender: 'male' }, base).score).toBe(0);
  });

  it('periods by the slot start: before 12:00, before 18:00, from 18:00', () => {
    expect(
      ['07:00:00', '11:59:00', '12:00:00', '17:00:00', '18:00:00', '21:00:00'].map(periodOf),
    ).toEqual(['morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening']);
  });

  it('the next slot: the weekday within the coming week, the date beyond it', () => {
    expect(nextSlotWhy(Date.parse('2026-03-03T13:00:00.000Z'), now, zone)).toBe(
      'Próximo horário: terça, 10:00',
    );
    expect(nextSlotWhy(Date.parse('2026-03-08T13:00:00.000Z'), now, zone)).toBe(
      'Próximo horário: domingo, 10:00',
    );
    expect(nextSlotWhy(Date.parse('2026-03-09T13:00:00.000Z'), now, zone)).toBe(
      'Próximo horário: segunda, 09/03, 10:00',
    );
  });

  it('ties: the earlier free slot first, then the name', () => {
    const later = { ...base, name: 'Beatriz', nextAvailable: base.nextAvailable + 3_600_000 };
    const a = { ...base, name: 'Ângela' };
    const z = { ...base, name: 'Zélia' };
    const ranked = rankCandidates(none, [later, z, a], now, zone).map((r) => r.candidate.name);
    expect(ranked).toEqual(['Ângela', 'Zélia', 'Beatriz']);
  });
});
