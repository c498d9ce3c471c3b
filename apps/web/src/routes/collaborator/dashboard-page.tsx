import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Building2, Coins, MessageCircleHeart, Phone } from 'lucide-react';
import { formatName } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TermsDialog } from '@/features/terms/terms-dialog';
import { SuggestionCards } from '@/features/collaborators/suggestion-cards';
import {
  collaboratorKey,
  useCollaborator,
  type TCollaboratorUser,
  collaboratorQuery,
} from '@/app/use-collaborator';
import { WhatsappConsentSwitch } from '@/features/messaging/whatsapp-consent-switch';
import { MyRiskSurveysCard } from '@/features/risk-surveys/my-surveys-card';
import { NextSessionCard } from '@/features/appointments/components/next-session-card';
import { MeasuresInvite } from '@/features/measures/measures-invite';
import { ContractPrompt } from '@/features/care-contract/contract-prompt';
import { useMyAppointments, myAppointmentsQuery } from '@/features/appointments/api/collaborator';
import { nextSession } from '@/features/appointments/history-order';
import { collaboratorRoomPath } from '@/features/appointments/session-window';
import { useNow } from '@/lib/use-now';
import { myRiskSurveysQuery } from '@/features/risk-surveys/api';
import { measureOverviewQuery } from '@/features/measures/api';
import { whatsappConsentQuery } from '@/features/messaging/whatsapp-consent-api';
import { pageData } from '@/app/page-data';

const firstName = (name: string) => formatName(name).split(' ')[0] ?? '';

export const loader = pageData('collaborator', (_params, { uuid }) => [
  collaboratorQuery(uuid),
  myAppointmentsQuery(uuid),
  myRiskSurveysQuery(),
  measureOverviewQuery(uuid),
  whatsappConsentQuery,
]);

/** /collaborator/app/dashboard: greeting, credits, assistant, terms, suggestion cards. */
export default function DashboardPage() {
  const { user, query, update } = useCollaborator();
  const client = useQueryClient();
  const hasSentForm = Boolean(user.hasSentForm);
  const credits = typeof user.credits === 'number' ? user.credits : undefined;

  function accepted(record: TCollaboratorUser) {
    update({ hasAcceptedTerms: true });
    client.setQueryData(collaboratorKey(user.uuid), (old: TCollaboratorUser | undefined) => ({
      ...(old ?? user),
      ...record,
      hasAcceptedTerms: true,
    }));
  }

  return (
    <div className="grid gap-8">
      <TermsDialog<TCollaboratorUser> role="collaborator" uuid={user.uuid} open={user.hasAcceptedTerms === false} onAccepted={accepted} />

      <NextSessionCard collaboratorUuid={user.uuid} />
      <NextContractPrompt collaboratorUuid={user.uuid} />

      <MeasuresInvite collaboratorUuid={user.uuid} />

      <MyRiskSurveysCard />

      <section className="grid gap-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col justify-between gap-5 rounded-card bg-gradient-to-br from-brand-700 to-brand-800 p-6 text-white shadow-lift sm:p-8">
          <div className="grid gap-2">
            <p className="text-[15px] font-semibold text-brand-100">Que bom ter você aqui</p>
            <h1 className="text-3xl font-extrabold text-white sm:text-4xl">Olá, {firstName(user.name)}!</h1>
            <p className="max-w-lg text-base text-brand-50/90">
              Como você está hoje? Dê um passo de cada vez: responda o radar, converse com a Psi Priscila ou agende uma
              sessão.
            </p>
          </div>
          <div>
            {/* Open before the radar: help never waits for a questionnaire (decision 1415). */}
            <Link to="/collaborator/app/psi-priscila" className={buttonClass('soft', 'md', 'w-full sm:w-auto')}>
              <MessageCircleHeart className="size-5" aria-hidden />
              Conversar com a Psi Priscila
            </Link>
          </div>
        </div>

        <Card className="flex flex-col justify-between gap-4 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-2xl bg-accent-50 text-accent-700">
              <Coins className="size-6" aria-hidden />
            </span>
            <div className="grid">
              <span className="text-[15px] font-semibold text-sand-600">Créditos disponíveis</span>
              {credits === undefined && query.isPending ? (
                <Skeleton className="mt-1 h-9 w-16" />
              ) : (
                <span className="text-4xl font-extrabold text-sand-900 tabular-nums" aria-live="polite">
                  {credits ?? 0}
                </span>
              )}
            </div>
          </div>
          <p className="text-sm text-sand-500">1 crédito = 1 sessão de 50 minutos · Validade ilimitada</p>
          {/* Where credits come from, before buying any (decision 1417). */}
          <p className="flex items-start gap-2 rounded-2xl bg-sand-50 p-3 text-sm text-sand-700 ring-1 ring-sand-200/70">
            <Building2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            <span>
              Seus créditos vêm da sua empresa. Se ainda não recebeu ou precisa de mais, fale com o RH da
              sua empresa. Você também pode comprar créditos por conta própria.
            </span>
          </p>
          <Link to="/collaborator/app/credits" className={buttonClass('secondary', 'md', 'w-full')}>
            Comprar créditos
          </Link>
        </Card>
      </section>

      <section className="grid gap-4" aria-labelledby="sugestoes">
        <div className="grid gap-1">
          <h2 id="sugestoes" className="text-xl font-extrabold text-sand-900">
            Sugestões para você
          </h2>
          {!hasSentForm && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-[15px] text-sand-600">
                Para agendar sessões e seguir a trilha, responda antes o radar do bem-estar: leva poucos
                minutos. A Psi Priscila e os contatos de ajuda já estão abertos para você.
              </p>
              <Link to="/collaborator/app/well-being-radar" className={buttonClass('primary', 'sm')}>
                Responder o radar
              </Link>
            </div>
          )}
        </div>
        <SuggestionCards hasSentForm={hasSentForm} />
      </section>

      <WhatsappConsentSwitch />

      <p className="flex items-start gap-2 rounded-2xl bg-white p-4 text-[15px] text-sand-700 shadow-soft ring-1 ring-sand-200/70">
        <Phone className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <span>
          Precisa de ajuda agora? Ligue <a className="font-bold text-brand-800 underline" href="tel:188">188</a> (CVV, 24 horas,
          gratuito, também por chat em cvv.org.br) ou <a className="font-bold text-brand-800 underline" href="tel:192">192</a>{' '}
          (SAMU) em uma emergência.
        </span>
      </p>
    </div>
  );
}

/** The next session's psychologist's contract, until accepted (domain.md §18; the list is shared). */
function NextContractPrompt({ collaboratorUuid }: { collaboratorUuid: string }) {
  const list = useMyAppointments(collaboratorUuid);
  const now = useNow(60_000);
  const next = list.data ? nextSession(list.data, now) : undefined;
  if (!next) return null;
  return (
    <ContractPrompt psychologistUuid={next.psychologistUuid} next={collaboratorRoomPath(next.uuid)} />
  );
}
