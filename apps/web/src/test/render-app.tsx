import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { appRoutes } from '@/app/app-routes';
import type { Role } from '@/lib/roles';
import { sessionKey, type Session } from '@/lib/session';

/** Exposes the current path so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * The whole app's route table on an in-memory router with this history (on its last entry, or on
 * `index`); `extra` renders beside the pages, inside the router and the root providers.
 */
export function renderRoutes(entries: string[], { extra, index }: { extra?: ReactNode; index?: number } = {}) {
  const router = createMemoryRouter(appRoutes(extra), {
    initialEntries: entries,
    initialIndex: index ?? entries.length - 1,
  });
  return render(<RouterProvider router={router} />);
}

/** Renders the whole app at `path` with an in-memory router. */
export function renderApp(path: string) {
  return renderRoutes([path], { extra: <LocationProbe /> });
}

export function storeSession(role: Role, user: Record<string, unknown> = {}, token = `token-${role}`): Session {
  const session = { uuid: `${role}-uuid`, token, user: { uuid: `${role}-uuid`, name: 'Maria Teste', ...user } };
  localStorage.setItem(sessionKey(role), JSON.stringify(session));
  return session;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
