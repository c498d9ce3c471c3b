import type {
  TBuiltinQuestionnaire,
  TRadarQuestion,
  TRadarScaleOption,
} from '@acolher/contracts/answers/radar';

/**
 * WHO-5 Well-Being Index, Brazilian Portuguese version (de Souza & Hidalgo, 2012; WHO Collaborating
 * Centre in Mental Health, Hillerød). Items are scored 0–5; raw score 0–25, percentage = raw × 4.
 * See docs/decisions/0701-radar-questionnaire-and-care-threshold.md.
 */
const WHO5_SCALE: TRadarScaleOption[] = [
  { value: 5, label: 'Todo o tempo' },
  { value: 4, label: 'A maior parte do tempo' },
  { value: 3, label: 'Mais da metade do tempo' },
  { value: 2, label: 'Menos da metade do tempo' },
  { value: 1, label: 'Algumas vezes' },
  { value: 0, label: 'Em nenhum momento' },
];

/** Work-life items: frequency in the last two weeks, 0–4. */
const WORKLIFE_SCALE: TRadarScaleOption[] = [
  { value: 4, label: 'Sempre' },
  { value: 3, label: 'Frequentemente' },
  { value: 2, label: 'Às vezes' },
  { value: 1, label: 'Raramente' },
  { value: 0, label: 'Nunca' },
];

const who5 = (n: number, text: string): TRadarQuestion => ({
  id: `who5_${n}`,
  text,
  dimension: 'wellbeing',
  instrument: 'who5',
  reversed: false,
  scale: WHO5_SCALE,
});

export const QUESTIONS: TRadarQuestion[] = [
  who5(1, 'Eu me senti alegre e de bom humor.'),
  who5(2, 'Eu me senti calmo(a) e tranquilo(a).'),
  who5(3, 'Eu me senti ativo(a) e cheio(a) de energia.'),
  who5(4, 'Eu acordei me sentindo descansado(a) e relaxado(a).'),
  who5(5, 'Meu dia a dia tem sido preenchido com coisas que me interessam.'),
  {
    id: 'sleep',
    text: 'Consegui dormir o suficiente para me sentir bem durante o dia.',
    dimension: 'sleep',
    instrument: 'worklife',
    reversed: false,
    scale: WORKLIFE_SCALE,
  },
  {
    id: 'stress',
    text: 'Me senti estressado(a) ou sob pressão a ponto de isso me fazer mal.',
    dimension: 'stress',
    instrument: 'worklife',
    reversed: true,
    scale: WORKLIFE_SCALE,
  },
  {
    id: 'workload',
    text: 'Consegui dar conta do meu trabalho dentro do meu horário.',
    dimension: 'workload',
    instrument: 'worklife',
    reversed: false,
    scale: WORKLIFE_SCALE,
  },
  {
    id: 'relationships',
    text: 'Me senti respeitado(a) e apoiado(a) pelas pessoas com quem trabalho.',
    dimension: 'relationships',
    instrument: 'worklife',
    reversed: false,
    scale: WORKLIFE_SCALE,
  },
  {
    id: 'balance',
    text: 'Tive tempo para mim, para as pessoas que amo e para descansar fora do trabalho.',
    dimension: 'balance',
    instrument: 'worklife',
    reversed: false,
    scale: WORKLIFE_SCALE,
  },
];

const QUESTIONNAIRE_VERSION = '2026-11-01';

export const BUILTIN_QUESTIONNAIRE: TBuiltinQuestionnaire = {
  provider: 'builtin',
  version: QUESTIONNAIRE_VERSION,
  title: 'Radar do bem-estar',
  sections: [
    {
      id: 'who5',
      title: 'Como você tem se sentido',
      intro:
        'Nas últimas duas semanas… Escolha a resposta que mais se aproxima de como você tem se sentido.',
      questionIds: QUESTIONS.filter((q) => q.instrument === 'who5').map((q) => q.id),
    },
    {
      id: 'worklife',
      title: 'Você e o trabalho',
      intro: 'Ainda pensando nas últimas duas semanas, com que frequência…',
      questionIds: QUESTIONS.filter((q) => q.instrument === 'worklife').map((q) => q.id),
    },
  ],
  questions: QUESTIONS,
};

export const QUESTIONS_BY_ID: ReadonlyMap<string, TRadarQuestion> = new Map(
  QUESTIONS.map((q) => [q.id, q]),
);

export function scaleMax(q: TRadarQuestion): number {
  return Math.max(...q.scale.map((o) => o.value));
}
