import type { KeyboardEvent, ReactNode } from 'react';
import { MoreVertical, Pencil, Search, Trash2, X } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Lower-cased, accent-free text, digits kept: 'José' matches 'jose', '123.456' matches '123456'. */
function normalize(value: unknown): string {
  return String(value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A number as people type it, with or without its mask: '123.456.789-09', '(11) 98888-7777'. */
const MASKED_NUMBER = /^[\d.\-/()+]*\d[\d.\-/()+]*$/;

/**
 * Every word of the query appears in one of the row's fields. A word that is a number, masked or
 * not, also matches the field's digits alone (a CPF typed without dots finds '123.456.789-09'); a
 * word with letters matches only as written, so an e-mail with a digit never matches by that digit.
 */
export function matchesFilter(query: string, fields: unknown[]): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .map((f) => `${normalize(f)} ${normalize(f).replace(/\D/g, '')}`)
    .join(' ');
  return words.every(
    (w) =>
      haystack.includes(w) || (MASKED_NUMBER.test(w) && haystack.includes(w.replace(/\D/g, ''))),
  );
}

type FilterBoxProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
};

/** The search box above each back-office list (beyond the spec). */
export function FilterBox({ value, onChange, placeholder, label, className }: FilterBoxProps) {
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-sand-400"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Limpar filtro"
          className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-sand-500 hover:bg-sand-100 hover:text-sand-800"
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}

/** The '⋮' button that opens a row's menu; pass DropdownMenuItems as children. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-xl text-sand-600 hover:bg-sand-100 hover:text-sand-900 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800"
      >
        <MoreVertical className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={(e) => e.stopPropagation()}>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

type EditDeleteMenuProps = {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled?: boolean;
  /** A line between the other actions and 'Excluir'. */
  separator?: boolean;
  /** The row's other actions, between 'Editar' and 'Excluir'. */
  children?: ReactNode;
};

/** A row's '⋮' menu: 'Editar', the row's other actions, then 'Excluir'. */
export function EditDeleteMenu({
  label,
  onEdit,
  onDelete,
  deleteDisabled,
  separator = true,
  children,
}: EditDeleteMenuProps) {
  return (
    <RowMenu label={label}>
      <DropdownMenuItem onSelect={onEdit}>
        <Pencil /> Editar
      </DropdownMenuItem>
      {children}
      {separator && <DropdownMenuSeparator />}
      <DropdownMenuItem destructive disabled={deleteDisabled} onSelect={onDelete}>
        <Trash2 /> Excluir
      </DropdownMenuItem>
    </RowMenu>
  );
}

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the desktop cell (e.g. 'text-right', 'whitespace-nowrap'). */
  className?: string;
  /** Not repeated on the mobile card (e.g. the title column). */
  hideOnCard?: boolean;
};

export type DataListProps<T> = {
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** The card's heading on phones. */
  cardTitle: (row: T) => ReactNode;
  actions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  caption: string;
};

/** A table on wide screens, a stack of cards on phones. */
export function DataList<T>({
  rows,
  rowKey,
  columns,
  cardTitle,
  actions,
  onRowClick,
  rowLabel,
  caption,
}: DataListProps<T>) {
  const clickable = !!onRowClick;
  const onKey = (row: T) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRowClick?.(row);
    }
  };
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-sand-200/80 bg-white shadow-soft md:block">
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-sand-200 bg-sand-50/80 text-sm text-sand-600">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={cn('px-5 py-3 font-semibold', c.className)}
                >
                  {c.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className="w-16 px-3 py-3">
                  <span className="sr-only">Ações</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn(
                  'transition-colors',
                  clickable &&
                    'cursor-pointer hover:bg-brand-50/50 focus-visible:bg-brand-50/60 focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                )}
                onClick={clickable ? () => onRowClick(row) : undefined}
                onKeyDown={clickable ? onKey(row) : undefined}
                tabIndex={clickable ? 0 : undefined}
                aria-label={clickable && rowLabel ? rowLabel(row) : undefined}
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={cn('px-5 py-3.5 align-middle text-sand-800', c.className)}
                  >
                    {c.cell(row)}
                  </td>
                ))}
                {actions && <td className="px-3 py-2 text-right">{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={cn(
              'rounded-card border border-sand-200/80 bg-white p-4 shadow-soft',
              clickable && 'cursor-pointer active:bg-brand-50/50',
            )}
            onClick={clickable ? () => onRowClick(row) : undefined}
            onKeyDown={clickable ? onKey(row) : undefined}
            tabIndex={clickable ? 0 : undefined}
            aria-label={clickable && rowLabel ? rowLabel(row) : undefined}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 pt-1.5 text-base font-bold text-sand-900">
                {cardTitle(row)}
              </div>
              {actions && <div className="-mt-1 -mr-2">{actions(row)}</div>}
            </div>
            <dl className="mt-2 grid gap-1.5 text-[15px]">
              {columns
                .filter((c) => !c.hideOnCard)
                .map((c) => (
                  <div key={c.header} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
                    <dt className="text-sand-500">{c.header}</dt>
                    <dd className="min-w-0 text-right break-all text-sand-800">{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

type ListStateProps = {
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  onRetry: () => void;
  /** Nothing to show at all: the spec's empty text. */
  isEmpty: boolean;
  emptyText: string;
  emptyIcon?: Parameters<typeof EmptyState>[0]['icon'];
  emptyAction?: ReactNode;
  /** Rows exist but the filter hides them all. */
  filteredOut?: boolean;
  /** How many skeleton rows stand for the list while it loads. */
  skeletonRows?: number;
  children: ReactNode;
};

/** Loading skeleton, error with retry, the spec's empty text, or the list. */
export function ListState({
  isPending,
  isError,
  isRefetching,
  onRetry,
  isEmpty,
  emptyText,
  emptyIcon,
  emptyAction,
  filteredOut,
  skeletonRows = 4,
  children,
}: ListStateProps) {
  if (isPending) return <SkeletonList rows={skeletonRows} />;
  if (isError) return <ErrorState onRetry={onRetry} retrying={isRefetching} />;
  if (isEmpty) return <EmptyState title={emptyText} icon={emptyIcon} action={emptyAction} />;
  if (filteredOut)
    return (
      <EmptyState
        title="Nenhum resultado para este filtro."
        icon={Search}
        description="Confira o que foi digitado ou limpe o filtro para ver a lista completa."
      />
    );
  return <>{children}</>;
}
