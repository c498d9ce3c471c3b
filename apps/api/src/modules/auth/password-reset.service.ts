import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tokenCutoffs } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { consumeOneTimeToken, createOneTimeToken, spendOpenTokens } from './one-time-tokens.ts';
import { hashPassword } from './password.ts';
import { accountTables, type Role } from './roles.ts';

export const INVALID_LINK = 'Link inválido ou expirado. Peça um novo link.';

export function publicUrl(deps: AppDeps) {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

function passwordLink(deps: AppDeps, role: Role, token: string) {
  return `${publicUrl(deps)}/auth/reset-password?role=${role}&token=${token}`;
}

/** Accounts created by someone else get a one-time link (7 days) to choose their password. */
export async function sendInvitation(
  deps: AppDeps,
  db: DbOrTx,
  account: { role: Role; uuid: string; name: string; email: string },
) {
  const token = await createOneTimeToken(db, {
    role: account.role,
    accountUuid: account.uuid,
    kind: 'invite',
    now: deps.clock(),
  });
  const firstName = account.name.trim().split(/\s+/)[0];
  await enqueueMessage(db, {
    channel: 'email',
    recipient: account.email,
    kind: 'invitation',
    subject: 'Bem-vindo(a) ao Acolher: crie sua senha',
    body: `Olá, ${firstName}! Sua conta no Acolher foi criada. Para definir sua senha, acesse: ${passwordLink(deps, account.role, token)} (válido por 7 dias).`,
    relatedUuid: account.uuid,
  });
}

/** Always succeeds from the caller's point of view: no hint whether the e-mail exists. */
export async function requestPasswordReset(deps: AppDeps, role: Role, email: string) {
  const { db } = deps.database;
  const table = accountTables[role];
  const [account] = await db
    .select({ uuid: table.uuid, name: table.name, email: table.email })
    .from(table)
    .where(and(sql`lower(${table.email}) = ${email.toLowerCase()}`, isNull(table.deletedAt)))
    .limit(1);
  if (!account) return;
  const token = await createOneTimeToken(db, {
    role,
    accountUuid: account.uuid,
    kind: 'reset',
    now: deps.clock(),
  });
  await enqueueMessage(db, {
    channel: 'email',
    recipient: account.email,
    kind: 'password_reset',
    subject: 'Acolher: redefinição de senha',
    body: `Recebemos um pedido para redefinir sua senha. Para continuar, acesse: ${passwordLink(deps, role, token)} (válido por 1 hora). Se não foi você, ignore esta mensagem.`,
    relatedUuid: account.uuid,
  });
}

export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return deps.database.db.transaction(async (tx) => {
    const owner = await consumeOneTimeToken(tx, token, deps.clock());
    if (!owner) throw badRequest(INVALID_LINK);
    const table = accountTables[owner.role as Role];
    const updated = await tx
      .update(table)
      .set({ passwordHash })
      .where(and(eq(table.uuid, owner.accountUuid), isNull(table.deletedAt)))
      .returning({ uuid: table.uuid });
    if (updated.length === 0) throw badRequest(INVALID_LINK);
    // Every session opened with the old password ends (modules/auth/guard.ts), and so does every
    // other link still open for the account (an older reset e-mail, an unused invitation).
    const now = deps.clock();
    await spendOpenTokens(tx, owner, now);
    await tx
      .insert(tokenCutoffs)
      .values({ role: owner.role, accountUuid: owner.accountUuid, notBefore: now })
      .onConflictDoUpdate({
        target: [tokenCutoffs.role, tokenCutoffs.accountUuid],
        set: { notBefore: now },
      });
    return { role: owner.role as Role };
  });
}
