import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { getPage } from '@/lib/api';

/**
 * A list the API answers in pages (decision 1211): the first page at once, the next ones on
 * `fetchNextPage` (the 'Carregar mais' button), named by the Link header. `data` is every page
 * loaded so far, in order, so a screen reads it as it read the whole list.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  options: {
    query?: Record<string, string | undefined>;
    staleTime?: number;
    refetchInterval?: number | false | ((rows: T[] | undefined, updates: number) => number | false);
  } = {},
) {
  const { refetchInterval } = options;
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      getPage<T[]>(path, { query: { ...options.query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: options.staleTime,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (q) =>
            refetchInterval(q.state.data?.pages.flatMap((p) => p.data), q.state.dataUpdateCount)
        : refetchInterval,
  });
  const data = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  return { ...query, data };
}

/** The same for an object that holds one page of a list (a sector and its collaborators). */
export function usePagedObject<T, K extends keyof T>(queryKey: QueryKey, path: string, field: K) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage<T>(path, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const data = useMemo(() => {
    const pages = query.data?.pages;
    if (!pages?.length) return undefined;
    const rows = pages.flatMap((p) => p.data[field] as unknown[]);
    return { ...pages[0].data, [field]: rows } as T;
  }, [query.data, field]);
  return { ...query, data };
}
