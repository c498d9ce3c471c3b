import { useQuery } from '@tanstack/react-query';
import type { TDeclarationFacts } from '@acolher/contracts/answers/declarations';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /declarations/{code}, anonymous (decision 1375); 404 and 429 are answers, not hiccups. */
export function useDeclarationCheck(code: string) {
  return useQuery({
    queryKey: queryKeys.declarations.check(code),
    queryFn: ({ signal }) =>
      api.get<TDeclarationFacts>(`/declarations/${encodeURIComponent(code)}`, { signal }),
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [404, 429].includes(error.status)),
  });
}
