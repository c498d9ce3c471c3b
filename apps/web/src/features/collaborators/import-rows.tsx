import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IMPORT_COLUMN_LABELS } from '@acolher/contracts/collaborator-import';
import type {
  TCollaboratorImportResult,
  TImportRowResult,
} from '@acolher/contracts/answers/collaborator-import';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataList } from '@/components/data-list/list-kit';
import { cn } from '@/lib/cn';

const PAGE = 50;
type Filter = 'all' | 'refused' | 'accepted';

/** A row's result: ready (preview) or imported, or refused with every column and reason (1414). */
function RowResult({ row }: { row: TImportRowResult }) {
  if (row.status === 'refused') {
    return (
      <span className="grid justify-items-end gap-1 md:justify-items-start">
        <Badge tone="danger">Recusada</Badge>
        <ul
          aria-label={`Erros da linha ${row.line}`}
          className="grid gap-0.5 text-right text-sm text-red-800 md:text-left"
        >
          {row.errors.map((e) => (
            <li key={`${e.field}:${e.message}`}>
              {e.field ? `${IMPORT_COLUMN_LABELS[e.field]}: ` : ''}
              {e.message}
            </li>
          ))}
        </ul>
      </span>
    );
  }
  return (
    <Badge tone={row.status === 'created' ? 'success' : 'brand'}>
      {row.status === 'created' ? 'Importada' : 'Pronta'}
    </Badge>
  );
}

/** An address as written, breaking before the '@' when the column is narrow. */
function Email({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (!value) return <>—</>;
  if (at <= 0) return <span className="break-all">{value}</span>;
  return (
    <span className="break-words">
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </span>
  );
}

/** Every row of the file with its result, 50 at a time, filtered by result (decision 1207). */
export function ImportRows({ result }: { result: TCollaboratorImportResult }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () =>
      result.rows.filter((r) =>
        filter === 'all'
          ? true
          : filter === 'refused'
            ? r.status === 'refused'
            : r.status !== 'refused',
      ),
    [result.rows, filter],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * PAGE, current * PAGE + PAGE);
  const acceptedLabel = result.dryRun ? 'Prontas' : 'Importadas';

  return (
    <section aria-label="Linhas do arquivo" className="grid gap-4">
      <div
        role="group"
        aria-label="Mostrar linhas"
        className="flex w-full flex-wrap gap-1 rounded-2xl bg-sand-100 p-1 sm:inline-flex sm:w-auto sm:justify-self-start"
      >
        {(
          [
            ['all', `Todas (${result.total})`],
            ['refused', `Recusadas (${result.refusedCount})`],
            ['accepted', `${acceptedLabel} (${result.acceptedCount})`],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(0);
            }}
            className={cn(
              'h-9 flex-1 cursor-pointer rounded-xl px-2.5 text-sm sm:px-4 font-semibold whitespace-nowrap text-sand-600 transition-colors hover:text-sand-900 sm:flex-none',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              filter === value && 'bg-white text-brand-800 shadow-soft',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-card border border-sand-200/80 bg-white p-6 text-center text-sand-600">
          Nenhuma linha com este resultado.
        </p>
      ) : (
        <DataList
          caption="Resultado de cada linha do arquivo"
          rows={shown}
          rowKey={(r) => String(r.line)}
          cardTitle={(r) => (
            <span>
              <span className="mr-2 text-sm font-semibold text-sand-500 tabular-nums">
                Linha {r.line}
              </span>
              {r.values.name || 'Sem nome'}
            </span>
          )}
          columns={[
            {
              header: 'Linha',
              cell: (r) => r.line,
              className: 'w-16 tabular-nums text-sand-500',
              hideOnCard: true,
            },
            {
              header: 'Nome',
              cell: (r) => (
                <span className="font-semibold text-sand-900">{r.values.name || '—'}</span>
              ),
              hideOnCard: true,
            },
            {
              header: 'CPF',
              cell: (r) => r.values.document || '—',
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'E-mail', cell: (r) => <Email value={r.values.email} /> },
            { header: 'Setor', cell: (r) => r.values.sector || '—' },
            { header: 'Resultado', cell: (r) => <RowResult row={r} />, className: 'md:min-w-48' },
          ]}
        />
      )}
      {pages > 1 && (
        <nav
          aria-label="Páginas das linhas"
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-sand-600 tabular-nums" aria-live="polite">
            Linhas {current * PAGE + 1}–{Math.min(rows.length, current * PAGE + PAGE)} de{' '}
            {rows.length}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              <ChevronLeft aria-hidden /> Anterior
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Próxima <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      )}
    </section>
  );
}
