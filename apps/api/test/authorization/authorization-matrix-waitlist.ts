import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of the waitlist (domain.md §26): a place in line, the collaborator's own places, the
// psychologist's count and the offer behind a link token (spread into MATRIX, authorization-matrix.ts).
export const WAITLIST_MATRIX: Record<string, MatrixEntry> = {
  // The tenant's collaborator already waits in its own psychologist's line (helpers/world.ts).
  // Any approved psychologist's line is open to any collaborator.
  'POST /api/psychologists/:uuid/waitlist': row(
    'psychologist',
    [401, 403, 403, 409, 403],
    ['collaborator', 201],
    () => ({ weekdays: [1, 3], periods: ['evening'] }),
  ),
  'GET /api/account/waitlist': row(null, [401, 403, 403, 200, 403]),
  'DELETE /api/account/waitlist/:uuid': row(
    'waitlistEntry',
    [401, 403, 403, 204, 403],
    ['collaborator', 403],
  ),
  'GET /api/psychologists/waitlist/count': row(null, [401, 403, 403, 403, 200]),
  'GET /api/waitlist/offers/:uuid': row(
    'waitlistOffer',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'POST /api/waitlist/offers/:uuid/accept': row(
    'waitlistOffer',
    [401, 403, 403, 201, 403],
    ['collaborator', 403],
  ),
};
