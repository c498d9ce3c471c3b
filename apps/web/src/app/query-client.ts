import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** A client error (4xx) will not change on a second try; a network or server error may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError)
    return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
