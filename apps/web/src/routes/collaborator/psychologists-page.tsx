import { useState, type FormEvent } from 'react';
import { Search, UserRoundSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { NO_FILTERS, useSearchPsychologists, type PsychologistFilters } from '@/features/psychologists/api/search';
import { PsychologistCard } from '@/features/psychologists/components/psychologist-card';
import { SearchFilters } from '@/features/psychologists/components/search-filters';

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

/**
 * /collaborator/app/psychologists: optional name search with 'Buscar', and the specialty, approach
 * and audience filters (domain.md §19), whose choices come from the unfiltered list.
 */
export default function PsychologistsPage() {
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<PsychologistFilters>(NO_FILTERS);
  const search = useSearchPsychologists(filters);
  const everyone = useSearchPsychologists(NO_FILTERS);
  const name = filters.name;
  const filtered = Object.values(filters).some((v) => v !== '');

  function submit(e: FormEvent) {
    e.preventDefault();
    setFilters({ ...filters, name: text.trim() });
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
    </>
  );
}
