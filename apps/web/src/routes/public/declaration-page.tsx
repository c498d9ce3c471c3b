import { Link, useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { formatCrp, formatDate, formatName, formatTime } from '@acolher/contracts/format';
import { queryClient } from '@/app/query-client';
import { Logo } from '@/components/brand/logo';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeclarationCheck } from '@/features/declarations/api';
import { ApiError } from '@/lib/api';
import { localWhen } from '@/features/clinical-record/when';

/**
 * /declaracao/:code (public, decision 1375): confirms an attendance declaration's facts — who, the
 * date, start, end, duration, the psychologist and its CRP — and nothing else.
 */
export default function DeclarationPage() {
  // A public page outside the areas: TanStack Query is brought here, not at the root (AreaProviders).
  return (
    <QueryClientProvider client={queryClient}>
      <DeclarationCheck />
    </QueryClientProvider>
  );
}

function DeclarationCheck() {
  const { code = '' } = useParams();
  const check = useDeclarationCheck(code);
  const status = check.error instanceof ApiError ? check.error.status : null;
  const d = check.data;
  const facts: [string, string][] = d
    ? [
        ['Código', d.code],
        ['Nome', d.collaboratorName],
        ['Data', formatDate(d.date)],
        ['Horário', `${formatTime(d.startTime)} às ${formatTime(d.endTime)} (horário de Brasília)`],
        ['Duração', `${d.durationMinutes} minutos`],
        ['Psicólogo(a)', `${formatName(d.psychologistName)} · CRP ${formatCrp(d.psychologistCrp)}`],
        ['Emitida em', localWhen(d.issuedAt)],
      ]
    : [];
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50 px-5 py-6">
      <Link to="/" aria-label="Acolher, página inicial" className="w-fit">
        <Logo />
      </Link>
      <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-5 py-10">
        <h1 className="text-2xl font-extrabold text-sand-900 sm:text-3xl">
          Verificação de declaração
        </h1>
        {check.isPending ? (
          <div role="status" aria-label="Carregando..." className="grid gap-3">
            <Skeleton className="h-72 rounded-card" />
          </div>
        ) : status === 404 ? (
          <ErrorState
            title="Declaração não encontrada"
            description={`Nenhuma declaração tem o código ${code.toUpperCase()}. Confira o código impresso na declaração.`}
          />
        ) : status === 429 ? (
          <ErrorState title="Muitas tentativas." description={check.error?.message} />
        ) : check.isError || !d ? (
          <ErrorState onRetry={() => void check.refetch()} retrying={check.isFetching} />
        ) : (
          <section
            aria-label="Declaração de comparecimento"
            className="grid gap-5 rounded-card border border-sand-200 bg-white p-5 shadow-soft sm:p-6"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-green-50 text-status-success">
                <ShieldCheck className="size-6" aria-hidden />
              </span>
              <div className="grid">
                <p className="text-lg font-bold text-sand-900">Declaração válida</p>
                <p className="text-sm text-sand-600">
                  Declaração de comparecimento emitida pelo Acolher.
                </p>
              </div>
            </div>
            <dl className="grid gap-x-6 gap-y-3 text-[15px] sm:grid-cols-[auto_1fr]">
              {facts.map(([term, value]) => (
                <div key={term} className="grid gap-0.5 sm:contents">
                  <dt className="text-sm text-sand-500 sm:text-[15px]">{term}</dt>
                  <dd className="font-semibold text-sand-900 tabular-nums sm:font-normal">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="border-t border-sand-100 pt-4 text-sm text-sand-600">
              Esta verificação confirma apenas a data, o horário e a duração do atendimento
              (Resolução CFP nº 06/2019). Nenhuma outra informação é divulgada.
            </p>
          </section>
        )}
      </main>
    </div>
  );
}
