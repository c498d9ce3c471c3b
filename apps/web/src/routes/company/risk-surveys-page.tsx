import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { todayLocalDate, addDaysYmd } from '@acolher/contracts/time';
import { formatDate } from '@acolher/contracts/format';
import { ZRiskSurveyCreate } from '@acolher/contracts/risk-surveys';
import { useSession } from '@/app/use-session';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateRiskSurvey, useRiskSurveys } from '@/features/risk-surveys/api';

const STATUS = {
  scheduled: ['Agendada', 'neutral'],
  open: ['Aberta', 'success'],
  closed: ['Encerrada', 'unknown'],
} as const;

/** 'Pesquisa sobre o trabalho' for HR (domain.md §20): open one, see participation as counts. */
export default function RiskSurveysPage() {
  const { user } = useSession('company');
  const surveys = useRiskSurveys(user.uuid);
  const create = useCreateRiskSurvey(user.uuid);
  const today = todayLocalDate();
  const [form, setForm] = useState({
    title: 'Pesquisa sobre o trabalho',
    opensOn: today,
    closesOn: addDaysYmd(today, 14),
  });
  const [error, setError] = useState<string | null>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = ZRiskSurveyCreate.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => toast.success('Pesquisa criada.'),
      onError: (err) => toast.error(errorMessage(err, 'Não foi possível criar a pesquisa.')),
    });
  }

  return (
    <>
      <PageHeader
        title="Riscos psicossociais (NR-1)"
        description="Pesquisa anônima sobre as condições de trabalho (COPSOQ II-Br), inventário de riscos e anexo do PGR."
      />
      <Card className="mb-6 p-5">
        <form className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" onSubmit={submit}>
          <label className="grid gap-1 text-sm font-medium">
            Título
            <Input
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Abertura
            <Input
              type="date"
              value={form.opensOn}
              onChange={(e) => setForm({ ...form, opensOn: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Encerramento
            <Input
              type="date"
              value={form.closesOn}
              onChange={(e) => setForm({ ...form, closesOn: e.target.value })}
            />
          </label>
          <Button type="submit" disabled={create.isPending}>
            <Plus /> {create.isPending ? 'Criando...' : 'Abrir pesquisa'}
          </Button>
          {error && (
            <p role="alert" className="text-sm text-status-danger sm:col-span-4">
              {error}
            </p>
          )}
        </form>
      </Card>
      {surveys.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : surveys.isError ? (
        <ErrorState onRetry={() => surveys.refetch()} />
      ) : surveys.data.length === 0 ? (
        <EmptyState
          title="Nenhuma pesquisa ainda."
          description="Abra a primeira pesquisa sobre o trabalho."
        />
      ) : (
        <ul className="grid gap-3">
          {surveys.data.map((s) => (
            <li key={s.uuid}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid gap-1">
                  <strong>{s.title}</strong>
                  <span className="text-sm text-sand-600">
                    {formatDate(s.opensOn)} a {formatDate(s.closesOn)} · {s.answers} de {s.eligible}{' '}
                    responderam
                  </span>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={STATUS[s.status][1]}>{STATUS[s.status][0]}</Badge>
                  <Link
                    to={`/company/app/risk-surveys/${s.uuid}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    Abrir
                  </Link>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
