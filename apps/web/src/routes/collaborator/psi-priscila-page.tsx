import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAssistantConfig, assistantConfigQuery } from '@/features/assistant/api';
import { GuidedAssistant } from '@/features/assistant/guided-assistant';
import { pageData } from '@/app/page-data';

export const loader = pageData('collaborator', () => [assistantConfigQuery()]);

/** /collaborator/app/psi-priscila: the configured assistant full screen, else the built-in guided one. */
export default function PsiPriscilaPage() {
  const config = useAssistantConfig();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-0.5">
          <h1 className="text-2xl font-extrabold sm:text-3xl">Psi Priscila</h1>
          <p className="text-[15px] text-sand-600">Tire dúvidas sobre a Acolher a qualquer hora.</p>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-sand-600">
          <LifeBuoy className="size-4 text-accent-600" aria-hidden />
          Em crise? Ligue
          <a href="tel:188" className="font-bold text-sand-900 underline-offset-4 hover:underline">
            CVV 188
          </a>
          ou
          <a href="tel:192" className="font-bold text-sand-900 underline-offset-4 hover:underline">
            SAMU 192
          </a>
        </p>
      </div>
      {config.isPending ? (
        <Skeleton className="h-[calc(100dvh-17rem)] min-h-[440px] w-full rounded-card md:h-[calc(100dvh-10rem)]" />
      ) : config.isError ? (
        <ErrorState
          title="Não foi possível abrir a Psi Priscila."
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      ) : config.data.url ? (
        <iframe
          src={config.data.url}
          title="Psi Priscila, assistente virtual"
          className="h-[calc(100dvh-17rem)] min-h-[440px] w-full rounded-card border border-sand-200 bg-white md:h-[calc(100dvh-10rem)]"
          allow="microphone; clipboard-write"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : (
        <GuidedAssistant />
      )}
      <p className="text-sm text-sand-500">
        A Psi Priscila é uma guia virtual e não substitui um atendimento. Para conversar com um
        profissional,{' '}
        <Link
          to="/collaborator/app/psychologists"
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          agende uma sessão
        </Link>
        .
      </p>
    </div>
  );
}
