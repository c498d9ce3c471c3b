import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// The collaborator import and 'Reenviar convite' (domain.md §19, decisions 1207 and 1208).
export const COLLABORATOR_IMPORT_MATRIX: Record<string, MatrixEntry> = {
  // A JSON body is no file: the company and the administrator get 400 'Envie um arquivo CSV.'.
  'POST /api/collaborators/import': row(null, [401, 400, 400, 403, 403]),
  // The tenant's collaborator has set a password: nothing to resend (409).
  'POST /api/collaborators/:uuid/resend-invitation': row(
    'collaborator',
    [401, 409, 409, 403, 403],
    ['company', 403],
  ),
};
