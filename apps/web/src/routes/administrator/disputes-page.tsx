import { useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TAttendanceSide, TDisputeListed } from '@acolher/contracts/answers/session-outcomes';
import { formatDate, formatName } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { DataListPage } from '@/components/data-list/data-list-page';
import { AppointmentStatus } from '@/features/appointments/components/appointment-row';
import {
  useDisputes,
  useResolveDispute,
  disputesQuery,
} from '@/features/appointments/api/outcomes';
import { ReasonDialog } from '@/features/appointments/components/reason-dialog';
import { ResolvedDisputes } from '@/features/appointments/components/resolved-disputes';
import { errorMessage } from '@/lib/api';
import { pageData } from '@/app/page-data';

const time = new Intl.DateTimeFormat('pt-BR', {
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const hhmm = (iso: string) => time.format(new Date(iso));

/** One side's attendance in the session room, as the dispute shows it. */
function attendanceText(side: TAttendanceSide): string {
  if (!side.firstJoinedAt) return 'não entrou na sala';
  const left = side.lastLeftAt ? `, saiu às ${hhmm(side.lastLeftAt)}` : '';
  return `entrou às ${hhmm(side.firstJoinedAt)}${left}`;
}

type Resolving = { dispute: TDisputeListed; outcome: 'refund' | 'keep' };

export const loader = pageData('administrator', () => [disputesQuery()]);

/**
 * 'Contestações' (domain.md §17): open disputes, oldest first, with the attendance record; below,
 * the decided ones with outcome and justification (decision 1409).
 */
export default function DisputesPage() {
  const disputes = useDisputes();
  const resolve = useResolveDispute();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const refund = resolving?.outcome === 'refund';
  return (
    <DataListPage
      title="Contestações"
      description="Sessões contestadas pelos colaboradores nas 48 horas após o fim. Reembolsar devolve o crédito e retira o valor do psicólogo; manter deixa a sessão como está. Todos são avisados."
      query={disputes}
      rows={disputes.data}
      skeletonRows={3}
      empty={{ text: 'Nenhuma contestação aberta.', icon: MessageSquareWarning }}
      renderRows={(rows) => (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Contestações abertas">
          {rows.map((d) => {
            const who = formatName(d.collaborator.name);
            return (
              <li
                key={d.uuid}
                className="grid gap-4 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid gap-0.5">
                    <p className="text-base font-bold text-sand-900">{who}</p>
                    <p className="text-sm text-sand-600">
                      com {formatName(d.psychologist.name)} ·{' '}
                      <span className="whitespace-nowrap">
                        {formatDate(d.appointment.date)} às {hhmm(d.appointment.startsAt)}
                      </span>
                    </p>
                  </div>
                  <AppointmentStatus status={d.appointment.status} />
                </div>
                <blockquote className="rounded-2xl bg-sand-50 px-4 py-3 text-[15px] break-words whitespace-pre-line text-sand-800">
                  {d.reason}
                </blockquote>
                <dl className="grid gap-1 text-sm text-sand-700">
                  <div className="flex flex-wrap gap-x-1">
                    <dt className="font-semibold">Colaborador:</dt>
                    <dd>{attendanceText(d.attendance.collaborator)}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-1">
                    <dt className="font-semibold">Psicólogo:</dt>
                    <dd>{attendanceText(d.attendance.psychologist)}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-2 border-t border-sand-100 pt-4">
                  <Button
                    size="sm"
                    onClick={() => setResolving({ dispute: d, outcome: 'refund' })}
                    aria-label={`Reembolsar ${who}`}
                  >
                    Reembolsar
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setResolving({ dispute: d, outcome: 'keep' })}
                    aria-label={`Manter sessão de ${who}`}
                  >
                    Manter
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    >
      <ResolvedDisputes />
      <ReasonDialog
        open={resolving !== null}
        onClose={() => setResolving(null)}
        title={refund ? 'Reembolsar sessão?' : 'Manter sessão?'}
        description={
          refund
            ? 'O crédito volta para o colaborador e o valor da sessão sai do extrato do psicólogo.'
            : 'A sessão fica como está. O colaborador é avisado com a sua observação.'
        }
        reasonLabel="Observação"
        submitLabel={refund ? 'Reembolsar' : 'Manter'}
        loadingLabel="Salvando..."
        loading={resolve.isPending}
        onSubmit={(note) =>
          resolving &&
          resolve.mutate(
            { uuid: resolving.dispute.uuid, outcome: resolving.outcome, note },
            {
              onSuccess: () => {
                toast.success('Contestação resolvida.');
                setResolving(null);
              },
              onError: (err) => toast.error(errorMessage(err, 'Erro ao resolver contestação.')),
            },
          )
        }
      />
    </DataListPage>
  );
}
