import { addDaysYmd } from '@acolher/contracts/time';
import type { MatrixEntry } from './authorization-matrix.ts';

// Matrix rows of domain.md §17's routes (spread into MATRIX). Where a path has two ids the table
// fills both with the same record's uuid, so the owner meets 404 for the inner one.
export const SESSION_OUTCOME_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/psychologists/:uuid/absences': {
    param: 'psychologist',
    body: (target) => {
      const day = addDaysYmd(target.date, 20);
      return { startDate: day, endDate: day, reason: 'Congresso' };
    },
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 403,
    psychologist: 201,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  'GET /api/psychologists/:uuid/absences': {
    param: 'psychologist',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 200,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  'DELETE /api/psychologists/:uuid/absences/:absenceUuid': {
    param: 'psychologist',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 403,
    psychologist: 404,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  // The tenant's appointment is pending: its own side meets 400 (nothing to correct or contest yet).
  'PATCH /api/appointments/:uuid/attendance': {
    param: 'appointment',
    body: () => ({ status: 'no_show_collaborator' }),
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 403,
    psychologist: 400,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  'POST /api/appointments/:uuid/dispute': {
    param: 'appointment',
    body: () => ({ reason: 'A psicóloga não entrou na sala.' }),
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 400,
    psychologist: 403,
    otherTenant: { as: 'collaborator', status: 403 },
  },
  'GET /api/collaborators/:uuid/disputes': {
    param: 'collaborator',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 403,
    otherTenant: { as: 'collaborator', status: 403 },
  },
  'GET /api/disputes': {
    none: 401,
    administrator: 200,
    company: 403,
    collaborator: 403,
    psychologist: 403,
    otherTenant: null,
  },
  // No dispute in a tenant: the administrator meets 404.
  'PATCH /api/disputes/:uuid/resolve': {
    param: 'appointment',
    body: () => ({ outcome: 'keep', note: 'Registro mantido.' }),
    none: 401,
    administrator: 404,
    company: 403,
    collaborator: 403,
    psychologist: 403,
    otherTenant: null,
  },
  'PATCH /api/appointments/:uuid/administrator-cancel': {
    param: 'appointment',
    body: () => ({ refund: true, reason: 'Pedido da empresa.' }),
    none: 401,
    administrator: 200,
    company: 403,
    collaborator: 403,
    psychologist: 403,
    otherTenant: null,
  },
  'PATCH /api/collaborators/:uuid/remove-credits': {
    param: 'collaborator',
    body: () => ({ credits: 1, reason: 'Crédito concedido por engano.' }),
    none: 401,
    administrator: 200,
    company: 403,
    collaborator: 403,
    psychologist: 403,
    otherTenant: null,
  },
  // Both path parameters get the psychologist's uuid: the month is then invalid (400) for whoever
  // passes the role check; statements.test.ts covers the real months.
  'GET /api/psychologists/:uuid/statements/:month': {
    param: 'psychologist',
    none: 401,
    administrator: 400,
    company: 403,
    collaborator: 403,
    psychologist: 400,
    otherTenant: null,
  },
  'GET /api/statements/:month': {
    param: 'psychologist',
    none: 401,
    administrator: 400,
    company: 403,
    collaborator: 403,
    psychologist: 403,
    otherTenant: null,
  },
};
