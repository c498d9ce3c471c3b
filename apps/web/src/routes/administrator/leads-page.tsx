import { pageData } from '@/app/page-data';
import { Inbox } from 'lucide-react';
import { formatName, formatPhone } from '@acolher/contracts/format';
import type { TLead } from '@acolher/contracts/answers/leads';
import { DataListPage } from '@/components/data-list/data-list-page';
import { LoadMore } from '@/components/load-more';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

const leadsQuery = pagedQuery<TLead[]>(['leads'], '/leads');

export const loader = pageData('administrator', () => [leadsQuery]);

/** 'Leads': companies that asked for a demo on the landing (domain.md §19), newest first. */
export default function LeadsPage() {
  // A page at a time, newest first (decision 1211), like every list.
  const list = usePagedList(leadsQuery);
  return (
    <DataListPage
      title="Leads"
      description="Empresas que pediram uma demonstração pela página inicial, das mais recentes para as mais antigas."
      query={list}
      rows={list.data}
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
        <LoadMore query={list} errorText="Não foi possível carregar mais leads. Tente novamente." />
      }
    />
  );
}
