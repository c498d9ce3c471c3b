import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { forgiveAttempt, reserveAttempt } from '../auth/password-attempts.ts';
import { verifyPassword } from '../auth/password.ts';
import { accountTables, type Role } from '../auth/roles.ts';
import { SESSION_INVALID } from '../auth/sessions.ts';

/** The fields every account kind has, plus the contact ones some have. */
export interface OwnAccount {
  uuid: string;
  name: string;
  email: string;
  passwordHash: string | null;
  phone?: string;
  whatsappConsent?: boolean;
}

/** The caller's own active account row (locked for the change that follows). */
export async function ownAccount(db: DbOrTx, auth: AuthContext): Promise<OwnAccount> {
  const table = accountTables[auth.role];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.uuid, auth.uuid), isNull(table.deletedAt)))
    .for('update')
    .limit(1);
  if (!row) throw unauthorized(SESSION_INVALID);
  return row as OwnAccount;
}

/**
 * The caller's current password (domain.md §14), checked before the change's transaction and
 * limited like sign-in failures (domain.md §14: the same per-e-mail count and 429): 400 'Senha
 * atual incorreta' unless it is the account's (an account without one never). Returns the hash it
 * matched, for `assertPasswordUnchanged` inside the transaction.
 */
export async function checkCurrentPassword(deps: AppDeps, auth: AuthContext, password: string) {
  const table = accountTables[auth.role];
  const [row] = await deps.database.db
    .select({ email: table.email, passwordHash: table.passwordHash })
    .from(table)
    .where(and(eq(table.uuid, auth.uuid), isNull(table.deletedAt)))
    .limit(1);
  if (!row) throw unauthorized(SESSION_INVALID);
  const attempt = await reserveAttempt(deps, row.email.trim().toLowerCase(), null);
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword); // the attempt's row stays: a failure
  }
  await forgiveAttempt(deps, attempt);
  return row.passwordHash;
}

/** Inside the transaction: the password checked is still the account's (no change in between). */
export function assertPasswordUnchanged(account: OwnAccount, checkedHash: string) {
  if (account.passwordHash !== checkedHash) throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
}

/**
 * A change of one's own account behind the current password: the password checked first
 * (`checkCurrentPassword`), then `work` in a transaction with the account locked and the password
 * still the one checked.
 */
export async function withCurrentPassword<T>(
  deps: AppDeps,
  auth: AuthContext,
  password: string,
  work: (tx: Tx, account: OwnAccount) => Promise<T>,
): Promise<T> {
  const checked = await checkCurrentPassword(deps, auth, password);
  return deps.database.db.transaction(async (tx) => {
    const account = await ownAccount(tx, auth);
    assertPasswordUnchanged(account, checked);
    return work(tx, account);
  });
}

/** 409 'E-mail já cadastrado' when another active account of the same kind uses the address. */
export async function assertEmailFree(db: DbOrTx, role: Role, uuid: string, email: string) {
  const table = accountTables[role];
  const [taken] = await db
    .select({ uuid: table.uuid })
    .from(table)
    .where(
      and(
        sql`lower(${table.email}) = ${email.toLowerCase()}`,
        isNull(table.deletedAt),
        ne(table.uuid, uuid),
      ),
    )
    .limit(1);
  if (taken) throw conflict(ACCOUNT_MESSAGES.emailTaken);
}
