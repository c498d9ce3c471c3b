import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';
import { listedCompany } from '@/test/fixtures';

// A failed 'Carregar mais' (decision 1211) keeps the rows already shown, says so under them and
// offers the button again; only a list whose first page failed shows the error screen.

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const withNext = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', Link: '</api/x?cursor=YzI>; rel="next"' },
  });
const failure = () => jsonResponse(500, { statusCode: 500, message: 'Erro interno' });

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const appointment = (uuid: string, days: number) => ({
  uuid,
  status: 'pending',
  date: inDays(days).slice(0, 10),
  startsAt: inDays(days),
  endsAt: inDays(days),
  collaboratorUuid: 'collaborator-uuid',
  psychologistUuid: 'psy',
  collaborator: { uuid: 'collaborator-uuid', name: 'Maria Teste', email: '', phone: '' },
  psychologist: { uuid: 'psy', name: 'Helena Duarte', avatarUrl: null },
  openingHour: { uuid: 'h', startTime: '10:00:00', endTime: '10:50:00' },
});

/** Answers the first page, fails every next page until `heal()`; counts the next-page calls. */
function serve(
  listPath: string,
  firstPage: unknown,
  nextPage: unknown,
  other: (url: URL) => Response,
) {
  let healed = false;
  const nextCalls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith(listPath)) return other(url);
    if (!url.searchParams.get('cursor')) return withNext(firstPage);
    nextCalls.push(url.search);
    return healed ? jsonResponse(200, nextPage) : failure();
  });
  return { nextCalls, heal: () => (healed = true) };
}

describe("a failed 'Carregar mais'", () => {
  it("keeps the administrator's companies and loads the next page on a second try", async () => {
    const server = serve(
      '/api/companies',
      [listedCompany('c1', 'Alfa'), listedCompany('c2', 'Beta')],
      [listedCompany('c3', 'Gama')],
      () => jsonResponse(200, []),
    );
    storeSession('administrator');
    renderApp('/administrator/app/companies');
    const table = await screen.findByRole('table', { name: 'Empresas' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível carregar mais. Tente novamente.',
    );
    expect(within(table).getByText('Alfa')).toBeTruthy();
    expect(within(table).getByText('Beta')).toBeTruthy();
    server.heal();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(table).findByText('Gama')).toBeTruthy();
    expect(within(table).getByText('Alfa')).toBeTruthy();
    expect(server.nextCalls.length).toBeGreaterThanOrEqual(2);
  }, 40_000);

  it("keeps the collaborator's history shown", async () => {
    serve(
      '/api/appointments/collaborators/',
      [appointment('a1', 3), appointment('a2', 4)],
      [appointment('a3', 5)],
      // The history's cards also read the person's disputes (decision 1412): none here.
      (url) =>
        url.pathname.endsWith('/disputes')
          ? jsonResponse(200, [])
          : jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', credits: 1 }),
    );
    storeSession('collaborator', { credits: 1 });
    renderApp('/collaborator/app/appointments-history');
    const more = await screen.findByRole('button', { name: 'Carregar mais' }, { timeout: 20_000 });
    const before = screen.getAllByText('Helena Duarte').length;
    expect(before).toBeGreaterThanOrEqual(2);
    fireEvent.click(more);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/carregar mais/i));
    expect(screen.getAllByText('Helena Duarte')).toHaveLength(before);
    expect(screen.queryByRole('button', { name: /tentar novamente/i })).toBeNull();
  }, 40_000);
});
