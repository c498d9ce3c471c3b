import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaboratorView, publicRecord } from '../accounts/account-view.ts';
import type { Role } from './roles.ts';
import { issueSessionToken, type SessionOrigin } from './sessions.ts';

/** The answer of a sign-in that opens a session: the record, its token, and enrolment first (§14). */
export async function signedIn(
  deps: AppDeps,
  db: DbOrTx,
  role: Role,
  account: Record<string, unknown> & { uuid: string },
  origin: SessionOrigin,
) {
  const token = await issueSessionToken(deps, db, role, account.uuid, origin);
  const record =
    role === 'collaborator' ? await collaboratorView(db, account.uuid) : publicRecord(account);
  return {
    ...record,
    token,
    ...(origin.enrolmentRequired ? { mfaEnrollmentRequired: true as const } : {}),
  };
}
