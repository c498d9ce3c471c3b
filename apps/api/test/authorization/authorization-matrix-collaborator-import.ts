import type { MatrixEntry } from './authorization-matrix.ts';

// The collaborator import and 'Reenviar convite' (domain.md §19, decisions 1207 and 1208).
export const COLLABORATOR_IMPORT_MATRIX: Record<string, MatrixEntry> = {
  // A JSON body is no file: the company and the administrator get 400 'Envie um arquivo CSV.'.
  'POST /api/collaborators/import': {
    none: 401,
    administrator: 400,
    company: 400,
    collaborator: 403,
    psychologist: 403,
    otherTenant: null,
  },
  // The tenant's collaborator has set a password: nothing to resend (409).
  'POST /api/collaborators/:uuid/resend-invitation': {
    param: 'collaborator',
    none: 401,
    administrator: 409,
    company: 409,
    collaborator: 403,
    psychologist: 403,
    otherTenant: { as: 'company', status: 403 },
  },
};
