import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, zUuid } from './fields.ts';

/**
 * The intake's reasons ('O que te traz aqui?', decision 1380): a fixed list in pt-BR. Each names the
 * words it looks for in a psychologist's specialties and target audience (accents and case ignored,
 * contained in an entry) and the sentence a match card says ('Atende ansiedade'). 'Prefiro não
 * dizer' looks for nothing (decision 1380).
 */
export const INTAKE_REASONS = [
  { label: 'Ansiedade', words: ['ansiedade', 'panico'], why: 'Atende ansiedade' },
  {
    label: 'Estresse no trabalho',
    words: ['estresse', 'trabalho', 'profission'],
    why: 'Atende estresse no trabalho',
  },
  { label: 'Esgotamento (burnout)', words: ['burnout', 'esgotamento'], why: 'Atende burnout' },
  {
    label: 'Tristeza ou desânimo',
    words: ['depress', 'tristeza', 'desanimo', 'humor'],
    why: 'Atende tristeza e desânimo',
  },
  {
    label: 'Relacionamentos',
    words: ['relacionamento', 'casal', 'casais'],
    why: 'Atende relacionamentos',
  },
  {
    label: 'Família e filhos',
    words: ['famil', 'parentalidade', 'maternidade', 'paternidade', 'pais'],
    why: 'Atende questões de família',
  },
  { label: 'Luto e perdas', words: ['luto', 'perda'], why: 'Atende luto e perdas' },
  { label: 'Autoestima', words: ['autoestima', 'auto-estima'], why: 'Atende autoestima' },
  { label: 'Sono', words: ['sono', 'insonia'], why: 'Atende questões de sono' },
  {
    label: 'Carreira e mudanças',
    words: ['carreira', 'transic', 'orientacao profissional'],
    why: 'Atende carreira e mudanças',
  },
  {
    label: 'Diversidade e LGBTQIA+',
    words: ['lgbt', 'diversidade', 'genero'],
    why: 'Atende diversidade e LGBTQIA+',
  },
  { label: 'Prefiro não dizer', words: [], why: '' },
] as const;
export const INTAKE_REASON_LABELS = INTAKE_REASONS.map((r) => r.label);

export const PSYCHOLOGIST_GENDER_PREFERENCES = ['any', 'female', 'male'] as const;
export const DAY_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type TDayPeriod = (typeof DAY_PERIODS)[number];
/** The intake's choices as the form shows them. */
export const GENDER_PREFERENCE_LABELS: Record<
  (typeof PSYCHOLOGIST_GENDER_PREFERENCES)[number],
  string
> = {
  any: 'Tanto faz',
  female: 'Uma psicóloga',
  male: 'Um psicólogo',
};
export const DAY_PERIOD_LABELS: Record<TDayPeriod, string> = {
  morning: 'Manhã (até 12h)',
  afternoon: 'Tarde (12h às 18h)',
  evening: 'Noite (a partir das 18h)',
};

const INTAKE_MESSAGES = {
  reason: 'Escolha motivos da lista',
  gender: 'Escolha uma preferência da lista',
  period: 'Escolha períodos da lista',
  approach: 'Cada abordagem tem no máximo 100 caracteres',
  approaches: 'Informe no máximo 3 abordagens',
} as const;

const approach = z
  .string(INTAKE_MESSAGES.approach)
  .trim()
  .max(100, INTAKE_MESSAGES.approach)
  .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/**
 * PUT /account/intake (decision 1380). Every field may be empty: answering nothing is skipping,
 * and the page stops opening on the form.
 */
export const ZIntakeBody = z.object({
  reasons: z
    .array(
      z.enum(INTAKE_REASON_LABELS as unknown as [string, ...string[]], INTAKE_MESSAGES.reason),
      INTAKE_MESSAGES.reason,
    )
    .max(INTAKE_REASONS.length, INTAKE_MESSAGES.reason)
    .transform((list) => [...new Set(list)]),
  psychologistGender: z.enum(PSYCHOLOGIST_GENDER_PREFERENCES, INTAKE_MESSAGES.gender),
  approaches: z
    .array(approach, INTAKE_MESSAGES.approaches)
    .max(3, INTAKE_MESSAGES.approaches)
    .transform((list) => [...new Set(list.filter((v) => v !== ''))]),
  periods: z
    .array(z.enum(DAY_PERIODS, INTAKE_MESSAGES.period), INTAKE_MESSAGES.period)
    .max(DAY_PERIODS.length, INTAKE_MESSAGES.period)
    .transform((list) => [...new Set(list)]),
});
export type TIntakeBody = z.infer<typeof ZIntakeBody>;
export type TIntakeInput = z.input<typeof ZIntakeBody>;

/** GET /psychologists/collaborators/matches?exclude= ('Trocar de psicólogo' leaves one out). */
export const ZMatchesQuery = z.object({ exclude: zUuid().optional() });
export type TMatchesQuery = z.infer<typeof ZMatchesQuery>;
