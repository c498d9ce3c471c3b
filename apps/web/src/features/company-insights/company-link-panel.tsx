import { ExternalLink, Link2Off } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { EmbeddedFrame, isEmbeddableLink } from './embedded-frame';

type Props = {
  /** The company's query: its link once loaded. */
  state: 'pending' | 'error' | 'success';
  link: string | null | undefined;
  onRetry: () => void;
  retrying?: boolean;
  title: string;
  /** 'o painel da empresa', 'o documento do plano'. */
  what: string;
  /** The empty state's title ('Nenhum painel da empresa configurado'). */
  emptyTitle: string;
};

/**
 * A company's external page in its tab (decision 1423): a skeleton while the company loads, the
 * error with a retry, the frame for an embeddable link, a way out for a link that cannot be framed,
 * and a real empty state when there is no link.
 */
export function CompanyLinkPanel({ state, link, onRetry, retrying, title, what, emptyTitle }: Props) {
  if (state === 'pending')
    return (
      <div role="status" aria-label={`Carregando ${what}...`}>
        <Skeleton className="h-[calc(100dvh-15rem)] min-h-[480px] w-full" />
      </div>
    );
  if (state === 'error') return <ErrorState onRetry={onRetry} retrying={retrying} />;
  // A plain-http address never becomes a frame (embedded-frame.tsx): it opens in a new tab.
  if (link?.startsWith('http://'))
    return (
      <EmptyState
        icon={ExternalLink}
        title={`Não é possível exibir ${what} dentro do Acolher.`}
        description="O endereço cadastrado não usa uma conexão segura (https). Ele abre em uma nova aba."
        action={
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            Abrir em uma nova aba <ExternalLink aria-hidden className="size-4" />
          </a>
        }
      />
    );
  if (isEmbeddableLink(link)) return <EmbeddedFrame src={link} title={title} what={what} />;
  return (
    <EmptyState
      icon={Link2Off}
      title={emptyTitle}
      description="O link é cadastrado pela equipe da Acolher, no cadastro da sua empresa. Fale com o seu contato na Acolher para incluí-lo."
    />
  );
}
