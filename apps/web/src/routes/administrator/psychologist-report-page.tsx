import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeft, CalendarX2, Trash2, XCircle } from 'lucide-react';
import { MONTH_NAMES } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { todayLocalDate } from '@acolher/contracts/time';
import {
  formatCpf,
  formatCrp,
  formatDate,
  formatMonth,
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
import { Select } from '@/components/ui/select';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import {
  useDeletePsychologist,
  useLastMonthAppointments,
  usePsychologistAdmin,
  psychologistAdminQuery,
  lastMonthAppointmentsQuery,
} from '@/features/psychologists/api/admin';
import { ComplianceActions } from '@/features/psychologists/components/compliance-actions';
import { ComplianceReview } from '@/features/psychologists/components/compliance-review';
import type { TPsychologistListed } from '@acolher/contracts/answers/psychologists';
import {
  AppointmentStatus,
  ComplianceStatus,
} from '@/features/psychologists/components/compliance-status';
import {
  AdministratorCancelDialog,
  type CancelTarget,
} from '@/features/appointments/components/administrator-cancel-dialog';
import { ApiError, errorMessage } from '@/lib/api';
import { BackLink } from './back-link';
import { LoadMore } from '@/components/load-more';
import { pageData } from '@/app/page-data';

const LIST = '/administrator/app/psychologists';

/** 'yyyy-MM' `offset` months from the São Paulo month of today. */
function monthFromNow(offset: number) {
  const [y, m] = todayLocalDate().split('-').map(Number);
  const total = y! * 12 + (m! - 1) + offset;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * Decision 1179: the months 'Atendimentos de' offers, newest first: three ahead (bookings reach 90
 * days, so pending appointments can be cancelled there), this one and twelve before.
 */
function monthOptions() {
  return Array.from({ length: 16 }, (_, i) => monthFromNow(3 - i)).map((m) => ({
    value: m,
    label: formatMonth(m),
  }));
}

/** 'Outubro', or 'Outubro de 2025' outside the current year (the heading, as the spec writes it). */
function headingMonth(month: string) {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1];
  return month.slice(0, 4) === todayLocalDate().slice(0, 4)
    ? name
    : `${name} de ${month.slice(0, 4)}`;
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

function Profile({ p }: { p: TPsychologistListed }) {
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
  const options = useMemo(monthOptions, []);
  const previous = useMemo(() => monthFromNow(-1), []);
  const [month, setMonth] = useState(previous);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const list = useLastMonthAppointments(uuid, month, { gone });
  const rows = list.data ?? [];
  return (
    <section className="mt-8 grid gap-3" aria-labelledby="atendimentos">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="atendimentos" className="text-xl font-bold">
          Atendimentos de {headingMonth(month)}
        </h2>
        <div className="grid w-56 gap-1.5">
          <label htmlFor="atendimentos-mes" className="text-sm font-semibold text-sand-800">
            Mês
          </label>
          <Select
            id="atendimentos-mes"
            options={options}
            value={month}
            onValueChange={setMonth}
            className="w-full"
          />
        </div>
      </div>
      {list.isPending ? (
        <SkeletonList rows={3} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title={
            month === previous
              ? 'Nenhum atendimento mês passado.'
              : `Nenhum atendimento em ${formatMonth(month)}.`
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label={`Atendimentos de ${headingMonth(month)}`}>
          {rows.map((a) => {
            const name = a.collaborator?.name ? formatName(a.collaborator.name) : 'Sem nome';
            return (
              <li
                key={a.uuid}
                className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_15rem] sm:items-center sm:px-5"
              >
                <div className="min-w-0">
                  <p className="font-bold text-sand-900">{name}</p>
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
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <AppointmentStatus status={a.status} />
                  {a.status === 'pending' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="text-status-danger hover:border-red-300 hover:bg-red-50"
                      aria-label={`Cancelar agendamento de ${name} em ${formatDate(a.date)}`}
                      onClick={() =>
                        setCancelling({
                          uuid: a.uuid,
                          collaboratorName: a.collaborator?.name ?? null,
                          date: a.date,
                          startTime: a.openingHour?.startTime ?? null,
                        })
                      }
                    >
                      <XCircle /> Cancelar
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > 0 && <LoadMore query={list} className="mt-1" />}
      <AdministratorCancelDialog
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => void list.refetch()}
      />
    </section>
  );
}

export const loader = pageData('administrator', ({ psychologistUuid = '' }) => [
  psychologistAdminQuery(psychologistUuid),
  lastMonthAppointmentsQuery(psychologistUuid, monthFromNow(-1)),
]);

export default function PsychologistReportPage() {
  const { psychologistUuid = '' } = useParams();
  const navigate = useNavigate();
  const remove = useDeletePsychologist();
  // From 'Excluir psicólogo' on, nothing asks the server about this psychologist again.
  const gone = remove.isPending || remove.isSuccess;
  const psychologist = usePsychologistAdmin(psychologistUuid, { gone });
  const p = psychologist.data;

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

  const busy = remove.isPending;
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
        {p && <ComplianceActions p={p} place="decisions" disabled={busy} />}
        {/* Destructive and apart: last, pushed to the far side, never next to 'Voltar'. */}
        <span className="ml-auto" aria-hidden />
        {p && <ComplianceActions p={p} place="suspension" disabled={busy} />}
        <Button
          variant="secondary"
          className="text-status-danger hover:border-red-300 hover:bg-red-50"
          onClick={() => void destroy()}
          disabled={busy || !p}
          loading={remove.isPending}
          loadingText="Excluindo..."
        >
          <Trash2 /> Excluir psicólogo
        </Button>
      </div>
      {p && <ComplianceReview p={p} />}
      {p ? <Profile p={p} /> : <Skeleton className="h-96 w-full rounded-card" />}
      <LastMonth uuid={psychologistUuid} gone={gone} />
    </>
  );
}
