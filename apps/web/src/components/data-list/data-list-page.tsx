import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Plus, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { LoadMore } from '@/components/load-more';
import type { ServerSearch } from '@/lib/paged-query';
import { DataList, FilterBox, ListState, matchesFilter, type DataListProps } from './list-kit';

/** What the page reads of its fetcher hook: a TanStack query, paged ('Carregar mais') or not. */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => unknown;
  /** The previous search's rows, shown while the server answers a new one. */
  isPlaceholderData?: boolean;
};

type PagedQueryState = Required<
  Pick<
    ListQueryState,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >
>;
const isPaged = (q: ListQueryState): q is ListQueryState & PagedQueryState =>
  typeof q.fetchNextPage === 'function';

type ListSearch<T> = {
  label: string;
  placeholder: string;
  /** When the box shows, if not once there is a row (or a server search is under way). */
  visible?: boolean;
} & (
  | {
      /** The row's texts the words must be found in (masked or digits-only), among those loaded. */
      fields: (row: T) => unknown[];
      server?: undefined;
    }
  | {
      /**
       * The server searches every row (`?q=`, decision 1211): the box's state from useServerSearch
       * (lib/paged-query), whose `q` the page's fetcher hook sends; the rows are its answer.
       */
      server: ServerSearch;
      fields?: undefined;
    }
);

type DataListPageProps<T> = {
  title: ReactNode;
  description?: ReactNode;
  back?: ReactNode;
  /** The header's buttons; `create` is the usual single '+ Adicionar …' one. */
  actions?: ReactNode;
  create?: { label: string; onClick: () => void };
  /** Between the header and the search box (a section heading, a filter form). */
  intro?: ReactNode;
  /** The fetcher hook's answer and its rows (every page loaded so far). */
  query: ListQueryState;
  rows: readonly T[] | undefined;
  /** The search box above the list, shown once there is a row. */
  search?: ListSearch<T>;
  /** More filters beside the search box, and the rows they let through. */
  toolbar?: ReactNode;
  where?: (row: T) => boolean;
  empty: { text: string; icon?: LucideIcon; action?: ReactNode };
  skeletonRows?: number;
  /** A table on wide screens and cards on phones, or rows drawn by the page. */
  table?: Omit<DataListProps<T>, 'rows'>;
  renderRows?: (rows: T[]) => ReactNode;
  /** Under the rows, instead of 'Carregar mais' (another pager). */
  footer?: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
};

/**
 * One back-office list page (decision 1232): the header and its create button, the search box,
 * the loading / error / empty / filtered-out states, the table or cards, 'Carregar mais'
 * (decision 1211), then the page's dialogs.
 */
export function DataListPage<T>({
  title,
  description,
  back,
  actions,
  create,
  intro,
  query,
  rows: all,
  search,
  toolbar,
  where,
  empty,
  skeletonRows,
  table,
  renderRows,
  footer,
  children,
}: DataListPageProps<T>) {
  const [localFilter, setLocalFilter] = useState('');
  const server = search?.server;
  const filter = server ? '' : localFilter;
  const fields = search?.fields;
  const rows = useMemo(
    () =>
      (all ?? []).filter(
        (row) => (!where || where(row)) && (!fields || matchesFilter(filter, fields(row))),
      ),
    [all, where, fields, filter],
  );
  const box = search && (
    <FilterBox
      className={toolbar ? undefined : 'mb-4'}
      value={server ? server.text : localFilter}
      onChange={server ? server.setText : setLocalFilter}
      label={search.label}
      placeholder={search.placeholder}
    />
  );
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        back={back}
        actions={
          create ? (
            <Button onClick={create.onClick}>
              <Plus /> {create.label}
            </Button>
          ) : (
            actions
          )
        }
      />
      {intro}
      {/* A server search that finds nothing keeps its box, to change or clear the words. */}
      {(search?.visible ?? (!!all?.length || !!server?.text || !!query.isPlaceholderData)) &&
        (toolbar ? (
          <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            {box}
            {toolbar}
          </div>
        ) : (
          box
        ))}
      <ListState
        isPending={query.isPending}
        // A failed 'Carregar mais' keeps the rows already shown and says so under them (LoadMore);
        // only a list that never loaded is replaced by the error.
        isError={query.isError && !(isPaged(query) && query.isFetchNextPageError && !!all?.length)}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        isEmpty={!all?.length && !server?.q && !query.isPlaceholderData}
        emptyText={empty.text}
        emptyIcon={empty.icon}
        emptyAction={empty.action}
        filteredOut={rows.length === 0}
        skeletonRows={skeletonRows}
      >
        {renderRows ? renderRows(rows) : table && <DataList {...table} rows={rows} />}
        {footer ?? (isPaged(query) && <LoadMore query={query} />)}
      </ListState>
      {children}
    </>
  );
}

/** The create-or-edit dialog of a list: closed, open to create (no item), open on a row. */
export function useFormDialog<T>() {
  const [open, setOpen] = useState(false);
  const [item, setItem] = useState<T | undefined>();
  const openFor = useCallback((row?: T) => {
    setItem(row);
    setOpen(true);
  }, []);
  return { open, item, openFor, onOpenChange: setOpen };
}
