import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { getPage } from '@/lib/api';

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

/**
 * A list the API answers in pages (decision 1211): the first page at once, the next ones on
 * `fetchNextPage` (the 'Carregar mais' button), named by the Link header. `data` is every page
 * loaded so far, in order, so a screen reads it as it read the whole list.
 * `q` (a list with a search box): the server searches every row, not only those loaded; a new `q`
 * starts again from the first page, and the rows shown stay until its answer replaces them.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  options: {
    query?: Record<string, string | undefined>;
    q?: string;
    /** false: ask nothing (the page keeps what it shows). */
    enabled?: boolean;
    /** Keep the rows shown while another list (another key) loads. */
    keepPrevious?: boolean;
    staleTime?: number;
    refetchInterval?: number | false | ((rows: T[] | undefined, updates: number) => number | false);
  } = {},
) {
  const { refetchInterval, q } = options;
  const searched = 'q' in options;
  const query = useInfiniteQuery({
    queryKey: searchKey(queryKey, q),
    queryFn: ({ pageParam, signal }) =>
      getPage<T[]>(path, {
        query: { ...options.query, q: q || undefined, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: searched || options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
    staleTime: options.staleTime,
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
 * The same for an object that holds one page of a list (a sector and its collaborators); `q`
 * searches the list (the object's other fields, its counts, stay the whole object's).
 */
export function usePagedObject<T, K extends keyof T>(
  queryKey: QueryKey,
  path: string,
  field: K,
  options: { q?: string } = {},
) {
  const { q } = options;
  const query = useInfiniteQuery({
    queryKey: searchKey(queryKey, q),
    queryFn: ({ pageParam, signal }) =>
      getPage<T>(path, { query: { q: q || undefined, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: 'q' in options ? keepPreviousData : undefined,
  });
  const data = useMemo(() => {
    const pages = query.data?.pages;
    if (!pages?.length) return undefined;
    const rows = pages.flatMap((p) => p.data[field] as unknown[]);
    return { ...pages[0].data, [field]: rows } as T;
  }, [query.data, field]);
  return { ...query, data, isError: listFailed(query) };
}
