import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DEFAULT_LIMIT, PAGE_MESSAGES } from '@acolher/contracts/pagination';
import { badRequest } from './errors.ts';
import { isUuid } from '@acolher/contracts/fields';

/**
 * Keyset pages of the lists that grow without bound (decision 1211, after the audit log's, decision
 * 1182). The cursor names the last row of the page by its unique key (opaque, base64url); the next
 * page is every row strictly after that row in the list's order, compared as a row value against
 * the row itself read by its key (`(a, b, key) < (select a, b, key … where key = $cursor)`): exact to
 * the microsecond, served by the list's index, and a row written meanwhile is never repeated or
 * skipped. A cursor whose row is gone (hard-deleted) yields an empty page.
 */

const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');

/** The row key a cursor names (a uuid), or 400 'Cursor inválido'. */
export function decodeCursor(raw: string): string {
  const key = Buffer.from(raw, 'base64url').toString();
  if (!isUuid(key)) throw badRequest(PAGE_MESSAGES.cursor);
  return key;
}

/** The page's order: every column in one direction, the table's unique key last. */
export interface KeysetOrder {
  table: PgTable;
  columns: PgColumn[];
  direction: 'asc' | 'desc';
}

/** Rows strictly after the cursor's row in `order`; `undefined` for the first page. */
export function afterCursor(order: KeysetOrder, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor);
  const list = sql.join(order.columns, sql`, `);
  const last = order.columns.at(-1)!;
  const op = order.direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${list}) ${op} (select ${list} from ${order.table} where ${last} = ${key})`;
}

/** ORDER BY of the page. */
export const orderOf = (order: KeysetOrder) =>
  order.columns.map((c) => (order.direction === 'desc' ? sql`${c} desc` : sql`${c} asc`));

export const pageLimit = (limit: number | undefined) => limit ?? PAGE_DEFAULT_LIMIT;

/** Rows were read with `limit + 1`: the page, and the cursor of its last row if more follow. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => string) {
  const page = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor(keyOf(last)) : null;
  return { page, next };
}

/**
 * One page of a list: `select` (a `.$dynamic()` select of rows with a `uuid`) filtered by `where`
 * and the cursor, in `order`, `limit + 1` rows read; the page and the next page's cursor.
 */
export async function keysetPage<S extends PgSelect & { _: { result: { uuid: string }[] } }>(
  select: S,
  order: KeysetOrder,
  where: SQL | undefined,
  query: { cursor?: string; limit?: number },
) {
  const limit = pageLimit(query.limit);
  const rows: Awaited<S>[number][] = await select
    .where(and(where, afterCursor(order, query.cursor)))
    .orderBy(...orderOf(order))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => row.uuid);
}

/** The next page's address in `Link: <…>; rel="next"`: this request's URL with its cursor. */
export function setNextLink(request: FastifyRequest, reply: FastifyReply, next: string | null) {
  if (!next) return;
  const [path, search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  params.set('cursor', next);
  reply.header('link', `<${path}?${params.toString()}>; rel="next"`);
}

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `?q=`: every word is found (case and accents ignored) in one of `columns`, as the web's filter
 * box matches. A word of digits and punctuation (a CPF, a CNPJ, a phone as typed) is compared by
 * its digits, since documents are stored as digits.
 */
export function matchesWords(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  const folded = columns.map((c) => sql`translate(lower(${c}), ${ACCENTED}, ${PLAIN})`);
  return and(
    ...words.map((word) => {
      const digits = /^[\d.\-/()]+$/.test(word) ? word.replace(/\D/g, '') : word;
      const pattern = `%${escapeLike(digits || word)}%`;
      return or(...folded.map((c) => sql`${c} like ${pattern}`));
    }),
  );
}
