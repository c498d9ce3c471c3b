import { useState, type FormEvent } from 'react';
import { ScrollText } from 'lucide-react';
import { AUDIT_ACTIONS, auditActionLabel, auditTargetLabel } from '@acolher/contracts/audit';
import type { TAuditEntry } from '@acolher/contracts/answers/audit';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DataListPage } from '@/components/data-list/data-list-page';
import { LoadMore } from '@/components/load-more';
import {
  NO_FILTERS,
  useAuditLog,
  type AuditFilters,
  auditLogQuery,
} from '@/features/audit/audit-log-api';
import { ROLE_LABEL, type Role } from '@/lib/roles';
import { pageData } from '@/app/page-data';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: 'Todas as ações' },
  // Fifty actions: in the order a person reads them, by their pt-BR names (decision 1440).
  ...AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'pt-BR'),
  ),
];

const ymd = (d: Date | undefined) =>
  d
    ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    : '';
const fromYmd = (v: string) => (v ? new Date(`${v}T12:00:00`) : undefined);

function Who({ entry }: { entry: TAuditEntry }) {
  const role =
    entry.actor.role === 'system'
      ? 'Sistema'
      : (ROLE_LABEL[entry.actor.role as Role] ?? entry.actor.role);
  const name = entry.actor.name ?? entry.actor.email;
  return (
    <span className="grid">
      <span className="font-semibold">{name ? `${role} · ${name}` : role}</span>
      {entry.actor.name && entry.actor.email && (
        <span className="text-sm break-all text-sand-600">{entry.actor.email}</span>
      )}
    </span>
  );
}

function OnWhat({ entry }: { entry: TAuditEntry }) {
  const kind = auditTargetLabel(entry.targetType);
  return <span>{entry.targetName ? `${kind} · ${entry.targetName}` : kind}</span>;
}

export const loader = pageData('administrator', () => [auditLogQuery(NO_FILTERS)]);

/** 'Auditoria' (domain.md §12, §14; decision 1182): who did what, on what, when. */
export default function AuditLogPage() {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const rows = log.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft, person: draft.person.trim() });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
  };

  return (
    <DataListPage
      title="Auditoria"
      description="Ações sensíveis na plataforma: quem fez, o quê, sobre quem e quando. Os registros mais recentes aparecem primeiro."
      intro={
        <form
          onSubmit={apply}
          aria-label="Filtrar registros"
          className="mb-5 grid gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)]"
        >
          <FormField label="Pessoa" hint="E-mail ou identificador (UUID)">
            <Input
              value={draft.person}
              maxLength={254}
              autoComplete="off"
              placeholder="ana@empresa.com.br"
              onChange={(e) => setDraft({ ...draft, person: e.target.value })}
            />
          </FormField>
          <FormField label="Ação">
            <Select
              className="[&>span]:truncate"
              options={ACTION_OPTIONS}
              value={draft.action || ALL}
              onValueChange={(v) => setDraft({ ...draft, action: v === ALL ? '' : v })}
            />
          </FormField>
          <FormField label="De">
            <DatePicker
              value={fromYmd(draft.from)}
              onChange={(d) => setDraft({ ...draft, from: ymd(d) })}
              placeholder="Qualquer data"
            />
          </FormField>
          <FormField label="Até">
            <DatePicker
              value={fromYmd(draft.to)}
              onChange={(d) => setDraft({ ...draft, to: ymd(d) })}
              placeholder="Qualquer data"
            />
          </FormField>
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit">Filtrar</Button>
            {filtered && (
              <Button type="button" variant="ghost" onClick={clear}>
                Limpar filtros
              </Button>
            )}
          </div>
        </form>
      }
      query={{ ...log, isError: log.isError && !log.data }}
      rows={rows}
      empty={{ text: 'Nenhum registro encontrado.', icon: ScrollText }}
      table={{
        caption: 'Registros de auditoria',
        rowKey: (r) => r.id,
        cardTitle: (r) => auditActionLabel(r.action),
        columns: [
          {
            header: 'Data e hora',
            cell: (r) => <span className="tabular-nums">{when.format(new Date(r.createdAt))}</span>,
          },
          { header: 'Quem', cell: (r) => <Who entry={r} /> },
          { header: 'Ação', cell: (r) => auditActionLabel(r.action), hideOnCard: true },
          { header: 'Sobre', cell: (r) => <OnWhat entry={r} /> },
        ],
      }}
      footer={
        <LoadMore
          query={log}
          errorText="Não foi possível carregar mais registros. Tente novamente."
        />
      }
    />
  );
}
