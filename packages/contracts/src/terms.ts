import { TERMS_VERSION } from './constants.ts';

/**
 * The built-in, versioned terms (terms of use + LGPD consent for sensitive health data, art. 11).
 * Web (terms dialog) and API (GET /terms) read this same text, so both always agree on the version.
 * Changing the text means bumping TERMS_VERSION in constants.ts.
 */
interface TTermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export interface TTerms {
  version: string;
  title: string;
  sections: readonly TTermsSection[];
}

export type TTermsRole = 'collaborator' | 'psychologist';

const common: readonly TTermsSection[] = [
  {
    id: 'about',
    title: '1. Sobre a Acolher',
    paragraphs: [
      'A Acolher é uma plataforma de saúde mental e bem-estar oferecida pela sua empresa (ou usada por você como psicólogo parceiro). Ela conecta colaboradores a psicólogos registrados no Conselho Regional de Psicologia para sessões on-line de 50 minutos.',
      'A Acolher não é um serviço de urgência. Em uma crise, ligue para o CVV no 188 (24 horas, gratuito, também por chat em cvv.org.br) ou para o SAMU no 192.',
    ],
  },
  {
    id: 'use',
    title: '2. Termos de uso',
    paragraphs: [
      'Você se compromete a usar a plataforma de boa-fé, a manter sua senha em segredo e a não compartilhar sua conta.',
      'Os atendimentos seguem o Código de Ética Profissional do Psicólogo. O conteúdo das sessões é sigiloso entre você e o psicólogo.',
      'Os créditos valem uma sessão cada e não expiram. Cancelamentos feitos com pelo menos 6 horas de antecedência devolvem o crédito.',
    ],
  },
];

const collaboratorData: TTermsSection = {
  id: 'lgpd',
  title: '3. Consentimento para dados sensíveis de saúde (LGPD, art. 11)',
  paragraphs: [
    'Para cuidar de você, tratamos dados pessoais sensíveis referentes à saúde: as respostas do radar do bem-estar, os agendamentos e as anotações clínicas feitas pelos psicólogos que atenderem você.',
    'Com base no art. 11, inciso I, da Lei Geral de Proteção de Dados (Lei nº 13.709/2018), pedimos seu consentimento específico e destacado para tratar esses dados com as finalidades de: oferecer e agendar atendimentos psicológicos; mostrar a você a evolução do seu bem-estar; e gerar indicadores agregados e anônimos para que sua empresa planeje ações de cuidado.',
    'Sua empresa nunca vê suas respostas individuais, seus atendimentos nem as anotações dos psicólogos. Ela vê apenas resultados agregados de grupos com pelo menos 5 pessoas.',
    'Você pode, a qualquer momento, pedir acesso, correção, portabilidade ou eliminação dos seus dados e revogar este consentimento, pelo canal de privacidade da sua empresa ou da Acolher. A revogação não afeta o que foi feito antes dela.',
  ],
};

const psychologistData: TTermsSection = {
  id: 'lgpd',
  title: '3. Sigilo e tratamento de dados sensíveis de saúde (LGPD, art. 11)',
  paragraphs: [
    'Como psicólogo parceiro, você terá acesso a dados pessoais sensíveis de saúde dos colaboradores que atender. Você se compromete a tratá-los somente para a prestação do atendimento, com sigilo profissional, conforme a Lei nº 13.709/2018 (LGPD, art. 11) e o Código de Ética Profissional do Psicólogo.',
    'As avaliações que você registra são anotações clínicas: não são vistas pela empresa do colaborador nem pela administração da plataforma.',
    'Você autoriza o tratamento dos seus dados cadastrais e profissionais (nome, CRP, formação, foto) para exibição do seu perfil aos colaboradores e para os repasses dos atendimentos.',
  ],
};

const closing: TTermsSection = {
  id: 'changes',
  title: '4. Alterações',
  paragraphs: [
    'Se estes termos mudarem, mostraremos a nova versão e pediremos seu aceite novamente. A data e a versão do seu aceite ficam registradas.',
  ],
};

export function termsFor(role: TTermsRole): TTerms {
  return {
    version: TERMS_VERSION,
    title:
      role === 'psychologist' ? 'Termos de uso para psicólogos' : 'Termos de uso e consentimento',
    sections: [...common, role === 'psychologist' ? psychologistData : collaboratorData, closing],
  };
}

export { TERMS_VERSION };
