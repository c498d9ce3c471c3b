import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import type { AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
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

/** 400 'Senha atual incorreta' unless `password` is the account's (an account without one never). */
export async function assertCurrentPassword(account: OwnAccount, password: string) {
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
  }
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
