import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api';

type RecordErrorProps = {
  /** The page's heading while it has no record to name it. */
  title: string;
  back: ReactNode;
  query: { error: unknown; isRefetching?: boolean; refetch: () => unknown };
  /** What to say when the record is gone (404) or its address is not one (400). */
  notFound: { title: string; description: string };
};

/** A record's page (a company, a sector) when its record did not load: gone, or an error with retry. */
export function RecordError({ title, back, query, notFound }: RecordErrorProps) {
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <>
      <PageHeader title={title} back={back} />
      {missing ? (
        <ErrorState title={notFound.title} description={notFound.description} />
      ) : (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      )}
    </>
  );
}
