import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { formatName, formatPhone } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { DataListPage } from '@/components/data-list/data-list-page';
import { api } from '@/lib/api';
import type { TLeadPage } from '@acolher/contracts/answers/leads';

const LIMIT = 20;
const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** 'Leads': companies that asked for a demo on the landing (domain.md §19), newest first. */
export default function LeadsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['leads', page],
    queryFn: ({ signal }) =>
      api.get<TLeadPage>('/leads', { query: { page: String(page), limit: String(LIMIT) }, signal }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / LIMIT));
  return (
    <DataListPage
      title="Leads"
      description="Empresas que pediram uma demonstração pela página inicial, das mais recentes para as mais antigas."
      query={list}
      rows={list.data?.items}
      empty={{ text: 'Nenhum lead recebido.', icon: Inbox }}
      table={{
        caption: 'Leads',
        rowKey: (r) => r.uuid,
        cardTitle: (r) => r.company,
        columns: [
          {
            header: 'Empresa',
            cell: (r) => <span className="font-semibold">{r.company}</span>,
            hideOnCard: true,
          },
          { header: 'Contato', cell: (r) => formatName(r.name) },
          { header: 'E-mail', cell: (r) => <span className="break-all">{r.email}</span> },
          {
            header: 'Telefone',
            cell: (r) => formatPhone(r.phone),
            className: 'whitespace-nowrap',
          },
          {
            header: 'Colaboradores',
            cell: (r) => r.employees.toLocaleString('pt-BR'),
            className: 'tabular-nums',
          },
          {
            header: 'Recebido em',
            cell: (r) => when.format(new Date(r.createdAt)),
            className: 'whitespace-nowrap tabular-nums',
          },
        ],
      }}
      footer={
        pages > 1 && (
          <nav aria-label="Páginas" className="mt-4 flex items-center justify-end gap-3">
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1 || list.isFetching}
              onClick={() => setPage(page - 1)}
            >
              Anterior
            </Button>
            <span className="text-sm text-sand-700 tabular-nums">
              Página {page} de {pages}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= pages || list.isFetching}
              onClick={() => setPage(page + 1)}
            >
              Próxima
            </Button>
          </nav>
        )
      }
    />
  );
}
