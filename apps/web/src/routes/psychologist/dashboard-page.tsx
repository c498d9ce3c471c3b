import { useState } from 'react';
import { Link } from 'react-router';
import {
  AlertTriangle,
  CalendarCheck2,
  CalendarClock,
  CalendarRange,
  PiggyBank,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatMoney } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { TermsDialog } from '@/features/terms/terms-dialog';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import {
  usePsychologistDashboard,
  psychologistDashboardQuery,
} from '@/features/appointments/api/psychologist';
import { AppointmentList } from '@/features/appointments/components/appointment-list';
import { CancelAppointmentDialog } from '@/features/appointments/components/cancel-dialog';
import { AttendanceDialog } from '@/features/appointments/components/attendance-dialog';
import { RescheduleAppointmentDialog } from '@/features/appointments/components/reschedule-dialog';
import { StatementSection } from '@/features/appointments/components/statement-section';
import { PsychologistNextSession } from '@/features/appointments/components/next-session';
import { MeasureAlerts } from '@/features/measures/measure-alerts';
import type { TPsychologist } from '@acolher/contracts/answers/psychologists';
import { pageData } from '@/app/page-data';

function Banner({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <p className="flex items-start gap-3 text-[15px] font-semibold text-amber-900">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
        {text}
      </p>
      <Link to={to} className={buttonClass('secondary', 'sm', 'self-start sm:self-auto')}>
        {action}
      </Link>
    </div>
  );
}

function Counter({ icon: Icon, value, label, loading }: { icon: LucideIcon; value: string; label: string; loading: boolean }) {
  return (
    <div className="flex items-center gap-4 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <div className="grid min-w-0 gap-0.5">
        {loading ? <Skeleton className="h-7 w-24" /> : <p className="truncate text-2xl font-extrabold text-sand-900 tabular-nums">{value}</p>}
        <p className="text-sm text-sand-600">{label}</p>
      </div>
    </div>
  );
}

export const loader = pageData('psychologist', (_params, { uuid }) => [
  psychologistDashboardQuery(uuid),
]);

export default function DashboardPage() {
  const { user, update } = useSession<TPsychologist>('psychologist');
  const dashboard = usePsychologistDashboard(user.uuid);
  const [termsOpen] = useState(() => user.hasSignedTerms !== true);
  const [signed, setSigned] = useState(false);
  const [cancelling, setCancelling] = useState<TAppointment | null>(null);
  const [moving, setMoving] = useState<TAppointment | null>(null);
  const [correcting, setCorrecting] = useState<TAppointment | null>(null);
  const d = dashboard.data;
  const firstName = (user.name ?? '').trim().split(/\s+/)[0];

  return (
    <>
      <PageHeader title={firstName ? `Olá, ${firstName}!` : 'Dashboard'} description="Seus atendimentos e saldos num só lugar." />
      <div className="grid gap-6 sm:gap-8">
        {/* The PHQ-9 item-9 alert first, where she looks (decision 1393). */}
        <MeasureAlerts />
        <PsychologistNextSession appointments={d ? [...(d.todayAppointments ?? []), ...(d.upcomingMonthAppointments ?? [])] : undefined} />
        {d && (!d.psychologistHasCompletedProfile || !d.psychologistHasCompletedOpeningHours) && (
          <div className="grid gap-3">
            {!d.psychologistHasCompletedProfile && (
              <Banner
                text="Você ainda não completou seu perfil (Foto de perfil, celular, especialidades e descrição)"
                to="/psychologist/app/profile"
                action="Completar perfil"
              />
            )}
            {!d.psychologistHasCompletedOpeningHours && (
              <Banner text="Você ainda não adicionou seus horários de atendimento" to="/psychologist/app/opening-hours" action="Adicionar horários" />
            )}
          </div>
        )}

        <section aria-label="Resumo" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Counter icon={CalendarCheck2} loading={dashboard.isPending} value={String(d?.todayAppointmentsCount ?? 0)} label="atendimentos hoje" />
          <Counter icon={CalendarRange} loading={dashboard.isPending} value={String(d?.monthAppointmentsCount ?? 0)} label="atendimentos no mês" />
          <Counter icon={PiggyBank} loading={dashboard.isPending} value={formatMoney(d?.lastMonthBalance ?? 0)} label="em saldos à receber" />
          <Counter icon={Wallet} loading={dashboard.isPending} value={formatMoney(d?.totalBalance ?? 0)} label="em saldos do mês corrente" />
        </section>

        <section aria-labelledby="today-heading" className="grid gap-3">
          <h2 id="today-heading" className="flex items-center gap-2 text-lg font-bold text-sand-900">
            <CalendarCheck2 aria-hidden className="size-5 text-brand-600" /> Atendimentos de hoje
          </h2>
          <AppointmentList
            appointments={d?.todayAppointments}
            query={dashboard}
            empty="Não há atendimentos para hoje."
            onCancel={setCancelling}
            onReschedule={setMoving}
            onCorrect={setCorrecting}
            onlyPendingCancellable
          />
        </section>

        <section aria-labelledby="upcoming-heading" className="grid gap-3">
          <h2 id="upcoming-heading" className="flex items-center gap-2 text-lg font-bold text-sand-900">
            <CalendarClock aria-hidden className="size-5 text-brand-600" /> Próximos atendimentos do mês
          </h2>
          <AppointmentList
            appointments={d?.upcomingMonthAppointments}
            query={dashboard}
            empty="Não há próximos atendimentos do mês."
            onCancel={setCancelling}
            onReschedule={setMoving}
            onCorrect={setCorrecting}
          />
        </section>

        <StatementSection psychologistUuid={user.uuid} />
      </div>
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleAppointmentDialog appointment={moving} onClose={() => setMoving(null)} />
      <AttendanceDialog appointment={correcting} onClose={() => setCorrecting(null)} />
      <TermsDialog<TPsychologist>
        role="psychologist"
        uuid={user.uuid}
        open={termsOpen && !signed}
        onAccepted={(updated) => {
          setSigned(true);
          update({ hasSignedTerms: true, ...pickTerms(updated) });
        }}
      />
    </>
  );
}

function pickTerms(user: Partial<TPsychologist> & Record<string, unknown>) {
  const { termsSignedAt, termsVersion } = user;
  return { ...(termsSignedAt ? { termsSignedAt } : {}), ...(termsVersion ? { termsVersion } : {}) } as Partial<TPsychologist>;
}
