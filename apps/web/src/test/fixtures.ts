/** Answers the unit tests give for the API's shapes (a psychologist's public profile, a listed company). */

export const psychologistProfile = (uuid: string, name: string) => ({
  uuid,
  name,
  crp: '06123456',
  avatarUrl: null,
  hostMessage: '',
  education: '',
  careerHistory: '',
  specialties: [],
  approach: [],
  targetAudience: [],
});

export const listedCompany = (uuid: string, name: string) => ({
  uuid,
  name,
  legalName: `${name} Ltda`,
  document: '11222333000181',
  email: `rh@${uuid}.com.br`,
  createdAt: '2026-11-20T10:00:00.000-03:00',
  collaboratorsCount: 3,
});
