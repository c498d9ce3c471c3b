import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { signInFailures } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Tente novamente em alguns minutos.';

/** First key of the advisory locks that queue one e-mail's (and one address's) password checks. */
const SIGN_IN_LOCK = 5002;

/**
 * docs/domain.md §2 and §14: at most N failed password checks per e-mail (and per IP when the
 * check has one: sign-in) in the window, whether they are sign-ins or the current password of
 * 'Minha conta'. The attempt is recorded as a failure *before* the password is checked, under a
 * lock per e-mail and per IP, so parallel guesses cannot all pass the count: the (N+1)th waits for
 * the others' rows and gets 429. A right password removes its row (`forgiveAttempt`). Returns the
 * row's id. Runs in its own transaction: call it outside any other.
 */
export async function reserveAttempt(
  deps: AppDeps,
  email: string,
  ip: string | null,
): Promise<number> {
  const since = new Date(deps.clock().getTime() - deps.env.SIGN_IN_WINDOW_MINUTES * 60_000);
  return deps.database.db.transaction(async (tx) => {
    // Always the e-mail's lock first, then the address's: no two attempts wait on each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, hashtext(${`email:${email}`}))`,
    );
    if (ip)
      await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, hashtext(${`ip:${ip}`}))`);
    const failures = (where: ReturnType<typeof eq>) =>
      tx
        .select({ n: count() })
        .from(signInFailures)
        .where(and(where, gt(signInFailures.createdAt, since)))
        .then(([row]) => row.n);
    const byEmail = await failures(eq(signInFailures.email, email));
    const byIp = ip ? await failures(eq(signInFailures.ip, ip)) : 0;
    if (
      byEmail >= deps.env.SIGN_IN_MAX_FAILURES_PER_EMAIL ||
      byIp >= deps.env.SIGN_IN_MAX_FAILURES_PER_IP
    ) {
      throw new AppError(429, TOO_MANY_ATTEMPTS);
    }
    const [row] = await tx
      .insert(signInFailures)
      .values({ email, ip: ip ?? '', createdAt: deps.clock() })
      .returning({ id: signInFailures.id });
    return row.id;
  });
}

/** A right password: its attempt does not count (successful checks do not count, §2). */
export async function forgiveAttempt(deps: AppDeps, attempt: number) {
  await deps.database.db.delete(signInFailures).where(eq(signInFailures.id, attempt));
}
