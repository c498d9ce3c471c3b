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
  /** The answers that mean 'gone' (a company's own area adds 403: another company's sector). */
  notFoundStatuses?: number[];
};

/** A record's page (a company, a sector) when its record did not load: gone, or an error with retry. */
export function RecordError({
  title,
  back,
  query,
  notFound,
  notFoundStatuses = [400, 404],
}: RecordErrorProps) {
  const missing = query.error instanceof ApiError && notFoundStatuses.includes(query.error.status);
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
