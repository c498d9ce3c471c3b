import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';
import { psychologistData } from './authorization-matrix-data.ts';

// Matrix rows of psychologists: profile, compliance, hours, dashboard (spread into MATRIX, authorization-matrix.ts).
export const PSYCHOLOGIST_MATRIX: Record<string, MatrixEntry> = {
  'DELETE /api/opening-hours/:uuid': row(
    'openingHour',
    [401, 403, 403, 403, 204],
    ['psychologist', 403],
  ),
  'DELETE /api/psychologists/:uuid': row(
    'psychologist',
    [401, 204, 403, 403, 403],
    ['psychologist', 403],
  ),
  'GET /api/dashboards/psychologists/:uuid': row(
    'psychologist',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'GET /api/opening-hours/grouped-by-day-of-week/:uuid': row(
    'psychologist',
    [401, 200, 403, 200, 200],
    ['psychologist', 403],
  ),
  'GET /api/opening-hours/psychologist/:uuid': row(
    'psychologist',
    [401, 200, 403, 200, 200],
    ['psychologist', 403],
  ),
  'GET /api/psychologists': row(null, [401, 200, 403, 403, 403]),
  // The CRP card (decision 1406): her own or an administrator; no card yet reads null / 404.
  'GET /api/psychologists/crp-card/:uuid': row(
    'psychologist',
    [401, 200, 403, 403, 200],
    ['psychologist', 403],
  ),
  'GET /api/psychologists/crp-card/:uuid/file': row(
    'psychologist',
    [401, 404, 403, 403, 404],
    ['psychologist', 403],
  ),
  'PUT /api/psychologists/crp-card/:uuid': row(
    'psychologist',
    [401, 400, 403, 403, 400],
    ['psychologist', 403],
  ),
  'GET /api/psychologists/:uuid': row(
    'psychologist',
    [401, 200, 403, 200, 200],
    ['psychologist', 403],
  ),
  'GET /api/psychologists/collaborators': row(null, [401, 200, 403, 200, 403]),
  'PATCH /api/psychologists/avatar/:uuid': row(
    'psychologist',
    [401, 403, 403, 403, 400],
    ['psychologist', 403],
  ),
  'PATCH /api/psychologists/basic-data/:uuid': row(
    'psychologist',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
    () => psychologistData(),
  ),
  'PATCH /api/psychologists/compliance/:uuid': row('psychologist', [401, 400, 403, 403, 403]),
  'PATCH /api/psychologists/sign-terms/:uuid': row(
    'psychologist',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'POST /api/opening-hours': row(null, [401, 403, 403, 403, 400]),
  // Public: psychologist sign-up.
  'POST /api/psychologists': row(null, [400, 400, 403, 403, 403]),
};
