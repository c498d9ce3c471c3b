import { REFUND_WINDOW_HOURS, SESSION_MINUTES } from '@acolher/contracts/constants';

type TopicId =
  | 'agendar'
  | 'remarcar'
  | 'creditos'
  | 'cancelar'
  | 'ansiedade'
  | 'sono'
  | 'radar'
  | 'trilha'
  | 'privacidade'
  | 'assedio'
  | 'crise';

export type Topic = {
  id: TopicId;
  /** The chip text (the user's question). */
  question: string;
  answer: string[];
  /** Where to go next; the first is the main way. */
  links?: { to: string; label: string }[];
  /** Matched at the start of a word, accents and case ignored. */
  keywords: string[];
  /** Each hit counts this much (default 1): a specific wish beats the generic words around it. */
  weight?: number;
};

const BOOK = { to: '/collaborator/app/psychologists', label: 'Agendar uma sessão' };
const RADAR = { to: '/collaborator/app/well-being-radar', label: 'Responder o radar' };

export const TOPICS: Topic[] = [
  {
    id: 'agendar',
    question: 'Como agendo uma sessão?',
    answer: [
      `Em "Buscar psicólogos", escolha um profissional, veja o perfil e escolha um dia e um horário livre. Cada sessão dura ${SESSION_MINUTES} minutos e usa 1 crédito.`,
      'Depois de confirmar, você recebe o link da sessão pelo WhatsApp 15 minutos antes do início.',
      'Para agendar, é preciso ter respondido o radar do bem-estar pelo menos uma vez.',
    ],
    links: [{ to: '/collaborator/app/psychologists', label: 'Buscar psicólogos' }],
    keywords: ['agend', 'marcar', 'sessao', 'consulta', 'psicolog', 'horario', 'atendimento'],
  },
  {
    id: 'remarcar',
    question: 'Quero remarcar uma sessão',
    answer: [
      'Em "Minhas sessões", encontre a sessão pendente e toque em "Remarcar". Escolha outro dia e horário livre do mesmo psicólogo: o crédito continua o mesmo, nada é cobrado de novo.',
      `Dá para remarcar até ${REFUND_WINDOW_HOURS} horas antes do início, no máximo 2 vezes por sessão. O psicólogo recebe o aviso do novo horário.`,
    ],
    links: [{ to: '/collaborator/app/appointments-history', label: 'Ir para Minhas sessões' }],
    weight: 2,
    keywords: [
      'remarc',
      'reagend',
      'mudar o horario',
      'trocar o horario',
      'mudar a data',
      'trocar a data',
      'outro horario',
      'outro dia',
      'adiar',
    ],
  },
  {
    id: 'creditos',
    question: 'Como funcionam os créditos?',
    answer: [
      '1 crédito vale 1 sessão. Os créditos não expiram.',
      'Sua empresa pode liberar créditos para você, e você também pode comprar pacotes na página Créditos.',
    ],
    links: [{ to: '/collaborator/app/credits', label: 'Ver meus créditos' }],
    keywords: ['credito', 'pacote', 'comprar', 'pagar', 'pagamento', 'preco', 'valor', 'saldo'],
  },
  {
    id: 'cancelar',
    question: 'Posso cancelar? E o meu crédito?',
    answer: [
      'Você pode cancelar um agendamento pendente em "Ver histórico de atendimentos".',
      `Se cancelar com pelo menos ${REFUND_WINDOW_HOURS} horas de antecedência, o crédito volta para você. Com menos de ${REFUND_WINDOW_HOURS} horas, o crédito não é devolvido.`,
      'Se o psicólogo cancelar, o crédito sempre volta.',
    ],
    links: [{ to: '/collaborator/app/appointments-history', label: 'Ver meus atendimentos' }],
    weight: 2,
    keywords: ['cancel', 'desmarcar', 'reembolso', 'devolv', '6 horas', 'seis horas', 'estorno'],
  },
  {
    id: 'ansiedade',
    question: 'Tenho sentido ansiedade',
    answer: [
      'Obrigada por contar. Ansiedade é muito comum e tem cuidado. Quando ela apertar, tente soltar o ar devagar, mais longo do que a inspiração, algumas vezes, e nomeie cinco coisas que você vê ao redor.',
      'Conversar com um psicólogo ajuda a entender o que está por trás e a encontrar jeitos seus de lidar. E o radar do bem-estar mostra como você tem se sentido ao longo das semanas.',
      'Se a angústia ficar insuportável, ligue para o CVV no 188, a qualquer hora.',
    ],
    links: [BOOK, RADAR],
    weight: 2,
    keywords: [
      'ansios',
      'ansiedade',
      'nervos',
      'preocupad',
      'preocupacao',
      'aflit',
      'aflicao',
      'angusti',
      'panico',
      'coracao acelerado',
      'inquiet',
      'tenso',
      'tensa',
    ],
  },
  {
    id: 'sono',
    question: 'Não estou dormindo bem',
    answer: [
      'Dormir mal pesa em tudo. Algumas coisas costumam ajudar: horários parecidos para deitar e acordar, menos tela e café no fim do dia, e levantar da cama um pouco se o sono não vier.',
      'Se isso dura semanas, vale conversar com um psicólogo. O radar do bem-estar também pergunta sobre o sono, e você acompanha como ele muda.',
    ],
    links: [BOOK, RADAR],
    weight: 2,
    keywords: [
      'dormi',
      'sono',
      'insonia',
      'acordando',
      'acordar',
      'cansad',
      'exaust',
      'pesadelo',
      'descansar',
    ],
  },
  {
    id: 'radar',
    question: 'O que é o radar do bem-estar?',
    answer: [
      'São 10 perguntas rápidas sobre as últimas duas semanas: 5 do índice de bem-estar WHO-5, da Organização Mundial da Saúde, e 5 sobre sono, estresse, carga de trabalho, relações e equilíbrio.',
      'Depois de responder, você vê o seu radar e como ele mudou desde a última vez. Só você vê suas respostas.',
    ],
    links: [RADAR],
    keywords: ['radar', 'questionario', 'pergunta', 'formulario', 'who'],
  },
  {
    id: 'trilha',
    question: 'Como funciona a trilha de medalhas?',
    answer: [
      'Cada resposta do radar vale uma medalha, e o radar pode ser respondido a cada duas semanas. A trilha tem 3 ciclos de 10 medalhas.',
      'Completando os 3 ciclos (30 medalhas), você desbloqueia as super-recompensas.',
    ],
    links: [{ to: '/collaborator/app/well-being-trail', label: 'Ver minha trilha' }],
    keywords: ['trilha', 'medalha', 'ciclo', 'recompensa', 'premio'],
  },
  {
    id: 'privacidade',
    question: 'Minha empresa vê o que eu respondo?',
    answer: [
      'Sua empresa não vê suas respostas, seus atendimentos nem as anotações dos psicólogos.',
      'Ela vê apenas médias de grupos com pelo menos 5 pessoas, sem nomes. O que você fala na sessão fica entre você e o psicólogo.',
    ],
    keywords: [
      'empresa',
      'privacidade',
      'sigilo',
      'segredo',
      'rh',
      'chefe',
      'gestor',
      'dados',
      'lgpd',
    ],
  },
  {
    // Harassment and humiliation at work (decision 1411): what it is, where to report it, care.
    id: 'assedio',
    question: 'Sofro humilhação no trabalho',
    answer: [
      'Sinto muito que você esteja passando por isso. Humilhações repetidas no trabalho, como gritos, xingamentos, ser exposto(a) ou isolado(a) na frente dos colegas, têm nome: assédio moral. E não são culpa sua.',
      'Você pode relatar pelo canal de ética (ou de denúncia) da sua empresa; muitos aceitam relatos anônimos. Guardar datas, mensagens e quem presenciou ajuda.',
      'Conversar com um psicólogo ajuda a atravessar isso. Sua empresa nunca vê o que você fala nas sessões nem o que você escreve aqui.',
      'Se a angústia ficar pesada demais, o CVV atende no 188, 24 horas, de graça.',
    ],
    links: [BOOK],
    keywords: [
      'humilh',
      'assedi',
      'xinga',
      'grita comigo',
      'gritam comigo',
      'gritou comigo',
      'constrang',
      'persegu',
      'ameaca',
      'ofende',
      'me expoe',
      'me diminui',
      'me trata mal',
    ],
    weight: 3,
  },
  {
    id: 'crise',
    question: 'Preciso de ajuda agora',
    answer: [
      'Sinto muito que esteja difícil. Você não precisa passar por isso sozinho(a).',
      'Ligue agora para o CVV no 188 (24 horas, gratuito) ou converse por chat em cvv.org.br. Em uma emergência, ligue para o SAMU no 192.',
      'Quando puder, agende uma sessão com um psicólogo.',
    ],
    links: [BOOK],
    // Anxiety and sleep have topics of their own (decision 1192); crisis words are DISTRESS_PATTERNS.
    keywords: ['ajuda', 'crise', 'urgente', 'emergencia', 'socorro', 'triste', 'chorar', 'sozinh'],
  },
];

