import { useState } from 'react';
import { useParams } from 'react-router';
import { BellRing, Download, Megaphone, Square } from 'lucide-react';
import { formatDate } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  downloadReport,
  useRiskResults,
  useRiskSurveys,
  useSendReminder,
  useSurveyAction,
  riskSurveysQuery,
  riskResultsQuery,
} from '@/features/risk-surveys/api';
import { HeatMap } from '@/features/risk-surveys/heat-map';
import { InventoryEditor, type InventoryLink } from '@/features/risk-surveys/inventory-editor';
import { ReviewPanel } from '@/features/risk-surveys/review-panel';
import { ActionPlanDialog } from '@/features/action-plan/action-plan-dialog';
import { pageData } from '@/app/page-data';

export const loader = pageData('company', ({ uuid = '' }, session) => [
  riskSurveysQuery(session.uuid),
  riskResultsQuery(session.uuid, uuid),
]);

/** One survey for HR: participation, heat map, inventory, publication, the PGR annex. */
export default function RiskSurveyPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession('company');
  const surveys = useRiskSurveys(user.uuid);
  const results = useRiskResults(user.uuid, uuid);
  const close = useSurveyAction(user.uuid, uuid, 'close');
  const publish = useSurveyAction(user.uuid, uuid, 'publish');
  const [confirm, setConfirm] = useState<'close' | 'publish' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const remind = useSendReminder(user.uuid, uuid);
  const [reminded, setReminded] = useState<string | null>(null);
  const [linking, setLinking] = useState<InventoryLink | null>(null);
  const survey = surveys.data?.find((s) => s.uuid === uuid);
  if (surveys.isPending) return <Skeleton className="h-64 w-full" />;
  if (surveys.isError || !survey) return <ErrorState onRetry={() => surveys.refetch()} />;
  const action = confirm === 'close' ? close : publish;

  async function annex() {
    setDownloading(true);
    try {
      await downloadReport(user.uuid, uuid);
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível baixar o anexo.'));
    } finally {
      setDownloading(false);
    }
  }

  function sendReminder() {
    remind.mutate(undefined, {
      onSuccess: ({ sent }) => {
        const text = `Lembrete enviado a ${sent} ${sent === 1 ? 'pessoa' : 'pessoas'}.`;
        setReminded(text);
        toast.success(text);
      },
      onError: (err) => toast.error(errorMessage(err, 'Não foi possível enviar o lembrete.')),
    });
  }

  return (
    <>
      <PageHeader
        title={survey.title}
        description={`${formatDate(survey.opensOn)} a ${formatDate(survey.closesOn)}`}
        actions={
          <Button type="button" variant="secondary" onClick={annex} disabled={downloading}>
            <Download /> {downloading ? 'Gerando...' : 'Anexo do PGR (PDF)'}
          </Button>
        }
      />
      <div className="grid gap-6">
        <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
          <p>
            <strong>Participação:</strong> {survey.answers} de {survey.eligible} colaboradores
            responderam.
            {survey.publishedAt &&
              ` Publicada em ${formatDate(new Date(survey.publishedAt))} para ${survey.publishedReach} colaboradores.`}
            {reminded && <span className="block text-sm text-sand-700">{reminded}</span>}
          </p>
          <div className="flex flex-wrap gap-2">
            {survey.status === 'open' && survey.answers < survey.eligible && (
              <Button
                type="button"
                variant="soft"
                onClick={sendReminder}
                disabled={remind.isPending}
              >
                <BellRing /> {remind.isPending ? 'Enviando...' : 'Lembrar quem não respondeu'}
              </Button>
            )}
            {survey.status !== 'closed' && (
              <Button type="button" variant="secondary" onClick={() => setConfirm('close')}>
                <Square /> Encerrar
              </Button>
            )}
            {survey.status === 'closed' && (
              <Button type="button" onClick={() => setConfirm('publish')}>
                <Megaphone />{' '}
                {survey.publishedAt ? 'Publicar de novo' : 'Publicar aos colaboradores'}
              </Button>
            )}
          </div>
        </Card>
        <section className="grid gap-3" aria-labelledby="heat">
          <h2 id="heat" className="text-xl font-semibold">
            Mapa de calor
          </h2>
          {results.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : results.isError ? (
            <ErrorState onRetry={() => results.refetch()} />
          ) : (
            <HeatMap results={results.data} />
          )}
        </section>
        <section className="grid gap-3" aria-labelledby="inv">
          <h2 id="inv" className="text-xl font-semibold">
            Inventário de riscos
          </h2>
          <InventoryEditor companyUuid={user.uuid} surveyUuid={uuid} onLinkAction={setLinking} />
        </section>
        <section className="grid gap-3" aria-labelledby="review">
          <h2 id="review" className="text-xl font-semibold">
            Revisão do inventário
          </h2>
          <ReviewPanel companyUuid={user.uuid} surveyUuid={uuid} />
        </section>
      </div>
      <ActionPlanDialog
        companyUuid={user.uuid}
        open={linking !== null}
        onOpenChange={(open) => !open && setLinking(null)}
        link={linking ?? undefined}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'close' ? 'Encerrar a pesquisa?' : 'Publicar os resultados?'}
        description={
          confirm === 'close'
            ? 'Ninguém mais poderá responder.'
            : 'Os resultados da empresa e o plano de ação aparecerão no painel de todos os colaboradores.'
        }
        confirmLabel={confirm === 'close' ? 'Encerrar' : 'Publicar'}
        loadingLabel="Enviando..."
        destructive={confirm === 'close'}
        loading={action.isPending}
        onConfirm={() =>
          action.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              toast.success(confirm === 'close' ? 'Pesquisa encerrada.' : 'Resultados publicados.');
            },
            onError: (err) => toast.error(errorMessage(err, 'Não foi possível concluir.')),
          })
        }
      />
    </>
  );
}
