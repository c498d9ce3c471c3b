import type { MatrixEntry } from './authorization-matrix.ts';

// Matrix rows of the care contract and the emergency contact (domain.md §18; spread into MATRIX,
// authorization-matrix.ts). The tenant's collaborator has a pending session with its psychologist.
export const CARE_CONTRACT_MATRIX: Record<string, MatrixEntry> = {
  // Its psychologist, and collaborators (any approved psychologist's contract).
  'GET /api/psychologists/:uuid/care-contract': {
    param: 'psychologist',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 200,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  'POST /api/psychologists/:uuid/care-contract/versions': {
    param: 'psychologist',
    body: () => ({ text: 'Contrato de atendimento.' }),
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 403,
    psychologist: 201,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  // Another tenant's psychologist: the collaborator has no session booked with it (409).
  'POST /api/psychologists/:uuid/care-contract/acceptances': {
    param: 'psychologist',
    body: () => ({ version: 1 }),
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 201,
    psychologist: 403,
    otherTenant: { as: 'collaborator', status: 409 },
  },
  'GET /api/psychologists/:uuid/care-contract/acceptances': {
    param: 'psychologist',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 200,
    otherTenant: { as: 'psychologist', status: 403 },
  },
  'GET /api/account/emergency-contact': {
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 403,
    otherTenant: null,
  },
  'PUT /api/account/emergency-contact': {
    body: () => ({ name: 'Joana Souza', phone: '11988887777', relation: 'Mãe' }),
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 403,
    otherTenant: null,
  },
  'DELETE /api/account/emergency-contact': {
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 204,
    psychologist: 403,
    otherTenant: null,
  },
  // Its treating psychologists only; administrators included, everyone else 403.
  'GET /api/collaborators/:uuid/emergency-contact': {
    param: 'collaborator',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 403,
    psychologist: 200,
    otherTenant: { as: 'psychologist', status: 403 },
  },
};
