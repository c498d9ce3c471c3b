import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of the second factor and devices (domain.md §14; spread into MATRIX,
// authorization-matrix.ts). 'Minha conta''s calls are every role's, always its own account: a
// uuid that names no passkey or session of the caller's answers 404 (mfa.test.ts proves another
// person's does too). The sign-in's second step is anonymous: the mfaToken is the proof.
const everyRole = (status: number, none = 401, param?: MatrixEntry['param']): MatrixEntry => ({
  ...(param ? { param } : {}),
  none,
  administrator: status,
  company: status,
  collaborator: status,
  psychologist: status,
  otherTenant: null,
});

export const MFA_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/account/mfa': everyRole(200),
  'POST /api/account/mfa/totp': everyRole(400),
  'POST /api/account/mfa/totp/confirm': everyRole(400),
  'DELETE /api/account/mfa': everyRole(400),
  'POST /api/account/mfa/passkeys/options': everyRole(400),
  'POST /api/account/mfa/passkeys': everyRole(400),
  'PATCH /api/account/mfa/passkeys/:uuid': everyRole(400, 401, 'collaborator'),
  'DELETE /api/account/mfa/passkeys/:uuid': everyRole(400, 401, 'collaborator'),
  'GET /api/account/sessions': everyRole(200),
  'DELETE /api/account/sessions/:uuid': everyRole(404, 401, 'collaborator'),
  'POST /api/auth/mfa': everyRole(400, 400),
  'POST /api/auth/mfa/passkey-options': everyRole(400, 400),
  'POST /api/mfa-resets': row(null, [401, 400, 403, 403, 403]),
};
