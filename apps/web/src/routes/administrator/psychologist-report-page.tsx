import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeft, CalendarX2, Check, Trash2, X } from 'lucide-react';
import { MONTH_NAMES } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { todayLocalDate } from '@acolher/contracts/time';
import {
  formatCpf,
  formatCrp,
  formatDate,
  formatName,
  formatPhone,
  formatTimeRange,
} from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { PsychologistAvatar } from '@/features/psychologist-search/psychologist-avatar';
import {
  useDeletePsychologist,
  useLastMonthAppointments,
  usePsychologistAdmin,
  useUpdateCompliance,
  type TAdminPsychologist,
} from '@/features/psychologists-admin/api';
import {
  AppointmentStatus,
  ComplianceStatus,
} from '@/features/psychologists-admin/compliance-status';
import { ApiError, errorMessage } from '@/lib/api';
import { BackLink } from './back-link';

const LIST = '/administrator/app/psychologists';

/** The previous calendar month's name in Portuguese, in the business time zone ('Outubro'). */
function previousMonthName() {
  const month = Number(todayLocalDate().slice(5, 7));
  return MONTH_NAMES[(month + 10) % 12];
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid gap-0.5 lg:col-span-1' : 'grid gap-0.5'}>
      <dt className="text-sm font-semibold text-sand-500">{label}</dt>
      <dd className="break-words text-sand-900">{children}</dd>
    </div>
  );
}

function TextBlock({
  title,
  text,
  fallback,
}: {
  title: string;
  text?: string | null;
  fallback: string;
}) {
  return (
    <section className="grid content-start gap-1.5">
      <h3 className="text-base font-bold">{title}</h3>
      <p className={text?.trim() ? 'whitespace-pre-line text-sand-800' : 'text-sand-500 italic'}>
        {text?.trim() ? text : fallback}
      </p>
    </section>
  );
}

