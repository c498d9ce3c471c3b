import type { EnsureInfiniteQueryDataOptions, FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { queryClient } from '@/app/query-client';
import { appRendered } from '@/app/route-kit';
import { tokenArea } from '@/lib/api';
import type { Role } from '@/lib/roles';
import { getSession, type Session } from '@/lib/session';

/* eslint-disable @typescript-eslint/no-explicit-any -- each read has its own answer type */
type One = FetchQueryOptions<any, any, any, any>;
type Paged = EnsureInfiniteQueryDataOptions<any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */
/** A read (`queryOptions`) or a paged list (`pagedQuery`, src/lib/paged-query.ts: its first page). */
type Read = One | Paged;

const ensure = (read: Read) =>
  'getNextPageParam' in read
    ? queryClient.ensureInfiniteQueryData(read as Paged)
    : queryClient.ensureQueryData(read as One);

/** How long the first page of a visit may wait for its reads before it renders (decision 1330). */
export const DATA_WAIT_MS = 800;

/**
 * A page's `loader` (decision 1330): the reads it shows, as the `queryOptions` its hooks use, put
 * in TanStack Query's cache with `ensureQueryData` (an answer already there is not read again).
 * On the first page of a visit (nothing on screen yet but the loader) the router waits for them, at
 * most DATA_WAIT_MS, so the page renders once, whole. Reached from another page, it starts them and
 * renders at once with its own skeletons: the previous page never lingers. A failed read is the
 * page's to show (its hook holds the error and the retry); without a session of `role` nothing is
 * read (the area's guard sends the person to the sign-in). Coming from another area, the page's
 * hooks read on mount.
 *
 * ```ts
 * export const loader = pageData('collaborator', ({ uuid = '' }, session) => [
 *   bookingQueries.psychologist(uuid),
 *   collaboratorQuery(session.uuid),
 * ]);
 * ```
 */
export function pageData(
  role: Role,
  reads: (params: Params, session: Session, search: URLSearchParams) => Read[],
): LoaderFunction {
  return async ({ params, request }) => {
    const session = getSession(role);
    // Requests carry the token of the area on screen (lib/api.ts): coming from another area (its
    // sign-in, the landing), the page reads on mount instead, once the address is its own.
    if (!session || tokenArea() !== role) return null;
    const all = Promise.allSettled(
      reads(params, session, new URL(request.url).searchParams).map(ensure),
    );
    if (!appRendered()) await Promise.race([all, delay(DATA_WAIT_MS)]);
    return null;
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
