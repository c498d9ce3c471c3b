import { and, isNull, sql } from 'drizzle-orm';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { AppDeps } from '../../app-context.ts';
import { forgiveAttempt, reserveAttempt } from './password-attempts.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { accountTables, type Role } from './roles.ts';
import { hasSecondFactor, mfaRequiredFor } from '../mfa/mfa-factors.ts';
import { startMfaSignIn } from '../mfa/mfa-sign-in.service.ts';
import { signedIn } from './signed-in.ts';
import { changesOnly } from '../read-cache/read-cache.hooks.ts';

const MESSAGES = {
  invalid: 'E-mail ou senha inválidos',
  analyzing: 'Seu cadastro está em análise.',
  disapproved: 'Seu cadastro foi reprovado.',
  suspended: 'Seu cadastro está suspenso. Fale com o Acolher.',
};

export async function signIn(
  deps: AppDeps,
  role: Role,
  input: { email: string; password: string; ip: string; userAgent?: string },
) {
  // A sign-in opens a session and nothing any cached answer shows (decision 1212).
  changesOnly([]);
  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  const attempt = await reserveAttempt(deps, email, input.ip);
  const table = accountTables[role];
  const [account] = await db
    .select()
    .from(table)
    .where(and(sql`lower(${table.email}) = ${email}`, isNull(table.deletedAt)))
    .limit(1);
  // An unknown e-mail and an invited account without a password cost one Argon2 verify too, like
  // a wrong password: the answer's time tells nothing (domain.md §2).
  const ok = account?.passwordHash
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), `${input.password}\u0000`).then(() => false);
  if (!account || !ok) throw unauthorized(MESSAGES.invalid); // the attempt's row stays: a failure
  await forgiveAttempt(deps, attempt);
  if ('complianceStatus' in account) {
    if (account.complianceStatus === 'analyzing') throw forbidden(MESSAGES.analyzing);
    if (account.complianceStatus === 'disapproved') throw forbidden(MESSAGES.disapproved);
    if (account.complianceStatus === 'suspended') throw forbidden(MESSAGES.suspended); // decision 1407
  }
  // A second factor: no session yet, a challenge for the second step (domain.md §14).
  const owner = { role, accountUuid: account.uuid };
  if (await hasSecondFactor(db, owner)) return startMfaSignIn(deps, owner);
  const enrolmentRequired = mfaRequiredFor(deps, role);
  const origin = { ip: input.ip, userAgent: input.userAgent, enrolmentRequired };
  return signedIn(deps, db, role, account, origin);
}