function Badges({
  title,
  items,
  fallback,
}: {
  title: string;
  items?: string[] | null;
  fallback: string;
}) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="text-base font-bold">{title}</h3>
      {items?.length ? (
        <ul className="flex flex-wrap gap-2">
          {items.map((i) => (
            <li key={i}>
              <Badge tone="brand">{i}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sand-500 italic">{fallback}</p>
      )}
    </section>
  );
}

function Profile({ p }: { p: TAdminPsychologist }) {
  return (
    <Card>
      <CardContent className="grid gap-6">
        <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <PsychologistAvatar
            name={formatName(p.name)}
            avatarUrl={p.avatarUrl}
            className="size-24 text-3xl"
          />
          <dl className="grid w-full flex-1 grid-cols-2 gap-4 lg:grid-cols-3">
            <Field label="CPF">{formatCpf(p.document)}</Field>
            <Field label="CRP">{formatCrp(p.crp)}</Field>
            <Field label="Status">
              <ComplianceStatus status={p.complianceStatus} />
            </Field>
            <Field label="E-mail" wide>
              {p.email}
            </Field>
            <Field label="Telefone">{p.phone ? formatPhone(p.phone) : 'Sem telefone'}</Field>
          </dl>
        </div>
        <div className="grid gap-5 border-t border-sand-100 pt-5 lg:grid-cols-3">
          <TextBlock title="Formação" text={p.education} fallback="Sem formação" />
          <TextBlock
            title="Histórico profissional"
            text={p.careerHistory}
            fallback="Sem histórico profissional"
          />
          <TextBlock
            title="Mensagem de acolhimento"
            text={p.hostMessage}
            fallback="Sem mensagem de acolhimento"
          />
        </div>
        <div className="grid gap-5 border-t border-sand-100 pt-5 lg:grid-cols-3">
          <Badges title="Especialidades" items={p.specialties} fallback="Sem especialidades" />
          <Badges title="Abordagem" items={p.approach} fallback="Sem abordagem" />
          <Badges title="Público alvo" items={p.targetAudience} fallback="Sem público alvo" />
        </div>
      </CardContent>
    </Card>
  );
}

function LastMonth({ uuid, gone }: { uuid: string; gone: boolean }) {
  const list = useLastMonthAppointments(uuid, { gone });
  return (
    <section className="mt-8 grid gap-3" aria-labelledby="atendimentos">
      <h2 id="atendimentos" className="text-xl font-bold">
        Atendimentos de {previousMonthName()}
      </h2>
      {list.isPending ? (
        <SkeletonList rows={3} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={CalendarX2} title="Nenhum atendimento mês passado." />
      ) : (
        <ul className="grid gap-3">
          {list.data.map((a) => (
            <li
              key={a.uuid}
              className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_15rem] sm:items-center sm:px-5"
            >
              <div className="min-w-0">
                <p className="font-bold text-sand-900">
                  {a.collaborator?.name ? formatName(a.collaborator.name) : 'Sem nome'}
                </p>
                <p className="truncate text-sm text-sand-600">
                  {a.collaborator?.email || 'Sem e-mail'}
                </p>
                <p className="text-sm text-sand-600 tabular-nums">
                  {a.collaborator?.phone ? formatPhone(a.collaborator.phone) : 'Sem telefone'}
                </p>
              </div>
              <div className="tabular-nums">
                <p className="font-semibold text-sand-800">{formatDate(a.date)}</p>
                <p className="text-sm text-sand-600">
                  {formatTimeRange(a.openingHour?.startTime, a.openingHour?.endTime)}
                </p>
              </div>
              <AppointmentStatus status={a.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function PsychologistReportPage() {
  const { psychologistUuid = '' } = useParams();
  const navigate = useNavigate();
  const remove = useDeletePsychologist();
  // From 'Excluir psicólogo' on, nothing asks the server about this psychologist again.
  const gone = remove.isPending || remove.isSuccess;
  const psychologist = usePsychologistAdmin(psychologistUuid, { gone });
  const compliance = useUpdateCompliance(psychologistUuid);
  const p = psychologist.data;

  const decide = async (decision: 'approved' | 'disapproved') => {
    try {
      await compliance.mutateAsync(decision);
      toast.success(
        decision === 'approved' ? TOASTS.psychologist.approved : TOASTS.psychologist.disapproved,
      );
    } catch (err) {
      // The spec gives the compliance update no fallback text: show the server's message when there is one.
      const message = errorMessage(err, '');
      if (message) toast.error(message);
    }
  };
  const destroy = async () => {
    try {
      await remove.mutateAsync(psychologistUuid);
      toast.success(TOASTS.psychologist.deleted);
      navigate(LIST);
    } catch (err) {
      toast.error(errorMessage(err, TOASTS.psychologist.deleteError));
    }
  };

  if (psychologist.isError) {
    const missing =
      psychologist.error instanceof ApiError && [400, 404].includes(psychologist.error.status);
    return (
      <>
        <PageHeader title="Sobre" back={<BackLink to={LIST} />} />
        {missing ? (
          <ErrorState
            title="Psicólogo não encontrado."
            description="O cadastro pode ter sido excluído. Volte para a lista de psicólogos."
          />
        ) : (
          <ErrorState
            onRetry={() => void psychologist.refetch()}
            retrying={psychologist.isRefetching}
          />
        )}
      </>
    );
  }

  const busy = compliance.isPending || remove.isPending;
  return (
    <>
      <PageHeader
        className="mb-4 sm:mb-5"
        title={p ? `Sobre ${formatName(p.name)}` : <Skeleton className="h-9 w-72" />}
      />
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={() => navigate(LIST)}>
          <ArrowLeft /> Voltar
        </Button>
        {p?.complianceStatus === 'analyzing' && (
          <>
            <Button
              onClick={() => void decide('approved')}
              disabled={busy}
              loading={compliance.isPending && compliance.variables === 'approved'}
              loadingText="Aprovando..."
            >
              <Check /> Aprovar
            </Button>
            <Button
              variant="secondary"
              onClick={() => void decide('disapproved')}
              disabled={busy}
              loading={compliance.isPending && compliance.variables === 'disapproved'}
              loadingText="Reprovando..."
            >
              <X /> Reprovar
            </Button>
          </>
        )}
        {/* Destructive and apart: last, pushed to the far side, never next to 'Voltar'. */}
        <Button
          variant="secondary"
          className="text-status-danger hover:border-red-300 hover:bg-red-50 ml-auto"
          onClick={() => void destroy()}
          disabled={busy || !p}
          loading={remove.isPending}
          loadingText="Excluindo..."
        >
          <Trash2 /> Excluir psicólogo
        </Button>
      </div>
      {p ? <Profile p={p} /> : <Skeleton className="h-96 w-full rounded-card" />}
      <LastMonth uuid={psychologistUuid} gone={gone} />
    </>
  );
}
