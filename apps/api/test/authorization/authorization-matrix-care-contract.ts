import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of the care contract and the emergency contact (domain.md §18; spread into MATRIX,
// authorization-matrix.ts). The tenant's collaborator has a pending session with its psychologist.
export const CARE_CONTRACT_MATRIX: Record<string, MatrixEntry> = {
  // Its psychologist, and collaborators (any approved psychologist's contract).
  'GET /api/psychologists/:uuid/care-contract': row(
    'psychologist',
    [401, 403, 403, 200, 200],
    ['psychologist', 403],
  ),
  'POST /api/psychologists/:uuid/care-contract/versions': row(
    'psychologist',
    [401, 403, 403, 403, 201],
    ['psychologist', 403],
    () => ({ text: 'Contrato de atendimento.' }),
  ),
  // Another tenant's psychologist: the collaborator has no session booked with it (409).
  'POST /api/psychologists/:uuid/care-contract/acceptances': row(
    'psychologist',
    [401, 403, 403, 201, 403],
    ['collaborator', 409],
    () => ({ version: 1 }),
  ),
  'GET /api/psychologists/:uuid/care-contract/acceptances': row(
    'psychologist',
    [401, 403, 403, 200, 200],
    ['psychologist', 403],
  ),
  'GET /api/account/emergency-contact': row(null, [401, 403, 403, 200, 403]),
  'PUT /api/account/emergency-contact': row(null, [401, 403, 403, 200, 403], null, () => ({
    name: 'Joana Souza',
    phone: '11988887777',
    relation: 'Mãe',
  })),
  'DELETE /api/account/emergency-contact': row(null, [401, 403, 403, 204, 403]),
  // Its treating psychologists only; administrators included, everyone else 403.
  'GET /api/collaborators/:uuid/emergency-contact': row(
    'collaborator',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
};
