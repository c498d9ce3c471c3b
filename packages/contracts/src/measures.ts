import { z } from 'zod';

/**
 * PHQ-9 and GAD-7 (domain.md §18) in the validated Brazilian Portuguese wording of the PHQ
 * Screeners (Pfizer), scored 0–3 per item. Scoring, bands, response and remission are pure
 * functions shared by the server (which scores) and the web (which explains); decision 1165.
 */
export const MEASURE_INSTRUMENTS = ['phq9', 'gad7'] as const;
export type TMeasureInstrument = (typeof MEASURE_INSTRUMENTS)[number];

/** At most one answer per instrument in this many days (domain.md §18). */
export const MEASURE_INTERVAL_DAYS = 14;

const MEASURE_PROMPT =
  'Durante as últimas 2 semanas, com que frequência você foi incomodado/a por qualquer um dos problemas abaixo?';

export const MEASURE_SCALE = [
  { value: 0, label: 'Nenhuma vez' },
  { value: 1, label: 'Vários dias' },
  { value: 2, label: 'Mais da metade dos dias' },
  { value: 3, label: 'Quase todos os dias' },
] as const;

const PHQ9_ITEMS = [
  'Pouco interesse ou pouco prazer em fazer as coisas',
  'Se sentir “para baixo”, deprimido/a ou sem perspectiva',
  'Dificuldade para pegar no sono ou permanecer dormindo, ou dormir mais do que de costume',
  'Se sentir cansado/a ou com pouca energia',
  'Falta de apetite ou comendo demais',
  'Se sentir mal consigo mesmo/a — ou achar que você é um fracasso ou que decepcionou sua família ou você mesmo/a',
  'Dificuldade para se concentrar nas coisas (como ler o jornal ou ver televisão)',
  'Lentidão para se movimentar ou falar (a ponto das outras pessoas perceberem), ou o oposto – estar tão agitado/a ou inquieto/a que você fica andando de um lado para o outro muito mais do que de costume',
  'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a',
] as const;

const GAD7_ITEMS = [
  'Sentir-se nervoso/a, ansioso/a ou muito tenso/a',
  'Não ser capaz de impedir ou de controlar as preocupações',
  'Preocupar-se muito com diversas coisas',
  'Dificuldade para relaxar',
  'Ficar tão agitado/a que se torna difícil permanecer sentado/a',
  'Ficar facilmente aborrecido/a ou irritado/a',
  'Sentir medo como se algo horrível fosse acontecer',
] as const;

export type TMeasureBand = 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe';

export const MEASURE_BAND_LABELS: Readonly<Record<TMeasureBand, string>> = {
  minimal: 'Mínima',
  mild: 'Leve',
  moderate: 'Moderada',
  moderately_severe: 'Moderadamente grave',
  severe: 'Grave',
};

interface BandRange {
  band: TMeasureBand;
  min: number;
  max: number;
}

export interface TMeasureDefinition {
  instrument: TMeasureInstrument;
  name: string;
  /** What it is about, in plain words for the collaborator. */
  title: string;
  prompt: string;
  items: readonly string[];
  maxScore: number;
  bands: readonly BandRange[];
}

export const MEASURES: Readonly<Record<TMeasureInstrument, TMeasureDefinition>> = {
  phq9: {
    instrument: 'phq9',
    name: 'PHQ-9',
    title: 'Humor e ânimo',
    prompt: MEASURE_PROMPT,
    items: PHQ9_ITEMS,
    maxScore: 27,
    bands: [
      { band: 'minimal', min: 0, max: 4 },
      { band: 'mild', min: 5, max: 9 },
      { band: 'moderate', min: 10, max: 14 },
      { band: 'moderately_severe', min: 15, max: 19 },
      { band: 'severe', min: 20, max: 27 },
    ],
  },
  gad7: {
    instrument: 'gad7',
    name: 'GAD-7',
    title: 'Ansiedade',
    prompt: MEASURE_PROMPT,
    items: GAD7_ITEMS,
    maxScore: 21,
    bands: [
      { band: 'minimal', min: 0, max: 4 },
      { band: 'mild', min: 5, max: 9 },
      { band: 'moderate', min: 10, max: 14 },
      { band: 'severe', min: 15, max: 21 },
    ],
  },
};

/** PHQ-9 item 9 (thoughts of self-harm) is the 9th answer. */
const PHQ9_SELF_HARM_ITEM = 8;

/** Total score: the sum of the items (each 0–3). */
export function measureScore(answers: readonly number[]): number {
  return answers.reduce((sum, value) => sum + value, 0);
}

export function measureBand(instrument: TMeasureInstrument, score: number): TMeasureBand {
  const range = MEASURES[instrument].bands.find((b) => score >= b.min && score <= b.max);
  if (!range) throw new RangeError(`score ${score} out of range for ${instrument}`);
  return range.band;
}

/** Item 9 of PHQ-9 answered 1 or more: the crisis resources show at once (domain.md §18). */
export function measureCrisis(instrument: TMeasureInstrument, answers: readonly number[]): boolean {
  return instrument === 'phq9' && (answers[PHQ9_SELF_HARM_ITEM] ?? 0) >= 1;
}

/** Response: a drop of 50 % or more from the first score (which must be above zero). */
export function isMeasureResponse(firstScore: number, score: number): boolean {
  return firstScore > 0 && score * 2 <= firstScore;
}

/** Remission: PHQ-9 below 5 at a follow-up (the first answer is the baseline, decision 1166). */
export function isMeasureRemission(instrument: TMeasureInstrument, score: number): boolean {
  return instrument === 'phq9' && score < 5;
}

export const MEASURE_MESSAGES = {
  instrument: 'Questionário inválido',
  missing: 'Responda todas as perguntas',
  outOfRange: 'Resposta fora da escala',
  noBooking: 'Os questionários ficam disponíveis quando você tem uma sessão agendada',
  tooSoon: 'Você já respondeu este questionário nos últimos 14 dias',
} as const;

/** POST /measures/responses: every item answered, each 0–3 (domain.md §18). */
export const ZMeasureResponse = z
  .object({
    instrument: z.enum(MEASURE_INSTRUMENTS, { error: MEASURE_MESSAGES.instrument }),
    answers: z.array(
      z
        .number({ error: MEASURE_MESSAGES.missing })
        .int(MEASURE_MESSAGES.outOfRange)
        .min(0, MEASURE_MESSAGES.outOfRange)
        .max(3, MEASURE_MESSAGES.outOfRange),
      { error: MEASURE_MESSAGES.missing },
    ),
  })
  .superRefine((body, ctx) => {
    const expected = MEASURES[body.instrument].items.length;
    if (body.answers.length < expected) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: MEASURE_MESSAGES.missing });
    } else if (body.answers.length > expected) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: MEASURE_MESSAGES.outOfRange });
    }
  });
export type TMeasureResponse = z.infer<typeof ZMeasureResponse>;
