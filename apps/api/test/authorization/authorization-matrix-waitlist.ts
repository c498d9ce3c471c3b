import type { MatrixEntry } from './authorization-matrix.ts';

// Matrix rows of the waitlist (domain.md §26): a place in line, the collaborator's own places, the
// psychologist's count and the offer behind a link token (spread into MATRIX, authorization-matrix.ts).
export const WAITLIST_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/psychologists/:uuid/waitlist': {
    param: 'psychologist',
    body: () => ({ weekdays: [1, 3], periods: ['evening'] }),
    none: 401,
    administrator: 403,
    company: 403,
    // The tenant's collaborator already waits in its own psychologist's line (helpers/world.ts).
    collaborator: 409,
    psychologist: 403,
    // Any approved psychologist's line is open to any collaborator.
    otherTenant: { as: 'collaborator', status: 201 },
  },
  'GET /api/account/waitlist': {
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 403,
    otherTenant: null,
  },
  'DELETE /api/account/waitlist/:uuid': {
    param: 'waitlistEntry',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 204,
    psychologist: 403,
    otherTenant: { as: 'collaborator', status: 403 },
  },
  'GET /api/psychologists/waitlist/count': {
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 403,
    psychologist: 200,
    otherTenant: null,
  },
  'GET /api/waitlist/offers/:uuid': {
    param: 'waitlistOffer',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 200,
    psychologist: 403,
    otherTenant: { as: 'collaborator', status: 403 },
  },
  'POST /api/waitlist/offers/:uuid/accept': {
    param: 'waitlistOffer',
    none: 401,
    administrator: 403,
    company: 403,
    collaborator: 201,
    psychologist: 403,
    otherTenant: { as: 'collaborator', status: 403 },
  },
};
