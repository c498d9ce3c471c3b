import { addDaysYmd } from '@acolher/contracts/time';
import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of domain.md §17's routes (spread into MATRIX). Where a path has two ids the table
// fills both with the same record's uuid, so the owner meets 404 for the inner one.
export const SESSION_OUTCOME_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/psychologists/:uuid/absences': row(
    'psychologist',
    [401, 403, 403, 403, 201],
    ['psychologist', 403],
    (target) => {
      const day = addDaysYmd(target.date, 20);
      return { startDate: day, endDate: day, reason: 'Congresso' };
    },
  ),
  'GET /api/psychologists/:uuid/absences': row(
    'psychologist',
    [401, 403, 403, 200, 200],
    ['psychologist', 403],
  ),
  'DELETE /api/psychologists/:uuid/absences/:absenceUuid': row(
    'psychologist',
    [401, 403, 403, 403, 404],
    ['psychologist', 403],
  ),
  // The tenant's appointment is pending: its own side meets 400 (nothing to correct or contest yet).
  'PATCH /api/appointments/:uuid/attendance': row(
    'appointment',
    [401, 403, 403, 403, 400],
    ['psychologist', 403],
    () => ({ status: 'no_show_collaborator' }),
  ),
  'POST /api/appointments/:uuid/dispute': row(
    'appointment',
    [401, 403, 403, 400, 403],
    ['collaborator', 403],
    () => ({ reason: 'A psicóloga não entrou na sala.' }),
  ),
  'GET /api/collaborators/:uuid/disputes': row(
    'collaborator',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'GET /api/disputes': row(null, [401, 200, 403, 403, 403]),
  'GET /api/disputes/resolved': row(null, [401, 200, 403, 403, 403]), // decision 1409
  // No dispute in a tenant: the administrator meets 404.
  'PATCH /api/disputes/:uuid/resolve': row('appointment', [401, 404, 403, 403, 403], null, () => ({
    outcome: 'keep',
    note: 'Registro mantido.',
  })),
  'PATCH /api/appointments/:uuid/administrator-cancel': row(
    'appointment',
    [401, 200, 403, 403, 403],
    null,
    () => ({ refund: true, reason: 'Pedido da empresa.' }),
  ),
  'PATCH /api/collaborators/:uuid/remove-credits': row(
    'collaborator',
    [401, 200, 403, 403, 403],
    null,
    () => ({ credits: 1, reason: 'Crédito concedido por engano.' }),
  ),
  // Both path parameters get the psychologist's uuid: the month is then invalid (400) for whoever
  // passes the role check; statements.test.ts covers the real months.
  'GET /api/psychologists/:uuid/statements/:month': row('psychologist', [401, 400, 403, 403, 400]),
  'GET /api/statements/:month': row('psychologist', [401, 400, 403, 403, 403]),
};
