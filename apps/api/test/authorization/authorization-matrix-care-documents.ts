import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of the attendance declaration (decision 1375) and the referrals (decision 1376);
// spread into MATRIX, authorization-matrix.ts. The tenant's appointment is `pending`: its own
// collaborator gets 409 (a declaration is only for a held session,
// attendance-declaration.test.ts proves the 200). `GET /declarations/:code` is anonymous and a
// uuid is no code: 404 for everyone, signed in or not.
const declaration: MatrixEntry = {
  param: 'appointment',
  none: 401,
  administrator: 403,
  company: 403,
  collaborator: 409,
  psychologist: 403,
  otherTenant: { as: 'collaborator', status: 403 },
};
const psychologistOnly = (status: number, param: MatrixEntry['param']): MatrixEntry => ({
  param,
  none: 401,
  administrator: 403,
  company: 403,
  collaborator: 403,
  psychologist: status,
  otherTenant: { as: 'psychologist', status: 403 },
});

export const CARE_DOCUMENTS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/appointments/:uuid/attendance-declaration': declaration,
  'GET /api/appointments/:uuid/attendance-declaration.pdf': declaration,
  'GET /api/declarations/:code': row('appointment', [404, 404, 404, 404, 404]),
  'GET /api/clinical-records/:uuid/referrals': psychologistOnly(200, 'collaborator'),
  'POST /api/clinical-records/:uuid/referrals': {
    ...psychologistOnly(201, 'collaborator'),
    body: () => ({ kind: 'psychiatry', text: 'Encaminho para avaliação psiquiátrica.' }),
  },
  'GET /api/referrals/:uuid/letter.pdf': psychologistOnly(200, 'referral'),
};
