import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of accounts: 'Minha conta', sign-in and sign-out, password reset, administrators (spread into MATRIX, authorization-matrix.ts).
export const ACCOUNT_MATRIX: Record<string, MatrixEntry> = {
  // Minha conta (domain.md §14): every role, always its own account.
  'PATCH /api/account/email': row(null, [401, 400, 400, 400, 400]),
  'POST /api/account/email/confirm': row(null, [400, 400, 400, 400, 400]),
  // The cancel link of an administrator's e-mail/phone change (§26, decision 1301): anonymous,
  // the token is the proof; without a live one, 400 for everyone.
  'POST /api/account/contact-change/cancel': row(null, [400, 400, 400, 400, 400]),
  'PATCH /api/account/password': row(null, [401, 400, 400, 400, 400]),
  // The person's own phone (domain.md §14, decision 1300): not companies (no phone). A wrong
  // current password or a code never asked for: 400.
  'PATCH /api/account/phone': row(null, [401, 400, 403, 400, 400], null, () => ({
    phone: '(11) 91234-5678',
    currentPassword: 'errada-123',
  })),
  'POST /api/account/phone/confirm': row(null, [401, 400, 403, 400, 400], null, () => ({
    code: '123456',
  })),
  'POST /api/account/sign-out-everywhere': row(null, [401, 204, 204, 204, 204]),
  'GET /api/account/export': row(null, [401, 200, 200, 200, 200]),
  'POST /api/account/deletion-request': row(null, [401, 201, 201, 201, 201]),
  'GET /api/account/deletion-requests': row(null, [401, 200, 403, 403, 403]),
  // A collaborator's uuid names no request: the administrator gets 404.
  'POST /api/account/deletion-requests/:uuid/complete': row(
    'collaborator',
    [401, 404, 403, 403, 403],
  ),
  'DELETE /api/administrators/:uuid': row('administrator', [401, 204, 403, 403, 403]),
  'GET /api/administrators': row(null, [401, 200, 403, 403, 403]),
  'GET /api/administrators/queues': row(null, [401, 200, 403, 403, 403]), // decision 1408
  'POST /api/administrators': row(null, [401, 400, 403, 403, 403]),
  'POST /api/administrators/sign-in': row(null, [400, 400, 400, 400, 400]),
  'POST /api/auth/forgot-password': row(null, [202, 202, 202, 202, 202]),
  // Any token we signed: it ends that token's session (domain.md §14).
  'POST /api/auth/sign-out': row(null, [401, 204, 204, 204, 204]),
  'POST /api/auth/reset-password': row(null, [400, 400, 400, 400, 400]),
  'POST /api/collaborators/sign-in': row(null, [400, 400, 400, 400, 400]),
  'POST /api/companies/sign-in': row(null, [400, 400, 400, 400, 400]),
  'POST /api/psychologists/sign-in': row(null, [400, 400, 400, 400, 400]),
  'PUT /api/administrators/:uuid': row('administrator', [401, 400, 403, 403, 403]),
};
