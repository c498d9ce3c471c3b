import { INTAKE_REASONS, type TDayPeriod } from '@acolher/contracts/matching';
import {
  addDaysYmd,
  instantToLocalDate,
  instantToLocalTime,
  localWeekday,
  timeToMinutes,
} from '@acolher/contracts/time';

/**
 * The ranking of 'Indicados para você' (decision 1382), one pure function so that the tests read
 * it whole. Points, each with the sentence the card says:
 * - every reason of the intake found in the psychologist's specialties or target audience: 3
 *   ('Atende ansiedade');
 * - an approach the person named found in the psychologist's approaches: 2 ('Abordagem: …');
 * - the psychologist's gender when the person prefers one: 2 ('Psicóloga, como você prefere');
 *   another gender or an unknown one takes nothing off: a preference ranks, never hides;
 * - every period of the day the person chose in which the psychologist has opening hours: 1
 *   ('Horários de manhã').
 * Then the next free slot ('Próximo horário: terça, 10:00'), always last. Ties: the earlier next
 * free slot first, then the name.
 */
export const POINTS = { reason: 3, approach: 2, gender: 2, period: 1 } as const;

export type MatchIntake = {
  reasons: readonly string[];
  psychologistGender: 'any' | 'female' | 'male';
  approaches: readonly string[];
  periods: readonly TDayPeriod[];
};

export type MatchCandidate = {
  name: string;
  specialties: readonly string[];
  approach: readonly string[];
  targetAudience: readonly string[];
  gender: 'female' | 'male' | null;
  /** Start times ('HH:MM:SS') of its active opening hours. */
  startTimes: readonly string[];
  /** Epoch milliseconds of its next free slot. */
  nextAvailable: number;
};

/** Lower case, accents stripped (the search's rule, domain.md §19). */
function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const contains = (entries: readonly string[], word: string) =>
  word !== '' && entries.some((e) => fold(e).includes(fold(word)));

/** Morning before 12:00, afternoon before 18:00, evening from 18:00 (by the slot's start). */
export function periodOf(startTime: string): TDayPeriod {
  const minutes = timeToMinutes(startTime);
  if (minutes < 12 * 60) return 'morning';
  if (minutes < 18 * 60) return 'afternoon';
  return 'evening';
}

const PERIOD_WHY: Record<TDayPeriod, string> = {
  morning: 'Horários de manhã',
  afternoon: 'Horários à tarde',
  evening: 'Horários à noite',
};
const GENDER_WHY = { female: 'Psicóloga, como você prefere', male: 'Psicólogo, como você prefere' };
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/**
 * 'Próximo horário: terça, 10:00' within the coming week, 'Próximo horário: terça, 15/12, 10:00'
 * beyond it (the business zone's day and time).
 */
export function nextSlotWhy(nextAvailable: number, now: Date, zone: string) {
  const day = instantToLocalDate(nextAvailable, zone);
  const time = instantToLocalTime(nextAvailable, zone).slice(0, 5);
  const weekday = WEEKDAYS[localWeekday(day)];
  const withinWeek = day < addDaysYmd(instantToLocalDate(now, zone), 7);
  const date = withinWeek ? '' : ` ${day.slice(8, 10)}/${day.slice(5, 7)},`;
  return `Próximo horário: ${weekday},${date} ${time}`;
}

/** A candidate's points and the reasons behind them, in the order a card shows them. */
export function scoreCandidate(intake: MatchIntake | null, c: MatchCandidate) {
  let score = 0;
  const reasons: string[] = [];
  if (intake) {
    const listed = [...c.specialties, ...c.targetAudience];
    for (const label of intake.reasons) {
      const reason = INTAKE_REASONS.find((r) => r.label === label);
      if (!reason || !reason.words.some((w) => contains(listed, w))) continue;
      score += POINTS.reason;
      reasons.push(reason.why);
    }
    for (const wanted of intake.approaches) {
      const found = c.approach.find((a) => contains([a], wanted) || contains([wanted], a));
      if (!found) continue;
      score += POINTS.approach;
      reasons.push(`Abordagem: ${found}`);
    }
    if (intake.psychologistGender !== 'any' && c.gender === intake.psychologistGender) {
      score += POINTS.gender;
      reasons.push(GENDER_WHY[c.gender]);
    }
    const offered = new Set(c.startTimes.map(periodOf));
    for (const period of intake.periods) {
      if (!offered.has(period)) continue;
      score += POINTS.period;
      reasons.push(PERIOD_WHY[period]);
    }
  }
  return { score, reasons };
}

/** Ranks the candidates (decision 1382): points, then the earlier free slot, then the name. */
export function rankCandidates<T extends MatchCandidate>(
  intake: MatchIntake | null,
  candidates: readonly T[],
  now: Date,
  zone: string,
) {
  return candidates
    .map((c) => {
      const { score, reasons } = scoreCandidate(intake, c);
      return {
        candidate: c,
        score,
        reasons: [...reasons, nextSlotWhy(c.nextAvailable, now, zone)],
      };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.nextAvailable - b.candidate.nextAvailable ||
        fold(a.candidate.name).localeCompare(fold(b.candidate.name)),
    );
}
