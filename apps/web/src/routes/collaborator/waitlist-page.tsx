import { useState } from 'react';
import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { formatDate, formatName } from '@acolher/contracts/format';
import { WAITLIST_MESSAGES, WAITLIST_PERIOD_LABELS } from '@acolher/contracts/waitlist';
import type { TWaitlistEntry } from '@acolher/contracts/answers/waitlist';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeaveWaitlist, useMyWaitlist, myWaitlistQuery } from '@/features/waitlist/api';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { pageData } from '@/app/page-data';

const days = (weekdays: number[]) =>
  [1, 2, 3, 4, 5, 6, 0]
    .filter((d) => weekdays.includes(d))
    .map((d) => DAY_NAMES[d])
    .join(', ');

function Place({ entry, onLeave }: { entry: TWaitlistEntry; onLeave: () => void }) {
  const name = formatName(entry.psychologist.name);
  return (
    <Card>
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="flex items-start gap-4">
          <PsychologistAvatar
            name={name}
            avatarUrl={entry.psychologist.avatarUrl}
            className="size-14 shrink-0 text-lg"
          />
          <div className="grid gap-1">
            <h2 className="text-lg font-bold text-sand-900">{name}</h2>
            <p className="text-[15px] text-sand-700">
              <Badge tone="brand">{entry.position}º na fila</Badge>
            </p>
            <p className="text-[15px] text-sand-600">
              {days(entry.weekdays)} ·{' '}
              {entry.periods.map((p) => WAITLIST_PERIOD_LABELS[p]).join(', ')}
            </p>
            {entry.offer && (
              <p className="text-[15px] font-semibold text-accent-700">
                Um horário de {formatDate(entry.offer.startsAt)} às{' '}
                {entry.offer.startsAt.slice(11, 16)} está reservado para você até{' '}
                {entry.offer.expiresAt.slice(11, 16)}. Abra o link que enviamos por e-mail ou
                WhatsApp.
              </p>
            )}
          </div>
        </div>
        <Button variant="secondary" className="w-full sm:w-auto" onClick={onLeave}>
          Sair da lista
        </Button>
      </CardContent>
    </Card>
  );
}

export const loader = pageData('collaborator', () => [myWaitlistQuery()]);

/** /collaborator/app/waitlist: the collaborator's places in line, to see and leave (domain.md §26). */
export default function WaitlistPage() {
  const list = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const [leaving, setLeaving] = useState<TWaitlistEntry | null>(null);
  return (
    <div>
      <PageHeader
        title="Minhas listas de espera"
        description="Quando abrir um horário que combine com você, ele fica reservado por 15 minutos e avisamos por e-mail e WhatsApp."
      />
      {list.isPending ? (
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={Hourglass}
          title="Você não está em nenhuma lista de espera"
          description="No perfil de um psicólogo sem horário que sirva, use 'Entrar na lista de espera'."
          action={
            <Link to="/collaborator/app/psychologists" className={buttonClass('primary')}>
              Buscar psicólogos
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4">
          {list.data.map((entry) => (
            <li key={entry.uuid}>
              <Place entry={entry} onLeave={() => setLeaving(entry)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && !leave.isPending && setLeaving(null)}
        title="Sair da lista de espera?"
        description={
          leaving
            ? `Você perde seu lugar na fila de ${formatName(leaving.psychologist.name)}. Se entrar de novo, volta para o fim da fila.`
            : ''
        }
        confirmLabel="Sair da lista"
        loadingLabel="Saindo..."
        destructive
        loading={leave.isPending}
        onConfirm={() =>
          leaving &&
          leave.mutate(leaving.uuid, {
            onSuccess: () => {
              toast.success(WAITLIST_MESSAGES.left);
              setLeaving(null);
            },
            onError: (error) =>
              toast.error(errorMessage(error, 'Não foi possível sair da lista de espera')),
          })
        }
      />
    </div>
  );
}
