import { formatCnpj, formatCpf, generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';

// Valid bodies the matrix's rows send (authorization-matrix.ts).
const unique = () => Math.random().toString(36).slice(2, 8);
export const companyData = () => ({
  name: 'Empresa Boa',
  document: formatCnpj(generateCnpj()),
  legalName: 'Empresa Boa Ltda.',
  email: `rh.${unique()}@empresaboa.com.br`,
  actionPlanLink: 'https://exemplo.com/plano',
  dashboardLink: 'https://exemplo.com/painel',
  formId: 'builtin',
  formTitle: 'Radar do bem-estar',
});
export const collaboratorData = (sectorUuid: string) => ({
  name: 'João Pereira',
  document: formatCpf(generateCpf()),
  email: `joao.${unique()}@empresa.com.br`,
  gender: 'male',
  phone: '(21) 99876-5432',
  sectorUuid,
});
export const psychologistData = () => ({
  phone: '(11) 91234-5678',
  education: 'Psicologia (USP)',
  careerHistory: 'Dez anos de clínica.',
  hostMessage: 'Bem-vindo(a).',
  specialties: 'Ansiedade',
  approach: ['TCC'],
  targetAudience: '',
});
