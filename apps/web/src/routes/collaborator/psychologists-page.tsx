import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search, UserRoundSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import {
  NO_FILTERS,
  useSearchPsychologists,
  type PsychologistFilters,
  searchPsychologistsQuery,
} from '@/features/psychologists/api/search';
import { PsychologistCard } from '@/features/psychologists/components/psychologist-card';
import { SearchFilters } from '@/features/psychologists/components/search-filters';
import { MatchesPanel } from '@/features/psychologists/components/matches-panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { intakeQuery, matchesQuery } from '@/features/psychologists/api/matching';
import { pageData } from '@/app/page-data';

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Carregando..." className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-4 rounded-card border border-sand-200/80 bg-white p-5">
          <div className="flex items-center gap-4">
            <Skeleton className="size-16 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-6 w-1/2" />
        </div>
      ))}
    </div>
  );
}

export const loader = pageData('collaborator', (_params, _session, search) => [
  searchPsychologistsQuery(NO_FILTERS),
  intakeQuery(),
  matchesQuery(search.get('trocar')),
]);

/**
 * /collaborator/app/psychologists: opens on 'Indicados para você' (the intake on the first visit, then
 * the ranking, decisions 1380, 1382; `?trocar=<uuid>` leaves that psychologist out, decision 1383);
 * 'Todos os psicólogos' is the ordinary search: optional name search with 'Buscar' (above the tabs:
 * searching opens it), and the specialty, approach and audience filters (domain.md §19), whose
 * choices come from the unfiltered list.
 */
export default function PsychologistsPage() {
  const [params] = useSearchParams();
  const exclude = params.get('trocar');
  const [tab, setTab] = useState('matches');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<PsychologistFilters>(NO_FILTERS);
  const search = useSearchPsychologists(filters);
  const everyone = useSearchPsychologists(NO_FILTERS);
  const name = filters.name;
  const filtered = Object.values(filters).some((v) => v !== '');

  function submit(e: FormEvent) {
    e.preventDefault();
    setFilters({ ...filters, name: text.trim() });
    setTab('all');
  }

  const list = search.data ?? [];
  return (
    <>
      <PageHeader
        title="Buscar psicólogos"
        description="Encontre quem pode te acompanhar. Todas as sessões são on-line e sigilosas."
      />
      <form role="search" onSubmit={submit} className="mb-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="psychologist-name" className="sr-only">
          Nome do psicólogo
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-sand-400" aria-hidden />
          <Input
            id="psychologist-name"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Buscar pelo nome"
            className="pl-11"
            autoComplete="off"
          />
        </div>
        <Button type="submit" loading={search.isFetching && name !== ''} loadingText="Buscando...">
          Buscar
        </Button>
      </form>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Como encontrar" className="mb-2 w-full sm:w-auto">
          <TabsTrigger value="matches" className="flex-1 sm:flex-none">
            Indicados para você
          </TabsTrigger>
          <TabsTrigger value="all" className="flex-1 sm:flex-none">
            Todos os psicólogos
          </TabsTrigger>
        </TabsList>
        <TabsContent value="matches">
          <MatchesPanel exclude={exclude} />
        </TabsContent>
        <TabsContent value="all">
      <SearchFilters everyone={everyone.data ?? []} filters={filters} onChange={setFilters} />

      {search.isPending ? (
        <ResultsSkeleton />
      ) : search.isError ? (
        <ErrorState onRetry={() => void search.refetch()} retrying={search.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={UserRoundSearch}
          title={filtered ? 'Nenhum psicólogo foi encontrado.' : 'Nenhum psicólogo disponível no momento.'}
          description={
            filtered
              ? name
                ? 'Confira a grafia ou busque por outro nome.'
                : 'Tente outra especialidade, abordagem ou público.'
              : 'Volte em breve: novos profissionais são aprovados com frequência.'
          }
        />
      ) : (
        <ul className={search.isPlaceholderData ? 'grid gap-4 opacity-60 transition-opacity sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'} aria-label="Psicólogos">
          {list.map((p) => (
            <PsychologistCard key={p.uuid} psychologist={p} />
          ))}
        </ul>
      )}
        </TabsContent>
      </Tabs>
    </>
  );
}
