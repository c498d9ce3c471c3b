/**
 * COPSOQ II-Br, the short version of the Copenhagen Psychosocial Questionnaire II validated for
 * Brazil (domain.md §20; decisions 1350 and 1351). Items, answer options, their values and order are
 * transcribed word for word from the authors' form (Gonçalves JS, UFSCar 2019, Apêndice IV) and the
 * dimensions and the favourable/attention/unfavourable bands of each one from the authors' scoring
 * sheet ('Como pontuar os questionários?', Sato TO, UFSCar). Licence CC BY-NC-ND 4.0: never reword,
 * reorder or drop an item here (decision 1350 names the two parts of the form not asked).
 */

export const COPSOQ_CITATION =
  'Gonçalves JS, Moriguchi CS, Chaves TC, Sato TO. Cross-cultural adaptation and psychometric ' +
  'properties of the short version of COPSOQ II-Brazil. Rev Saúde Pública. 2021;55:69. ' +
  'doi:10.11606/s1518-8787.2021055003123. Copenhagen Psychosocial Questionnaire (COPSOQ II-Br), ' +
  'desenvolvido pelo National Research Centre for the Working Environment (NRCWE), Copenhague; ' +
  'licença CC BY-NC-ND 4.0.';

/** The form's instruction, shown above the first item. */
export const COPSOQ_INSTRUCTIONS =
  'Por favor, escolha a resposta que mais descreve seu ambiente psicossocial de trabalho.';

type Option = { value: number; label: string };
const scale = (...labels: string[]): Option[] =>
  labels.map((label, i) => ({ value: labels.length - 1 - i, label }));

/** The answer scales, in the form's printed order with its printed values. */
const FREQUENCY = scale('Sempre', 'Frequentemente', 'Às vezes', 'Raramente', 'Nunca');
const FREQUENCY_REVERSED: Option[] = FREQUENCY.map((o) => ({ ...o, value: 4 - o.value }));
const EXTENT = scale('Em grande parte', 'Em boa parte', 'De certa forma', 'Pouco', 'Muito pouco');
const SATISFACTION = scale('Muito satisfeito', 'Satisfeito', 'Insatisfeito', 'Muito insatisfeito');
const WORK_FAMILY = scale(
  'Sim, com certeza',
  'Sim, até certo ponto',
  'Sim, mas muito pouco',
  'Não, realmente não',
);
const HEALTH = scale('Excelente', 'Muito boa', 'Boa', 'Razoável', 'Ruim');
/** Items 20–23: the form prints no numbers; 0 is 'Não', any other answer is 'sim' (decision 1350). */
const EXPOSURE = scale(
  'Sim, diariamente',
  'Sim, semanalmente',
  'Sim, mensalmente',
  'Sim, poucas vezes',
  'Não',
);

export const COPSOQ_LEVELS = ['Favorável', 'Intermediário', 'Risco'] as const;
export type TCopsoqLevel = (typeof COPSOQ_LEVELS)[number];

/**
 * A dimension of the scoring sheet: its items, the range of their sum, and the published bands of
 * that sum (inclusive integer ranges; `attention` null where the sheet has none). 'exposure'
 * dimensions (items 20–23) are scored não/sim.
 */
export interface CopsoqDimension {
  id: string;
  label: string;
  items: string[];
  max: number;
  kind: 'sum' | 'exposure';
  favourable: [number, number];
  attention: [number, number] | null;
  unfavourable: [number, number];
}

const dim = (
  id: string,
  label: string,
  items: string[],
  max: number,
  favourable: [number, number],
  attention: [number, number] | null,
  unfavourable: [number, number],
): CopsoqDimension => ({ id, label, items, max, kind: 'sum', favourable, attention, unfavourable });
const exposure = (id: string, label: string, item: string): CopsoqDimension => ({
  id,
  label,
  items: [item],
  max: 1,
  kind: 'exposure',
  favourable: [0, 0],
  attention: null,
  unfavourable: [1, 1],
});

