import { useState } from 'react';
import { CalendarCheck, HeartPulse, Lock, TrendingUp, Users } from 'lucide-react';
import { MIN_GROUP_SIZE } from '@acolher/contracts/company-insights';
import type { TWellBeingInsights } from '@acolher/contracts/answers/company-insights';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useWellBeingInsights } from './api';
import { Section, hasAverages, shown } from './dashboard-parts';
import { monthLabel } from './format';
import { ParticipationSection, SessionsSection, TrendSection } from './monthly-sections';
import { RadarSection } from './radar-section';

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Carregando..." className="grid gap-6">
      <Skeleton className="h-20 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-[420px] w-full" />
        <Skeleton className="h-[420px] w-full" />
      </div>
      <Skeleton className="h-[260px] w-full" />
    </div>
  );
}

/** The anonymous well-being dashboard built into Acolher (decision 0802). */
export function WellBeingDashboard() {
  const query = useWellBeingInsights(6);
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  return <DashboardContent data={query.data} />;
}

function PrivacyNote({ data }: { data: TWellBeingInsights }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-brand-100 bg-brand-50/60 p-4 text-[15px] text-sand-700">
      <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        Resultados anônimos e agregados do radar do bem-estar. Nenhuma resposta individual, nome ou
        anotação clínica chega à empresa: grupos com menos de {data.minGroupSize} pessoas aparecem
        como “Dados insuficientes para preservar o anonimato”, e as médias de{' '}
        {monthLabel(data.currentMonth)} aparecem quando o mês terminar.
      </p>
    </div>
  );
}

function DashboardContent({ data }: { data: TWellBeingInsights }) {
  const closedWithData = data.months.filter((m) => m.closed && hasAverages(m.company));
  const anyParticipation = data.months.some((m) => shown(m.company));
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const month =
    closedWithData.find((m) => m.month === selected) ?? closedWithData[closedWithData.length - 1];

  if (!anyParticipation)
    return (
      <div className="grid gap-6">
        <PrivacyNote data={data} />
        <EmptyState
          icon={HeartPulse}
          title="Ainda não há respostas suficientes para mostrar resultados."
          description={`Os resultados aparecem quando pelo menos ${MIN_GROUP_SIZE} pessoas responderem ao radar do bem-estar no mesmo mês. Assim ninguém pode ser identificado.`}
        />
      </div>
    );

  return (
    <div className="grid gap-6">
      <PrivacyNote data={data} />
      <Section
        icon={HeartPulse}
        title="Radar por dimensões"
        description="Média de 0 a 100 em cada dimensão (quanto mais alto, melhor), na empresa e por setor."
        action={
          closedWithData.length > 1 ? (
            <div className="w-full sm:w-56">
              <Select
                aria-label="Mês do radar"
                value={month?.month}
                onValueChange={setSelected}
                options={closedWithData.map((m) => ({
                  value: m.month,
                  label: monthLabel(m.month),
                }))}
              />
            </div>
          ) : undefined
        }
      >
        {month ? <RadarSection month={month} /> : <NoClosedMonth current={data.currentMonth} />}
      </Section>
      <Section
        icon={Users}
        title="Participação por setor e mês"
        description="Pessoas que responderam ao radar em cada mês; quem respondeu mais de uma vez conta uma vez."
      >
        <ParticipationSection months={data.months} />
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section
          icon={TrendingUp}
          title="Evolução mensal"
          description="Médias da empresa por mês. O mês atual entra quando terminar."
        >
          <TrendSection months={data.months} />
        </Section>
        <Section
          icon={CalendarCheck}
          title="Sessões com psicólogos"
          description="Sessões agendadas e realizadas por mês, só contagens."
        >
          <SessionsSection months={data.months} />
        </Section>
      </div>
    </div>
  );
}

function NoClosedMonth({ current }: { current: string }) {
  return (
    <EmptyState
      icon={HeartPulse}
      title="As médias aparecem quando o mês terminar."
      description={`As respostas de ${monthLabel(current)} já contam na participação; as médias ficam visíveis no início do próximo mês.`}
    />
  );
}

/** A cell of a small table: the number, or (short) the suppression text; see SuppressedLegend. */
