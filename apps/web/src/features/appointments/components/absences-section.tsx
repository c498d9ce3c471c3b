import { useState } from 'react';
import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TAbsence } from '@acolher/contracts/answers/session-outcomes';
import { formatDate } from '@acolher/contracts/format';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { todayYmd } from '../slots';
import { errorMessage } from '@/lib/api';
import { useAbsences, useDeleteAbsence } from '../api/outcomes';
import { AbsenceDialog } from './absence-dialog';

const absencePeriod = (a: Pick<TAbsence, 'startDate' | 'endDate'>) =>
  a.startDate === a.endDate
    ? formatDate(a.startDate)
    : `${formatDate(a.startDate)} a ${formatDate(a.endDate)}`;

/** 'Ausências' on the 'Horários' page (domain.md §17): add, list, remove the ones not begun. */
export function AbsencesSection({ psychologistUuid }: { psychologistUuid: string }) {
  const absences = useAbsences(psychologistUuid);
  const remove = useDeleteAbsence(psychologistUuid);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TAbsence | null>(null);
  const today = todayYmd();
  const list = [...(absences.data ?? [])]
    .filter((a) => a.endDate >= today)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const add = (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      <Plus aria-hidden />
      Adicionar ausência
    </Button>
  );
  return (
    <section aria-labelledby="ausencias" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="ausencias" className="flex items-center gap-2 text-lg font-bold text-sand-900">
            <CalendarOff aria-hidden className="size-5 text-brand-600" /> Ausências
          </h2>
          <p className="text-[15px] text-sand-600">
            Férias, congressos, licenças: nenhum horário do período pode ser agendado.
          </p>
        </div>
        {list.length > 0 && add}
      </div>
      {absences.isPending ? (
        <SkeletonList rows={2} />
      ) : absences.isError ? (
        <ErrorState onRetry={() => void absences.refetch()} retrying={absences.isRefetching} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={CalendarOff}
          title="Nenhuma ausência marcada."
          description="Vai se ausentar? Marque o período para que ninguém agende nesses dias."
          action={add}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Ausências marcadas">
          {list.map((a) => (
            <li
              key={a.uuid}
              className="flex items-start justify-between gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-soft"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-bold text-sand-900 tabular-nums">{absencePeriod(a)}</p>
                <p className="text-sm break-words text-sand-600">
                  {a.reason || 'Sem motivo informado'}
                </p>
              </div>
              {a.startDate > today && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(a)}
                  aria-label={`Remover ausência de ${absencePeriod(a)}`}
                >
                  <Trash2 aria-hidden />
                  Remover
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AbsenceDialog
        psychologistUuid={psychologistUuid}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover ausência?"
        description={
          removing
            ? `Os horários de ${absencePeriod(removing)} voltam a poder ser agendados.`
            : null
        }
        confirmLabel="Remover ausência"
        loadingLabel="Removendo..."
        cancelLabel="Voltar"
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.uuid, {
            onSuccess: () => {
              toast.success('Ausência removida.');
              setRemoving(null);
            },
            onError: (err) => toast.error(errorMessage(err, 'Erro ao remover ausência.')),
          })
        }
      />
    </section>
  );
}
