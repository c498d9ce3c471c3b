/** The demo data of the README: password `acolher123` for every account; valid check digits. */
export const DEMO_PASSWORD = 'acolher123';

export const DEMO_ADMIN = {
  name: 'Administrador Acolher',
  email: 'admin@acolher.dev',
  document: '52998224725',
  phone: '11999990000',
};

export const DEMO_COMPANY = {
  name: 'Empresa Demo',
  legalName: 'Empresa Demo Tecnologia Ltda.',
  document: '73751225398335',
  email: 'rh@empresa-demo.com.br',
  // Non-empty, as the company form requires (domain.md §21): sample pages this site serves
  // (apps/web/public/demo), framed by the company's dashboard and action plan pages.
  actionPlanLink: '/demo/plano-de-acao.html',
  dashboardLink: '/demo/painel-empresa.html',
  // A built-in keyword (decision 0702): the demo answers the app's own questionnaire, not a Typeform.
  formId: 'acolher',
  formTitle: 'Radar do bem-estar',
};

export const DEMO_SECTORS = ['Tecnologia', 'Recursos Humanos'] as const;

export const DEMO_ANA = {
  name: 'Ana Beatriz Souza',
  email: 'ana@empresa-demo.com.br',
  document: '13876582474',
  phone: '11987654321',
  birthdate: '1992-04-18',
  gender: 'female',
};

export const DEMO_BRUNO = {
  name: 'Bruno Carvalho Lima',
  email: 'bruno@empresa-demo.com.br',
  document: '55230034416',
  phone: '11976543210',
  birthdate: '1988-09-02',
  gender: 'male',
};

/** Colleagues of ana in Tecnologia, so that the anonymous company dashboard has groups of 5+. */
export const DEMO_COLLEAGUES = [
  { name: 'Carla Mendes', document: '32645367739', gender: 'female' },
  { name: 'Diego Rocha', document: '88512683716', gender: 'male' },
  { name: 'Elisa Prado', document: '91484650549', gender: 'female' },
  { name: 'Fábio Nunes', document: '84693180041', gender: 'male' },
  { name: 'Gabriela Teixeira', document: '94475208807', gender: 'female' },
  { name: 'Heitor Azevedo', document: '63950796703', gender: 'male' },
].map((c, i) => ({
  ...c,
  email: `${c.name
    .split(' ')[0]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}@empresa-demo.com.br`,
  phone: `1196555000${i}`,
  birthdate: `199${i}-0${i + 1}-1${i}`,
}));

export const DEMO_PSYCHOLOGIST = {
  name: 'Helena Martins Duarte',
  email: 'psicologa.demo@gmail.com',
  document: '13511077044',
  crp: '06123456',
  phone: '11991234567',
  avatarUrl: '/demo/psicologa-demo.svg',
  complianceStatus: 'approved',
  education:
    'Psicóloga formada pela Universidade de São Paulo (USP), especialista em Terapia Cognitivo-Comportamental.',
  careerHistory:
    'Há 10 anos atende adultos em consultório e on-line, com foco em ansiedade, estresse no trabalho e transições de carreira. Atuou em programas de saúde mental corporativa.',
  hostMessage:
    'Olá! Este é um espaço seguro e sem julgamentos. Vamos conversar no seu ritmo sobre o que está pesando para você.',
  specialties: ['Ansiedade', 'Estresse', 'Burnout'],
  approach: ['Terapia Cognitivo-Comportamental'],
  targetAudience: ['Adultos', 'Profissionais'],
  hasSignedTerms: true,
};

export const DEMO_PSYCHOLOGIST_ANALYZING = {
  name: 'Rafael Gomes Pereira',
  email: 'psicologo.analise@gmail.com',
  document: '56462286202',
  crp: '06654321',
  phone: '11992345678',
  complianceStatus: 'analyzing',
};

/** Monday to Friday, 08:00–12:00 as 50-minute slots on the hour. */
export const DEMO_SLOTS = ['08:00:00', '09:00:00', '10:00:00', '11:00:00'];
export const DEMO_WEEKDAYS = [1, 2, 3, 4, 5];
