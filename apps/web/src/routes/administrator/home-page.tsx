import { Link } from 'react-router';
import {
  ChevronRight,
  MessageSquareWarning,
  Stethoscope,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import type { TAdministratorQueues } from '@acolher/contracts/answers/administrators';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdministratorQueues } from '@/features/administrators/api';

type Queue = {
  key: keyof TAdministratorQueues;
  title: string;
  to: string;
  icon: LucideIcon;
  waiting: (n: number) => string;
  empty: string;
};

/** The three queues (decision 1408), each with its count, its link and its empty text. */
const QUEUES: Queue[] = [
  {
    key: 'psychologistsUnderReview',
    title: 'Cadastros em análise',
    to: '/administrator/app/psychologists',
    icon: Stethoscope,
    waiting: (n) => (n === 1 ? '1 cadastro aguarda revisão' : `${n} cadastros aguardam revisão`),
    empty: 'Nenhum psicólogo aguardando análise.',
  },
  {
    key: 'openDisputes',
    title: 'Sessões contestadas',
    to: '/administrator/app/disputes',
    icon: MessageSquareWarning,
    waiting: (n) =>
      n === 1 ? '1 contestação aguarda decisão' : `${n} contestações aguardam decisão`,
    empty: 'Nenhuma contestação aberta.',
  },
  {
    key: 'deletionRequests',
    title: 'Pedidos de exclusão de conta',
    to: '/administrator/app/deletion-requests',
    icon: UserX,
    waiting: (n) => (n === 1 ? '1 pedido aguarda conclusão' : `${n} pedidos aguardam conclusão`),
    empty: 'Nenhuma solicitação de exclusão pendente.',
  },
];

/** 'Início': what waits for an administrator, with a link to each list (decision 1408). */
export default function AdministratorHomePage() {
  const queues = useAdministratorQueues();
  return (
    <>
      <PageHeader title="Início" description="O que aguarda a administração agora." />
      {queues.isError ? (
        <ErrorState onRetry={() => void queues.refetch()} retrying={queues.isRefetching} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3" aria-label="Filas">
          {QUEUES.map((q) => {
            const n = queues.data?.[q.key];
            const Icon = q.icon;
            return (
              <li key={q.key}>
                <Link
                  to={q.to}
                  // Names apart from the menu's ('Psicólogos', 'Contestações', …) so each is one link.
                  aria-label={`${q.title}: ${n ?? 'carregando'}`}
                  className="group flex h-full flex-col gap-3 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft transition hover:border-brand-200 hover:shadow-lift focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="flex items-center gap-2 font-bold text-sand-900">
                      <Icon className="size-5 text-brand-700" aria-hidden />
                      {q.title}
                    </span>
                    <ChevronRight
                      className="size-5 text-sand-400 group-hover:text-brand-700"
                      aria-hidden
                    />
                  </span>
                  {n === undefined ? (
                    <Skeleton className="h-10 w-24" />
                  ) : (
                    <span className="text-4xl font-bold tabular-nums text-sand-900">{n}</span>
                  )}
                  {n !== undefined && (
                    <span className={n === 0 ? 'text-sand-500' : 'font-semibold text-brand-800'}>
                      {n === 0 ? q.empty : q.waiting(n)}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