/** Words that must always be answered with CVV 188 and SAMU 192 first (accents and case ignored). */
const DISTRESS_PATTERNS: RegExp[] = [
  /suicid/,
  /me matar/,
  /matar a mim/,
  /tirar (a )?minha (propria )?vida/,
  /acabar com (a )?minha vida/,
  /quero morrer/,
  /queria morrer/,
  /vontade de morrer/,
  /nao quero (mais )?viver/,
  /sem vontade de viver/,
  /nao aguento mais/,
  /desesperad/,
  /me machucar/,
  /me cortar/,
  /automutila/,
  /sumir para sempre/,
  /(penso|pensando|pensei|pensar) em morrer/,
  /acabar com tudo/,
  /melhor sem mim/,
  /me jogar (da|de|na|no|em)/,
  /tirar (a )?vida/,
  // Indirect ideation and hopelessness, as people say it (decision 1411: Setembro Amarelo and CVV
  // material on warning signs: 'queria desaparecer', 'seria melhor se eu não estivesse aqui', …).
  /(quero|queria|vontade de|gostaria de|so penso em) (sumir|desaparecer)/,
  /nao (vejo|encontro|tem|ha) (mais )?(sentido|saida)/,
  /sem sentido (em )?(nada|viver|a vida)/,
  /(vida|nada) (nao )?(tem|faz) mais sentido/,
  /nada mais (tem|faz) sentido/,
  /nao (tenho|tem) (mais )?(esperanca|motivo para viver|razao para viver|porque viver)/,
  /sem (nenhuma )?esperanca/,
  /melhor se eu nao (estivesse|existisse|tivesse nascido)/,
  /nao queria (mais )?existir/,
  /(dormir|deitar) e nao acordar/,
  /sou um peso/,
  /ninguem (vai )?sentir (a )?minha falta/,
  /(cansei|cansad[oa]) de viver/,
  /dor que nao passa/,
  /dizer adeus/,
];

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function showsDistress(text: string): boolean {
  const t = normalize(text);
  return DISTRESS_PATTERNS.some((re) => re.test(t));
}

/** `key` occurs in `text` at the start of a word ('remarcar' is not 'marcar'). */
function startsAWord(text: string, key: string): boolean {
  for (let i = text.indexOf(key); i !== -1; i = text.indexOf(key, i + 1))
    if (i === 0 || !/[a-z0-9]/.test(text[i - 1]!)) return true;
  return false;
}

export type Reply = { kind: 'distress' } | { kind: 'topic'; topic: Topic } | { kind: 'unknown' };

/** What the guided assistant answers to a typed message. Distress always wins. */
export function replyTo(text: string): Reply {
  if (showsDistress(text)) return { kind: 'distress' };
  const t = normalize(text);
  let best: { topic: Topic; hits: number } | undefined;
  for (const topic of TOPICS) {
    const hits = topic.keywords.filter((k) => startsAWord(t, k)).length * (topic.weight ?? 1);
    if (hits > 0 && (!best || hits > best.hits)) best = { topic, hits };
  }
  return best ? { kind: 'topic', topic: best.topic } : { kind: 'unknown' };
}
