import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { sendAccountNotice, type NoticeAccount } from '../accounts/account-notices.ts';
import { writeAudit } from '../audit/audit.ts';
import { enqueueMessage, enqueueMessages } from '../messaging/outbox.ts';
import { passwordResetDoneText } from '../messaging/templates.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  createOneTimeTokens,
  PASSWORD_KINDS,
  spendOpenTokens,
} from './one-time-tokens.ts';
import { hashPassword } from './password.ts';
import { accountTables, type Role } from './roles.ts';
import { endAccountSessions } from './sessions.ts';
import { assertNotCommonPassword } from './common-passwords.ts';

const INVALID_LINK = 'Link inválido ou expirado. Peça um novo link.';

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
  await enqueueMessage(db, invitationMessage(deps, account, token));
}

/** The invitation e-mail (one text for every way an account is created by someone else). */
function invitationMessage(
  deps: AppDeps,
  account: { role: Role; uuid: string; name: string; email: string },
  token: string,
) {
  const firstName = account.name.trim().split(/\s+/)[0];
  return {
    channel: 'email' as const,
    recipient: account.email,
    recipientUuid: account.uuid,
    kind: 'invitation' as const,
    subject: 'Bem-vindo(a) ao Acolher: crie sua senha',
    body: `Olá, ${firstName}! Sua conta no Acolher foi criada. Para definir sua senha, acesse: ${passwordLink(deps, account.role, token)} (válido por 7 dias).`,
    relatedUuid: account.uuid,
  };
}

/**
 * Many invitations at once (decision 1207, the collaborator import): the same tokens and message
 * as `sendInvitation`, written with two statements whatever the number of accounts.
 */
export async function sendInvitations(
  deps: AppDeps,
  db: DbOrTx,
  role: Role,
  accounts: { uuid: string; name: string; email: string }[],
) {
  if (accounts.length === 0) return;
  const tokens = await createOneTimeTokens(db, {
    role,
    kind: 'invite',
    now: deps.clock(),
    accountUuids: accounts.map((a) => a.uuid),
  });
  await enqueueMessages(
    db,
    accounts.map((a, i) => invitationMessage(deps, { role, ...a }, tokens[i])),
  );
}

/**
 * Always succeeds from the caller's point of view: no hint whether the e-mail exists, neither in
 * the answer nor in its time (domain.md §2, decision 1316). An unknown e-mail does the same work as
 * a known one — a token and an e-mail written in a savepoint — and rolls that savepoint back; the
 * transaction around it commits in both cases, so the database pays the same commit.
 */
export async function requestPasswordReset(deps: AppDeps, role: Role, email: string) {
  const table = accountTables[role];
  await deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ uuid: table.uuid, name: table.name, email: table.email })
      .from(table)
      .where(and(sql`lower(${table.email}) = ${email.toLowerCase()}`, isNull(table.deletedAt)))
      .limit(1);
    const account = found ?? { uuid: randomUUID(), email };
    try {
      await tx.transaction(async (savepoint) => {
        const token = await createOneTimeToken(savepoint, {
          role,
          accountUuid: account.uuid,
          kind: 'reset',
          now: deps.clock(),
        });
        await enqueueMessage(savepoint, {
          channel: 'email',
          recipient: account.email,
          recipientUuid: account.uuid,
          kind: 'password_reset',
          subject: 'Acolher: redefinição de senha',
          body: `Recebemos um pedido para redefinir sua senha. Para continuar, acesse: ${passwordLink(deps, role, token)} (válido por 1 hora). Se não foi você, ignore esta mensagem.`,
          relatedUuid: account.uuid,
        });
        if (!found) savepoint.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  });
}

export async function resetPassword(deps: AppDeps, token: string, password: string) {
  assertNotCommonPassword(password);
  const passwordHash = await hashPassword(password);
  return deps.database.db.transaction(async (tx) => {
    const owner = await consumeOneTimeToken(tx, token, deps.clock(), PASSWORD_KINDS);
    if (!owner) throw badRequest(INVALID_LINK);
    const table = accountTables[owner.role as Role];
    const [account] = (await tx
      .update(table)
      .set({ passwordHash })
      .where(and(eq(table.uuid, owner.accountUuid), isNull(table.deletedAt)))
      .returning()) as (NoticeAccount & { name: string })[];
    if (!account) throw badRequest(INVALID_LINK);
    // Every session opened with the old password ends (modules/auth/guard.ts), and so does every
    // other link still open for the account (an older reset e-mail, an unused invitation).
    const now = deps.clock();
    await spendOpenTokens(tx, owner, now);
    await endAccountSessions(tx, owner, now);
    // docs/domain.md §14: a reset is told to the person (a first password from an invitation is not
    // news) and audited either way.
    if (owner.kind === 'reset') {
      const text = passwordResetDoneText({ name: account.name });
      await sendAccountNotice(tx, account, 'password_reset_done', text);
    }
    await writeAudit(tx, {
      actorRole: owner.role,
      actorUuid: owner.accountUuid,
      action: owner.kind === 'reset' ? 'password_reset' : 'password_set',
      targetType: owner.role as Role,
      targetUuid: owner.accountUuid,
    });
    return { role: owner.role as Role };
  });
}
