import { useNavigate, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useRiskQuestionnaire,
  useSubmitRiskResponse,
  riskQuestionnaireQuery,
} from '@/features/risk-surveys/api';
import { SurveyStepper } from '@/features/risk-surveys/survey-stepper';
import { pageData } from '@/app/page-data';

export const loader = pageData('collaborator', ({ uuid = '' }) => [riskQuestionnaireQuery(uuid)]);

/** Answering 'Pesquisa sobre o trabalho' (domain.md §20), one item at a time. */
export default function RiskSurveyAnswerPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const questionnaire = useRiskQuestionnaire(uuid);
  const submit = useSubmitRiskResponse(uuid);
  return (
    <>
      <PageHeader
        title="Pesquisa sobre o trabalho"
        description="Anônima: suas respostas ficam separadas do seu nome e só entram em resultados de grupos com 5 respostas ou mais."
      />
      <Card className="mx-auto w-full max-w-2xl p-5 sm:p-8">
        {questionnaire.isPending ? (
          <Skeleton className="h-80 w-full" />
        ) : questionnaire.isError ? (
          <ErrorState
            description={errorMessage(
              questionnaire.error,
              'Verifique sua conexão e tente de novo.',
            )}
            onRetry={() => questionnaire.refetch()}
          />
        ) : (
          <SurveyStepper
            questionnaire={questionnaire.data}
            sending={submit.isPending}
            onSubmit={(body) =>
              submit.mutate(body, {
                onSuccess: () => {
                  toast.success('Respostas enviadas. Obrigado!');
                  navigate('/collaborator/app/dashboard');
                },
                onError: (err) =>
                  toast.error(errorMessage(err, 'Não foi possível enviar as respostas.')),
              })
            }
          />
        )}
      </Card>
    </>
  );
}
