import { useEffect, useMemo, useState } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { getPage } from '@/lib/api';
import { unlessJustRead } from '@/lib/just-read';

/** How long the search box waits after the last key before it asks the server (decision 1211). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: `text` is what is typed (shown at once), `q` what the server is asked
 * (`?q=`, decision 1211) once typing pauses for SEARCH_DEBOUNCE_MS; clearing the box asks at once.
 */
export type ServerSearch = { text: string; setText: (text: string) => void; q: string };

export function useServerSearch(delay = SEARCH_DEBOUNCE_MS): ServerSearch {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const next = text.trim();
    if (next === '') {
      setQ('');
      return;
    }
    const timer = setTimeout(() => setQ(next), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return { text, setText, q };
}

/**
 * The key of a searched list: the list's own key while nothing is searched, else the list's key
 * and `{ q }` (so invalidating the list's key refreshes every search of it too).
 */
const searchKey = (queryKey: QueryKey, q: string | undefined): QueryKey =>
  q ? [...queryKey, { q }] : queryKey;

/**
 * The list itself failed (its first page, or a refetch): a failed 'Carregar mais' is not that. The
 * rows already shown stay, and `isFetchNextPageError` says under them that the next page failed
 * (components/load-more), with 'Carregar mais' to try again.
 */
function listFailed(query: { isError: boolean; isFetchNextPageError: boolean }) {
  return query.isError && !query.isFetchNextPageError;
}

type Page<T> = { data: T; nextCursor: string | null };

/**
 * A list the API answers in pages (decision 1211), as `infiniteQueryOptions`: the hook below and
 * the page's loader (src/app/page-data.ts, which reads its first page) share it. `query`: the
 * list's filters; `q` (a list with a search box): the server searches every row, not only those
 * loaded; a new `q` starts again from the first page.
 */
export function pagedQuery<T>(
  queryKey: QueryKey,
  path: string,
  options: { query?: Record<string, string | undefined>; q?: string } = {},
) {
  const { q } = options;
  return infiniteQueryOptions({
    queryKey: searchKey(queryKey, q),
    queryFn: ({ pageParam, signal }): Promise<Page<T>> =>
      getPage<T>(path, {
        query: { ...options.query, q: q || undefined, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
  });
}

/** What `pagedQuery` makes: a list's pages of `T` rows. */
type PagedQuery<T> = ReturnType<typeof pagedQuery<T>>;

/**
 * A paged list on screen: the first page at once, the next ones on `fetchNextPage` (the 'Carregar
 * mais' button), named by the Link header. `data` is every page loaded so far, in order, so a
 * screen reads it as it read the whole list. `keepPrevious` (a searched list): the rows shown stay
 * until another key's answer replaces them.
 */
export function usePagedList<T>(
  list: PagedQuery<T[]>,
  options: {
    /** false: ask nothing (the page keeps what it shows). */
    enabled?: boolean;
    /** Keep the rows shown while another list (another key) loads. */
    keepPrevious?: boolean;
    staleTime?: number;
    refetchInterval?: number | false | ((rows: T[] | undefined, updates: number) => number | false);
  } = {},
) {
  const { refetchInterval } = options;
  const query = useInfiniteQuery({
    ...list,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
    staleTime: options.staleTime,
    refetchOnMount: options.staleTime === 0 ? unlessJustRead : undefined,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (q) =>
            refetchInterval(
              q.state.data?.pages.flatMap((p) => p.data),
              q.state.dataUpdateCount,
            )
        : refetchInterval,
  });
  const data = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  return { ...query, data, isError: listFailed(query) };
}

/**
 * The same for an object that holds one page of a list (a sector and its collaborators, from
 * `pagedQuery<TObject>`); its search (`q`) searches the list, the object's other fields (its
 * counts) stay the whole object's.
 */
export function usePagedObject<T, K extends keyof T>(
  object: PagedQuery<T>,
  field: K,
  options: { keepPrevious?: boolean } = {},
) {
  const query = useInfiniteQuery({
    ...object,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const data = useMemo(() => {
    const pages = query.data?.pages;
    if (!pages?.length) return undefined;
    const rows = pages.flatMap((p) => p.data[field] as unknown[]);
    return { ...pages[0].data, [field]: rows } as T;
  }, [query.data, field]);
  return { ...query, data, isError: listFailed(query) };
}
