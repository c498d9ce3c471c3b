import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import type { Role } from '@/lib/roles';
import { sessionKey, type Session } from '@/lib/session';

/** Exposes the current path so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the whole app at `path` with an in-memory router. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
}

export function storeSession(role: Role, user: Record<string, unknown> = {}, token = `token-${role}`): Session {
  const session = { uuid: `${role}-uuid`, token, user: { uuid: `${role}-uuid`, name: 'Maria Teste', ...user } };
  localStorage.setItem(sessionKey(role), JSON.stringify(session));
  return session;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
