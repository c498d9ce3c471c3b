import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeclarationFacts } from '@acolher/contracts/answers/declarations';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /declarations/{code}, anonymous (decision 1375); 404 and 429 are answers, not hiccups. */
const declarationCheckQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.declarations.check(code),
    queryFn: ({ signal }) =>
      api.get<TDeclarationFacts>(`/declarations/${encodeURIComponent(code)}`, { signal }),
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [404, 429].includes(error.status)),
  });

export function useDeclarationCheck(code: string) {
  return useQuery(declarationCheckQuery(code));
}
