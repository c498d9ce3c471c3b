import { Mail, MessageCircle } from 'lucide-react';
import { formatPhone } from '@acolher/contracts/format';
import { messageKindLabel } from '@acolher/contracts/message-kinds';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataListPage } from '@/components/data-list/data-list-page';
import type { TMessage } from '@acolher/contracts/answers/messaging';
import { Linkified } from './linkify';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import { pageData } from '@/app/page-data';

const STATUS: Record<TMessage['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Na fila', tone: 'pending' },
  sent: { label: 'Enviada', tone: 'success' },
  failed: { label: 'Falhou', tone: 'danger' },
  dropped: { label: 'Descartada', tone: 'unknown' },
};

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

const outboxQuery = pagedQuery<TMessage[]>(['outbox'], '/outbox');

export const loader = pageData('administrator', () => [outboxQuery]);

/** 'Mensagens': what the platform sent or would send (the outbox), so invitations are reachable without e-mail. */
export default function MessagesPage() {
  // Newest first, in pages of 100 (decision 1211).
  const list = usePagedList(outboxQuery, { staleTime: 0 });
  return (
    <DataListPage
      title="Mensagens"
      description="E-mails e WhatsApp enviados pela plataforma. Sem um provedor configurado, as mensagens ficam aqui: use os links de convite para criar senhas."
      query={list}
      rows={list.data}
      search={{
        label: 'Filtrar mensagens',
        placeholder: 'Filtrar por destinatário, assunto ou texto',
        fields: (m) => [
          m.recipient,
          formatPhone(m.recipient),
          m.subject,
          m.body,
          messageKindLabel(m.kind),
        ],
      }}
      empty={{ text: 'Nenhuma mensagem foi enviada ainda.', icon: Mail }}
      renderRows={(rows) => (
        <ul className="grid gap-3" aria-label="Mensagens">
          {rows.map((m) => {
            const Icon = m.channel === 'whatsapp' ? MessageCircle : Mail;
            const status = STATUS[m.status] ?? { label: m.status, tone: 'unknown' as const };
            return (
              <li
                key={m.uuid}
                className="rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                      <Icon
                        className="size-5"
                        aria-label={m.channel === 'whatsapp' ? 'WhatsApp' : 'E-mail'}
                      />
                    </span>
                    <div className="min-w-0">
                      <p className="truncate font-bold text-sand-900">
                        {m.subject || messageKindLabel(m.kind)}
                      </p>
                      <p className="truncate text-sm text-sand-600">
                        Para: {m.channel === 'whatsapp' ? formatPhone(m.recipient) : m.recipient}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="neutral">{messageKindLabel(m.kind)}</Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </div>
                </div>
                <p className="mt-3 text-[15px] leading-relaxed text-sand-800">
                  <Linkified text={m.body} />
                </p>
                <p className="mt-2 text-sm text-sand-500 tabular-nums">
                  {when.format(new Date(m.createdAt))}
                  {m.status === 'sent' && m.sentAt
                    ? ` · enviada em ${when.format(new Date(m.sentAt))}`
                    : m.status === 'pending' &&
                      m.sendAfter &&
                      ` · envio programado para ${when.format(new Date(m.sendAfter))}`}
                  {(m.attempts ?? 0) > 0 &&
                    ` · ${m.attempts} tentativa${m.attempts === 1 ? '' : 's'}`}
                </p>
                {m.lastError && m.status !== 'sent' && (
                  <p className="mt-1 text-sm text-red-700">Último erro: {m.lastError}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}
