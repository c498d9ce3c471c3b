import { REFUND_WINDOW_HOURS, SESSION_MINUTES } from '@acolher/contracts/constants';

export type TopicId =
  'agendar' | 'creditos' | 'cancelar' | 'radar' | 'trilha' | 'privacidade' | 'crise';

export type Topic = {
  id: TopicId;
  /** The chip text (the user's question). */
  question: string;
  answer: string[];
  link?: { to: string; label: string };
  keywords: string[];
};

export const TOPICS: Topic[] = [
  {
    id: 'agendar',
    question: 'Como agendo uma sessão?',
    answer: [
      `Em "Buscar psicólogos", escolha um profissional, veja o perfil e escolha um dia e um horário livre. Cada sessão dura ${SESSION_MINUTES} minutos e usa 1 crédito.`,
      'Depois de confirmar, você recebe o link da sessão pelo WhatsApp 15 minutos antes do início.',
      'Para agendar, é preciso ter respondido o radar do bem-estar pelo menos uma vez.',
    ],
    link: { to: '/collaborator/app/psychologists', label: 'Buscar psicólogos' },
    keywords: ['agend', 'marcar', 'sessao', 'consulta', 'psicolog', 'horario', 'atendimento'],
  },
  {
    id: 'creditos',
    question: 'Como funcionam os créditos?',
    answer: [
      '1 crédito vale 1 sessão. Os créditos não expiram.',
      'Sua empresa pode liberar créditos para você, e você também pode comprar pacotes na página Créditos.',
    ],
    link: { to: '/collaborator/app/credits', label: 'Ver meus créditos' },
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
    link: { to: '/collaborator/app/appointments-history', label: 'Ver meus atendimentos' },
    keywords: ['cancel', 'desmarcar', 'reembolso', 'devolv', '6 horas', 'seis horas', 'estorno'],
  },
  {
    id: 'radar',
    question: 'O que é o radar do bem-estar?',
    answer: [
      'São 10 perguntas rápidas sobre as últimas duas semanas: 5 do índice de bem-estar WHO-5, da Organização Mundial da Saúde, e 5 sobre sono, estresse, carga de trabalho, relações e equilíbrio.',
      'Depois de responder, você vê o seu radar e como ele mudou desde a última vez. Só você vê suas respostas.',
    ],
    link: { to: '/collaborator/app/well-being-radar', label: 'Responder o radar' },
    keywords: ['radar', 'questionario', 'pergunta', 'formulario', 'who'],
  },
  {
    id: 'trilha',
    question: 'Como funciona a trilha de medalhas?',
    answer: [
      'Cada resposta do radar vale uma medalha. A trilha tem 3 ciclos de 10 medalhas.',
      'Completando os 3 ciclos (30 medalhas), você desbloqueia as super-recompensas.',
    ],
    link: { to: '/collaborator/app/well-being-trail', label: 'Ver minha trilha' },
    keywords: ['trilha', 'medalha', 'ciclo', 'recompensa', 'premio'],
  },
  {
    id: 'privacidade',
    question: 'Minha empresa vê o que eu respondo?',
    answer: [
      'Não. Sua empresa não vê suas respostas, seus atendimentos nem as anotações dos psicólogos.',
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
    id: 'crise',
    question: 'Preciso de ajuda agora',
    answer: [
      'Sinto muito que esteja difícil. Você não precisa passar por isso sozinho(a).',
      'Ligue agora para o CVV no 188 (24 horas, gratuito) ou converse por chat em cvv.org.br. Em uma emergência, ligue para o SAMU no 192.',
      'Quando puder, agende uma sessão com um psicólogo.',
    ],
    link: { to: '/collaborator/app/psychologists', label: 'Agendar uma sessão' },
    keywords: [
      'ajuda',
      'crise',
      'urgente',
      'emergencia',
      'socorro',
      'triste',
      'ansios',
      'panico',
      'chorar',
      'sozinh',
    ],
  },
];

/** Words that must always be answered with CVV 188 and SAMU 192 first (accents and case ignored). */
export const DISTRESS_PATTERNS: RegExp[] = [
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
];

export function normalize(text: string): string {
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

export type Reply = { kind: 'distress' } | { kind: 'topic'; topic: Topic } | { kind: 'unknown' };

/** What the guided assistant answers to a typed message. Distress always wins. */
export function replyTo(text: string): Reply {
  if (showsDistress(text)) return { kind: 'distress' };
  const t = normalize(text);
  let best: { topic: Topic; hits: number } | undefined;
  for (const topic of TOPICS) {
    const hits = topic.keywords.filter((k) => t.includes(k)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { topic, hits };
  }
  return best ? { kind: 'topic', topic: best.topic } : { kind: 'unknown' };
}
