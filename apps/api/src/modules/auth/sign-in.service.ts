import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import type { AppDeps } from '../../app-context.ts';
import { signInFailures } from '../../db/schema.ts';
import { collaboratorView, publicRecord } from '../accounts/account-view.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { accountTables, type Role } from './roles.ts';
import { issueSessionToken } from './sessions.ts';

const MESSAGES = {
  invalid: 'E-mail ou senha inválidos',
  tooMany: 'Muitas tentativas. Tente novamente em alguns minutos.',
  analyzing: 'Seu cadastro está em análise.',
  disapproved: 'Seu cadastro foi reprovado.',
};

/** First key of the advisory locks that queue one e-mail's (and one address's) sign-ins. */
const SIGN_IN_LOCK = 5002;

/**
 * docs/domain.md §2: at most N failures per e-mail and per IP in the window. The attempt is
 * recorded as a failure *before* the password is checked, under a lock per e-mail and per IP, so
 * parallel guesses cannot all pass the count: the (N+1)th waits for the others' rows and gets 429.
 * A successful sign-in removes its row (successful sign-ins do not count). Returns the row's id.
 */
async function reserveAttempt(deps: AppDeps, email: string, ip: string): Promise<number> {
  const since = new Date(deps.clock().getTime() - deps.env.SIGN_IN_WINDOW_MINUTES * 60_000);
  return deps.database.db.transaction(async (tx) => {
    // Always the e-mail's lock first, then the address's: no two attempts wait on each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, hashtext(${`email:${email}`}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, hashtext(${`ip:${ip}`}))`);
    const [[byEmail], [byIp]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since))),
      tx
        .select({ n: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, since))),
    ]);
    if (
      byEmail.n >= deps.env.SIGN_IN_MAX_FAILURES_PER_EMAIL ||
      byIp.n >= deps.env.SIGN_IN_MAX_FAILURES_PER_IP
    ) {
      throw new AppError(429, MESSAGES.tooMany);
    }
    const [row] = await tx
      .insert(signInFailures)
      .values({ email, ip, createdAt: deps.clock() })
      .returning({ id: signInFailures.id });
    return row.id;
  });
}

export async function signIn(
  deps: AppDeps,
  role: Role,
  input: { email: string; password: string; ip: string },
) {
  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  const attempt = await reserveAttempt(deps, email, input.ip);
  const table = accountTables[role];
  const [account] = await db
    .select()
    .from(table)
    .where(and(sql`lower(${table.email}) = ${email}`, isNull(table.deletedAt)))
    .limit(1);
  const ok = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), `${input.password}\u0000`).then(() => false);
  if (!account || !ok) throw unauthorized(MESSAGES.invalid); // the attempt's row stays: a failure
  await db.delete(signInFailures).where(eq(signInFailures.id, attempt));
  if ('complianceStatus' in account) {
    if (account.complianceStatus === 'analyzing') throw forbidden(MESSAGES.analyzing);
    if (account.complianceStatus === 'disapproved') throw forbidden(MESSAGES.disapproved);
  }
  const token = await issueSessionToken(deps, db, role, account.uuid);
  const record =
    role === 'collaborator' ? await collaboratorView(db, account.uuid) : publicRecord(account);
  return { ...record, token };
}
