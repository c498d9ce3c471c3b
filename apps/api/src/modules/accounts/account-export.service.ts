import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { accountDeletionRequests } from '../../db/tables/account-deletion.ts';
import { authSessions } from '../../db/tables/auth-sessions.ts';
import { publicRecord } from './account-view.ts';
import { gamificationOf } from '../radar/radar.service.ts';
import { ownAccount } from './own-account.ts';
import { collaboratorPart, psychologistPart } from './account-export.parts.ts';

export const EXPORT_FILE_NAME = 'meus-dados-acolher.json';

/** A one-time link inside a message body is replaced: the export never holds a token. */
const LINK_WITH_TOKEN = /https?:\/\/\S*token=\S*/g;
const redactLinks = (text: string) => text.replace(LINK_WITH_TOKEN, '[link de uso único]');

/**
 * The messages addressed to this account, by its uuid only (domain.md §14): never by an e-mail
 * address or phone another account may have held (a reused corporate mailbox).
 */
async function messagesTo(db: DbOrTx, uuid: string) {
  const rows = await db
    .select({
      channel: s.outbox.channel,
      recipient: s.outbox.recipient,
      kind: s.outbox.kind,
      subject: s.outbox.subject,
      body: s.outbox.body,
      status: s.outbox.status,
      createdAt: s.outbox.createdAt,
      sentAt: s.outbox.sentAt,
    })
    .from(s.outbox)
    .where(eq(s.outbox.recipientUuid, uuid))
    .orderBy(asc(s.outbox.createdAt));
  return rows.map((m) => ({ ...m, subject: redactLinks(m.subject), body: redactLinks(m.body) }));
}

/**
 * GET /account/export (LGPD art. 18, domain.md §14): everything the product holds about the
 * caller, except reviews and session notes (the psychologist's record) and any hash or token.
 */
export async function exportAccount(deps: AppDeps, auth: AuthContext) {
  const { db } = deps.database;
  const account = await ownAccount(db, auth);
  const owner = and(eq(authSessions.role, auth.role), eq(authSessions.accountUuid, auth.uuid));
  const sessions = await db
    .select({
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
      endedAt: authSessions.endedAt,
    })
    .from(authSessions)
    .where(owner)
    .orderBy(asc(authSessions.createdAt));
  const deletionRequests = await db
    .select({
      requestedAt: accountDeletionRequests.requestedAt,
      completedAt: accountDeletionRequests.completedAt,
    })
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.role, auth.role),
        eq(accountDeletionRequests.accountUuid, auth.uuid),
      ),
    );
  const base = {
    exportedAt: deps.clock(),
    role: auth.role,
    // uuid and email again, for the compiler: the same keys, so the same answer.
    account: {
      ...publicRecord(account as unknown as Record<string, unknown>),
      uuid: account.uuid,
      email: account.email,
    },
    sessions,
    deletionRequests,
    messages: await messagesTo(db, auth.uuid),
  };
  if (auth.role === 'collaborator')
    return {
      ...base,
      ...(await collaboratorPart(db, auth.uuid)),
      gamification: await gamificationOf(db, auth.uuid),
    };
  if (auth.role === 'psychologist') return { ...base, ...(await psychologistPart(db, auth.uuid)) };
  if (auth.role === 'company') {
    const sectors = await db
      .select({ uuid: s.sectors.uuid, name: s.sectors.name, createdAt: s.sectors.createdAt })
      .from(s.sectors)
      .where(eq(s.sectors.companyUuid, auth.uuid));
    return { ...base, sectors };
  }
  return base;
}
