import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema.ts';
import type { Role } from './roles.ts';

export type OneTimeKind = 'invite' | 'reset' | 'email_change';
export const ONE_TIME_TTL_MS: Record<OneTimeKind, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000, // domain.md §14
};
/** The kinds that set a password (POST /auth/reset-password). */
export const PASSWORD_KINDS: OneTimeKind[] = ['invite', 'reset'];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a single-use link token; only its hash is stored. */
export async function createOneTimeToken(
  db: DbOrTx,
  input: { role: Role; accountUuid: string; kind: OneTimeKind; now: Date; newEmail?: string },
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    role: input.role,
    accountUuid: input.accountUuid,
    kind: input.kind,
    tokenHash: sha256(token),
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(input.now.getTime() + ONE_TIME_TTL_MS[input.kind]),
  });
  return token;
}

/**
 * One link token per account, with one statement (decision 1207): the tokens in the order of
 * `accountUuids`; only their hashes are stored.
 */
export async function createOneTimeTokens(
  db: DbOrTx,
  input: { role: Role; kind: OneTimeKind; now: Date; accountUuids: string[] },
) {
  const tokens = input.accountUuids.map(() => randomBytes(32).toString('base64url'));
  const expiresAt = new Date(input.now.getTime() + ONE_TIME_TTL_MS[input.kind]);
  await db.execute(sql`
    insert into one_time_tokens (role, account_uuid, kind, token_hash, expires_at)
    select ${input.role}, t.account_uuid, ${input.kind}, t.token_hash, ${expiresAt.toISOString()}::timestamptz
    from unnest(${sql.param(input.accountUuids)}::uuid[], ${sql.param(tokens.map(sha256))}::text[])
      as t(account_uuid, token_hash)`);
  return tokens;
}

/**
 * Marks the token used and returns whose it was; a used, expired or unknown token, or one of
 * another kind (an e-mail confirmation cannot set a password), gives undefined.
 */
export async function consumeOneTimeToken(
  db: DbOrTx,
  token: string,
  now: Date,
  kinds: OneTimeKind[],
) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        inArray(oneTimeTokens.kind, kinds),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({
      role: oneTimeTokens.role,
      accountUuid: oneTimeTokens.accountUuid,
      kind: oneTimeTokens.kind,
      newEmail: oneTimeTokens.newEmail,
    });
  return row;
}

/**
 * Spends every link of an account that is still open (or only those of `kinds`): once a password
 * is set, older links die; so do e-mail-change links when the owner rescues the account
 * (domain.md §14).
 */
export async function spendOpenTokens(
  db: DbOrTx,
  owner: { role: string; accountUuid: string },
  now: Date,
  kinds?: OneTimeKind[],
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.role, owner.role),
        eq(oneTimeTokens.accountUuid, owner.accountUuid),
        isNull(oneTimeTokens.usedAt),
        kinds ? inArray(oneTimeTokens.kind, kinds) : undefined,
      ),
    );
}
