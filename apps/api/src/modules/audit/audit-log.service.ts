import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_LOG_DEFAULT_LIMIT, type TAuditLogQuery } from '@acolher/contracts/audit';
import type { TAuditEntry } from '@acolher/contracts/answers/audit';
import { instantToZonedIso, startOfLocalDay, startOfNextLocalDay } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  administrators,
  auditLog,
  collaborators,
  companies,
  psychologists,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { isUuid } from '@acolher/contracts/fields';

/**
 * The administrator's reading of the audit log (domain.md §12, §14; decision 1182): newest
 * first, keyset-paginated by (created_at, id) so a page never repeats or skips a row written
 * meanwhile. Entries carry who (role, name, e-mail), what, on what and when; never a secret or
 * health data (the writers put none in `details`).
 */
const PEOPLE = { administrators, companies, collaborators, psychologists } as const;
const TABLE_OF_ROLE: Record<string, (typeof PEOPLE)[keyof typeof PEOPLE]> = {
  administrator: administrators,
  company: companies,
  collaborator: collaborators,
  psychologist: psychologists,
};
const BAD_CURSOR = 'Cursor inválido';
/** The cursor holds milliseconds; the column holds microseconds: order and compare by the former. */
const atMs = sql`date_trunc('milliseconds', ${auditLog.createdAt})`;

interface Cursor {
  at: Date;
  id: number;
}

const encodeCursor = (c: Cursor) =>
  Buffer.from(`${c.at.toISOString()}|${c.id}`).toString('base64url');

function decodeCursor(raw: string): Cursor {
  const [iso, id] = Buffer.from(raw, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !/^\d+$/.test(id ?? '')) throw badRequest(BAD_CURSOR);
  return { at, id: Number(id) };
}

/** A person named by uuid or e-mail: every uuid it may be (e-mails are unique per kind only). */
async function personUuids(db: Db, person: string): Promise<string[]> {
  if (isUuid(person)) return [person];
  const found = await Promise.all(
    Object.values(PEOPLE).map((t) =>
      db.select({ uuid: t.uuid }).from(t).where(eq(t.email, person)),
    ),
  );
  return found.flat().map((r) => r.uuid);
}

/** Names and e-mails of the people the rows mention, one query per kind. */
async function namesOf(db: Db, refs: { role: string; uuid: string | null }[]) {
  const names = new Map<string, { name: string; email: string }>();
  for (const [role, table] of Object.entries(TABLE_OF_ROLE)) {
    const uuids = [...new Set(refs.filter((r) => r.role === role && r.uuid).map((r) => r.uuid!))];
    if (uuids.length === 0) continue;
    const rows = await db
      .select({ uuid: table.uuid, name: table.name, email: table.email })
      .from(table)
      .where(inArray(table.uuid, uuids));
    for (const r of rows) names.set(`${role}:${r.uuid}`, { name: r.name, email: r.email });
  }
  return names;
}

export async function listAuditLog(
  deps: AppDeps,
  query: TAuditLogQuery,
): Promise<{ entries: TAuditEntry[]; next: string | null }> {
  const db = deps.database.db;
  const zone = deps.env.APP_TIME_ZONE;
  const limit = query.limit ?? AUDIT_LOG_DEFAULT_LIMIT;
  const where: (SQL | undefined)[] = [];
  if (query.actor) where.push(eq(auditLog.actorUuid, query.actor));
  if (query.subject) where.push(eq(auditLog.targetUuid, query.subject));
  if (query.person) {
    const uuids = await personUuids(db, query.person);
    if (uuids.length === 0) return { entries: [], next: null };
    where.push(or(inArray(auditLog.actorUuid, uuids), inArray(auditLog.targetUuid, uuids)));
  }
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.createdAt, startOfLocalDay(query.from, zone)));
  if (query.to) where.push(lt(auditLog.createdAt, startOfNextLocalDay(query.to, zone)));
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    where.push(sql`(${atMs}, ${auditLog.id}) < (${c.at.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(atMs), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const names = await namesOf(db, [
    ...page.map((r) => ({ role: r.actorRole, uuid: r.actorUuid })),
    ...page.map((r) => ({ role: r.targetType, uuid: r.targetUuid })),
  ]);
  const entries = page.map((r): TAuditEntry => {
    const actor = names.get(`${r.actorRole}:${r.actorUuid}`);
    return {
      id: String(r.id),
      createdAt: instantToZonedIso(r.createdAt, zone),
      action: r.action,
      actor: {
        role: r.actorRole,
        uuid: r.actorUuid,
        name: actor?.name ?? null,
        email: actor?.email ?? null,
      },
      targetType: r.targetType,
      targetUuid: r.targetUuid,
      targetName: names.get(`${r.targetType}:${r.targetUuid}`)?.name ?? null,
      details: (r.details as Record<string, unknown> | null) ?? null,
    };
  });
  const last = page.at(-1);
  const next =
    rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null;
  return { entries, next };
}
