import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import type { AppDeps } from '../../app-context.ts';
import { signInFailures } from '../../db/schema.ts';
import { collaboratorView, publicRecord } from '../accounts/account-view.ts';
import { signToken } from './jwt.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { accountTables, type Role } from './roles.ts';

export const MESSAGES = {
  invalid: 'E-mail ou senha inválidos',
  tooMany: 'Muitas tentativas. Tente novamente em alguns minutos.',
  analyzing: 'Seu cadastro está em análise.',
  disapproved: 'Seu cadastro foi reprovado.',
};

async function assertNotRateLimited(deps: AppDeps, email: string, ip: string) {
  const { db } = deps.database;
  const since = new Date(deps.clock().getTime() - deps.env.SIGN_IN_WINDOW_MINUTES * 60_000);
  const [[byEmail], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since))),
    db
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
}

export async function signIn(
  deps: AppDeps,
  role: Role,
  input: { email: string; password: string; ip: string },
) {
  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  await assertNotRateLimited(deps, email, input.ip);
  const table = accountTables[role];
  const [account] = await db
    .select()
    .from(table)
    .where(and(sql`lower(${table.email}) = ${email}`, isNull(table.deletedAt)))
    .limit(1);
  const ok = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), `${input.password}\u0000`).then(() => false);
  if (!account || !ok) {
    await db.insert(signInFailures).values({ email, ip: input.ip, createdAt: deps.clock() });
    throw unauthorized(MESSAGES.invalid);
  }
  if ('complianceStatus' in account) {
    if (account.complianceStatus === 'analyzing') throw forbidden(MESSAGES.analyzing);
    if (account.complianceStatus === 'disapproved') throw forbidden(MESSAGES.disapproved);
  }
  const token = await signToken(
    deps.jwtKey,
    { sub: account.uuid, role },
    deps.env.TOKEN_TTL_HOURS,
    deps.clock(),
  );
  const record =
    role === 'collaborator' ? await collaboratorView(db, account.uuid) : publicRecord(account);
  return { ...record, token };
}
