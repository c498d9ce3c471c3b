import { Button } from '@/components/ui/button';

/** 'Carregar mais' under a list answered in pages (decision 1211); nothing on the last page. */
export function LoadMore({
  query,
  className = 'mt-4',
  errorText = 'Não foi possível carregar mais. Tente novamente.',
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  className?: string;
  /** What a failed next page says. */
  errorText?: string;
}) {
  if (!query.hasNextPage && !query.isFetchNextPageError) return null;
  return (
    <div className={`${className} grid justify-items-center gap-2`}>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          loadingText="Carregando..."
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Carregar mais
        </Button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-status-danger">
          {errorText}
        </p>
      )}
    </div>
  );
}