/** The 23 dimensions of the scoring sheet, in its order and with its names. */
export const COPSOQ_DIMENSIONS: CopsoqDimension[] = [
  dim('1', 'Demandas quantitativas do trabalho', ['1A', '1B'], 8, [0, 3], [4, 4], [5, 8]),
  dim('2', 'Ritmo de trabalho', ['2A', '2B'], 8, [0, 3], [4, 5], [6, 8]),
  dim('3', 'Demandas emocionais do trabalho', ['3A', '3B'], 8, [0, 3], [4, 4], [5, 8]),
  dim('4', 'Influência no trabalho', ['4A', '4B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('5', 'Possibilidade de desenvolvimento', ['5A', '5B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('6', 'Significado do trabalho', ['6A', '6B'], 8, [6, 8], [5, 5], [0, 4]),
  dim('7', 'Comprometimento com o trabalho', ['7A', '7B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('8', 'Previsibilidade (informações suficientes)', ['8A', '8B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('9', 'Reconhecimento', ['9A', '9B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('10', 'Clareza de papéis', ['10A', '10B'], 8, [6, 8], [4, 5], [0, 3]),
  dim('11', 'Qualidade da liderança', ['11A', '11B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('12', 'Apoio social dos supervisores', ['12A', '12B'], 8, [6, 8], [4, 5], [0, 3]),
  dim('13', 'Satisfação com o trabalho', ['13'], 3, [2, 3], null, [0, 1]),
  dim('14', 'Conflito entre trabalho e família', ['14A', '14B'], 6, [0, 2], [3, 3], [4, 6]),
  dim('15', 'Confiança na gestão', ['15A', '15B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('16', 'Justiça e respeito', ['16A', '16B'], 8, [5, 8], [4, 4], [0, 3]),
  dim('17', 'Saúde geral', ['17'], 4, [3, 4], [2, 2], [0, 1]),
  dim('18', 'Burnout', ['18A', '18B'], 8, [0, 2], [3, 3], [4, 8]),
  dim('19', 'Estresse', ['19A', '19B'], 8, [0, 2], [3, 3], [4, 8]),
  exposure('20', 'Assédio sexual', '20'),
  exposure('21', 'Ameaça de violência', '21'),
  exposure('22', 'Violência física', '22'),
  exposure('23', 'Bullying', '23'),
];

export interface CopsoqItem {
  id: string;
  text: string;
  /** The form's lead-in printed right above this item, if any. */
  intro?: string;
  options: Option[];
}

const item = (id: string, text: string, options: Option[], intro?: string): CopsoqItem =>
  intro ? { id, text, options, intro } : { id, text, options };

/** The 40 items of the form, word for word, in its order. */
export const COPSOQ_ITEMS: CopsoqItem[] = [
  item('1A', 'Você atrasa a entrega do seu trabalho?', FREQUENCY),
  item('1B', 'O tempo para realizar as suas tarefas no trabalho é suficiente?', FREQUENCY_REVERSED),
  item('2A', 'É necessário manter um ritmo acelerado no trabalho?', FREQUENCY),
  item('2B', 'Você trabalha em ritmo acelerado ao longo de toda jornada?', FREQUENCY),
  item('3A', 'Seu trabalho coloca você em situações emocionalmente desgastantes?', FREQUENCY),
  item(
    '3B',
    'Você tem que lidar com os problemas pessoais de outras pessoas como parte do seu trabalho?',
    FREQUENCY,
  ),
  item('4A', 'Você tem um alto grau de influência nas decisões sobre o seu trabalho?', FREQUENCY),
  item('4B', 'Você pode interferir na quantidade de trabalho atribuída a você?', FREQUENCY),
  item('5A', 'Você tem a possibilidade de aprender coisas novas através do seu trabalho?', EXTENT),
  item('5B', 'O seu trabalho exige que você tome iniciativas?', EXTENT),
  item('6A', 'O seu trabalho é significativo?', EXTENT),
  item('6B', 'Você sente que o trabalho que você faz é importante?', EXTENT),
  item('7A', 'Você sente que o seu local de trabalho é muito importante para você?', EXTENT),
  item(
    '7B',
    'Você recomendaria a um amigo que se candidatasse a uma vaga no seu local de trabalho?',
    EXTENT,
  ),
  item(
    '8A',
    'No seu local de trabalho, você é informado antecipadamente sobre decisões importantes, ' +
      'mudanças ou planos para o futuro?',
    EXTENT,
  ),
  item('8B', 'Você recebe toda a informação necessária para fazer bem o seu trabalho?', EXTENT),
  item('9A', 'O seu trabalho é reconhecido e valorizado pelos seus superiores?', EXTENT),
  item('9B', 'Você é tratado de forma justa no seu local de trabalho?', EXTENT),
  item('10A', 'O seu trabalho tem objetivos/metas claros(as)?', EXTENT),
  item('10B', 'Você sabe exatamente o que se espera de você no trabalho?', EXTENT),
  item(
    '11A',
    'Você diria que o seu superior imediato dá alta prioridade para a satisfação com trabalho?',
    EXTENT,
  ),
  item('11B', 'Você diria que o seu superior imediato é bom no planejamento do trabalho?', EXTENT),
  item(
    '12A',
    'Com que frequência o seu superior imediato está disposto a ouvir os seus problemas no trabalho?',
    FREQUENCY,
  ),
  item(
    '12B',
    'Com que frequência você recebe ajuda e suporte do seu superior imediato?',
    FREQUENCY,
  ),
  item(
    '13',
    'Qual o seu nível de satisfação com o seu trabalho como um todo, considerando todos os aspectos?',
    SATISFACTION,
  ),
  item(
    '14A',
    'Você sente que o seu trabalho consome tanto sua energia que ele tem um efeito negativo na sua ' +
      'vida particular?',
    WORK_FAMILY,
    'As próximas duas perguntas são sobre a forma como o seu trabalho afeta a sua vida particular e ' +
      'familiar.',
  ),
  item(
    '14B',
    'Você sente que o seu trabalho ocupa tanto tempo que ele tem um efeito negativo na sua vida ' +
      'particular?',
    WORK_FAMILY,
  ),
  item(
    '15A',
    'Você pode confiar nas informações que vêm dos seus superiores?',
    EXTENT,
    'As próximas quatro perguntas não são sobre o seu próprio trabalho, mas sobre a empresa em que ' +
      'você trabalha.',
  ),
  item('15B', 'Os seus superiores confiam que os funcionários farão bem seu trabalho?', EXTENT),
  item('16A', 'Os conflitos são resolvidos de forma justa?', EXTENT),
  item('16B', 'O trabalho é distribuído de forma justa?', EXTENT),
  item(
    '17',
    'Em geral, você diria que a sua saúde é:',
    HEALTH,
    'As próximas cinco perguntas são sobre a sua própria saúde e bem-estar. Por favor, tente não ' +
      'distinguir entre sintomas que são causados pelo trabalho e sintomas que se devem a outras ' +
      'causas. Descreva como você está no geral. As perguntas são sobre a sua saúde e bem-estar nas ' +
      'últimas quatro semanas:',
  ),
  item('18A', 'Com que frequência você tem se sentido fisicamente esgotado?', FREQUENCY),
  item('18B', 'Com que frequência você tem se sentido emocionalmente esgotado?', FREQUENCY),
  item('19A', 'Com que frequência você tem se sentido estressado?', FREQUENCY),
  item('19B', 'Com que frequência você tem se sentido irritado?', FREQUENCY),
  item(
    '20',
    'Você foi exposto a atenção sexual indesejada no seu local de trabalho durante os últimos 12 meses?',
    EXPOSURE,
  ),
  item(
    '21',
    'Você foi exposto a ameaças de violência no seu local de trabalho nos últimos 12 meses?',
    EXPOSURE,
  ),
  item(
    '22',
    'Você foi exposto a violência física em seu local de trabalho durante os últimos 12 meses?',
    EXPOSURE,
  ),
  item(
    '23',
    'Você foi exposto a “bullying” no seu local de trabalho nos últimos 12 meses?',
    EXPOSURE,
    '“Bullying” significa que uma pessoa é repetidamente exposta a tratamento desagradável ou ' +
      'degradante, do qual a vítima tem dificuldade para se defender.',
  ),
];
