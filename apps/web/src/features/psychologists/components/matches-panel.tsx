import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftRight, Pencil, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useIntake, useMatches } from '../api/matching';
import { IntakeForm } from './intake-form';
import { PsychologistCard } from './psychologist-card';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Carregando..." className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-72 rounded-card" />
      ))}
    </div>
  );
}

/**
 * 'Indicados para você' (decisions 1380, 1382, 1383): the intake on the first visit (skippable), then
 * the ranking with each card's reasons; `exclude` when switching away from a psychologist.
 */
export function MatchesPanel({ exclude }: { exclude: string | null }) {
  const intake = useIntake();
  const matches = useMatches(exclude);
  const [editing, setEditing] = useState(false);
  const firstVisit = intake.isSuccess && intake.data === null;
  const answered = intake.data && intake.data.reasons.length + intake.data.periods.length + intake.data.approaches.length > 0;

  return (
    <div className="grid gap-2">
      {exclude && (
        <div className="mb-4 flex flex-col gap-3 rounded-card border border-brand-100 bg-brand-50 p-4 text-[15px] text-sand-800 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <ArrowLeftRight className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <span>
              Trocando de psicólogo: estas indicações não incluem quem você atende hoje. As sessões já
              marcadas continuam valendo.
            </span>
          </p>
          <Link to="/collaborator/app/psychologists" className="shrink-0 font-semibold text-brand-700 underline-offset-4 hover:underline">
            Ver todas as indicações
          </Link>
        </div>
      )}
      {intake.isSuccess && (firstVisit || editing) && (
        <IntakeForm
          intake={intake.data}
          onDone={() => setEditing(false)}
          onCancel={firstVisit ? undefined : () => setEditing(false)}
        />
      )}
      {intake.isSuccess && !firstVisit && !editing && (
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-[15px] text-sand-700">
            <Sparkles className="size-5 shrink-0 text-brand-700" aria-hidden />
            {answered
              ? 'Indicações a partir do que você contou, com horários livres nos próximos 30 dias.'
              : 'Psicólogos com horários livres nos próximos 30 dias, os mais próximos primeiro.'}
          </p>
          <Button variant="soft" size="sm" onClick={() => setEditing(true)} className="self-start sm:self-auto">
            <Pencil className="size-4" aria-hidden />
            {answered ? 'Editar o que te traz aqui' : 'O que te traz aqui?'}
          </Button>
        </div>
      )}
      {firstVisit && !editing && (
        <h2 className="mb-2 text-lg font-bold text-sand-900">Psicólogos com horários livres</h2>
      )}
      {matches.isPending ? (
        <ListSkeleton />
      ) : matches.isError ? (
        <ErrorState onRetry={() => void matches.refetch()} retrying={matches.isFetching} />
      ) : matches.data.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title="Nenhuma indicação no momento."
          description={`Nenhum ${exclude ? 'outro ' : ''}psicólogo tem horários livres nos próximos 30 dias. Veja todos na aba 'Todos os psicólogos'.`}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Indicados para você">
          {matches.data.map(({ reasons, ...p }) => (
            <PsychologistCard key={p.uuid} psychologist={p} reasons={reasons} />
          ))}
        </ul>
      )}
    </div>
  );
}
