import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { todayLocalDate, addDaysYmd } from '@acolher/contracts/time';
import { formatDate } from '@acolher/contracts/format';
import { ZRiskSurveyCreate } from '@acolher/contracts/risk-surveys';
import { useSession } from '@/app/use-session';
import { Form } from '@/components/forms/form';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateRiskSurvey, useRiskSurveys, riskSurveysQuery } from '@/features/risk-surveys/api';
import { pageData } from '@/app/page-data';

const STATUS = {
  scheduled: ['Agendada', 'neutral'],
  open: ['Aberta', 'success'],
  closed: ['Encerrada', 'unknown'],
} as const;

export const loader = pageData('company', (_params, { uuid }) => [riskSurveysQuery(uuid)]);

/** 'Pesquisa sobre o trabalho' for HR (domain.md §20): open one, see participation as counts. */
export default function RiskSurveysPage() {
  const { user } = useSession('company');
  const surveys = useRiskSurveys(user.uuid);
  const create = useCreateRiskSurvey(user.uuid);
  const today = todayLocalDate();

  return (
    <>
      <PageHeader
        title="Riscos psicossociais (NR-1)"
        description="Pesquisa anônima sobre as condições de trabalho (COPSOQ II-Br), inventário de riscos e anexo do PGR."
      />
      <Card className="mb-6 p-5">
        <Form
          schema={ZRiskSurveyCreate}
          defaultValues={{
            title: 'Pesquisa sobre o trabalho',
            opensOn: today,
            closesOn: addDaysYmd(today, 14),
          }}
          className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
          onSubmit={(survey) =>
            create.mutateAsync(survey).then(
              () => toast.success('Pesquisa criada.'),
              (err: unknown) =>
                toast.error(errorMessage(err, 'Não foi possível criar a pesquisa.')),
            )
          }
        >
          {({ register, formState: { errors, isSubmitting } }) => (
            <>
              <FormField label="Título" error={errors.title?.message}>
                <Input {...register('title')} />
              </FormField>
              <FormField label="Abertura" error={errors.opensOn?.message}>
                <Input type="date" {...register('opensOn')} />
              </FormField>
              <FormField label="Encerramento" error={errors.closesOn?.message}>
                <Input type="date" {...register('closesOn')} />
              </FormField>
              <Button type="submit" loading={isSubmitting} loadingText="Criando...">
                <Plus /> Abrir pesquisa
              </Button>
            </>
          )}
        </Form>
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
