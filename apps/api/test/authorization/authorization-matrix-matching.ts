import type { MatrixEntry } from './authorization-matrix.ts';

// Matrix rows of the intake and 'Indicados para você' (decisions 1380, 1382; spread into MATRIX,
// authorization-matrix.ts). The collaborator's own data: every other role is refused, the company
// and the administrator included; no path names another person.
const collaboratorOnly = (status: number): MatrixEntry => ({
  none: 401,
  administrator: 403,
  company: 403,
  collaborator: status,
  psychologist: 403,
  otherTenant: null,
});

export const MATCHING_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/account/intake': collaboratorOnly(200),
  'PUT /api/account/intake': collaboratorOnly(400),
  'GET /api/psychologists/collaborators/matches': collaboratorOnly(200),
};
