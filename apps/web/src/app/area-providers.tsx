import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/app/query-client';
import { useSessionStore } from '@/app/use-session';
import type { Role } from '@/lib/roles';

/**
 * Wraps an area's signed-in pages (and the psychologist sign-up). TanStack Query lives here, not at the
 * root, so the landing and sign-in pages stay light. When the area's session ends (Sair, 401, sign-in
 * opened) or the area is left, the cache is emptied so the next account never sees the previous one's data.
 */
export default function AreaProviders({ role, children }: { role: Role; children: ReactNode }) {
  const { sessions } = useSessionStore();
  const signedIn = !!sessions[role];
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries();
  }, [signedIn]);
  useEffect(() => () => queryClient.removeQueries(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
