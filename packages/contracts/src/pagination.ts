import { z } from 'zod';
import { zRequiredString } from './fields.ts';

/**
 * Pages of the lists that grow without bound (decisions 1182, 1211): `?limit=` (100 by default,
 * at most 500), an opaque `?cursor=` taken from the previous page's `Link: <…>; rel="next"`, and
 * `?q=` where the screen has a search box. The body stays the spec's array.
 */
export const PAGE_DEFAULT_LIMIT = 100;
const PAGE_MAX_LIMIT = 500;
export const PAGE_MESSAGES = {
  limit: 'Limite inválido',
  maxLimit: `O limite máximo é ${PAGE_MAX_LIMIT}`,
  cursor: 'Cursor inválido',
} as const;
/** A search shorter than this is no search; longer is cut (nobody types 100 characters). */
const PAGE_QUERY_MAX = 100;

/** An empty parameter (`?q=`) is no parameter. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const zPageLimit = () =>
  optionalParam(
    z.coerce
      .number({ error: PAGE_MESSAGES.limit })
      .int(PAGE_MESSAGES.limit)
      .min(1, PAGE_MESSAGES.limit)
      .max(PAGE_MAX_LIMIT, PAGE_MESSAGES.maxLimit),
  );
export const zPageCursor = () => optionalParam(zRequiredString(200, PAGE_MESSAGES.cursor));

/** `limit` and `cursor`: a list without a search box. */
export const ZPageQuery = z.object({ limit: zPageLimit(), cursor: zPageCursor() });
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** `limit`, `cursor` and `q` (words, each found in one of the list's columns). */
export const ZSearchPageQuery = ZPageQuery.extend({
  q: optionalParam(z.string().trim().max(PAGE_QUERY_MAX, 'Busca muito longa')),
});
export type TSearchPageQuery = z.infer<typeof ZSearchPageQuery>;
