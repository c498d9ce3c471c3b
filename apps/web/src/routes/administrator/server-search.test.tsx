import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';
import { listedCompany } from '@/test/fixtures';

// The administrator's search boxes ask the server (`?q=`, decision 1211): a search finds rows
// not loaded yet, the paging starts again from the first page, and the answer replaces the list.

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const psychologist = (uuid: string, name: string) => ({
  uuid,
  name,
  document: '52998224725',
  crp: '06/123456',
  email: `${uuid}@gmail.com`,
  complianceStatus: 'approved',
  createdAt: '2026-11-20T10:00:00.000-03:00',
});

const withNext = (body: unknown, cursor: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', Link: `</api/x?cursor=${cursor}>; rel="next"` },
  });

/** Records every GET's path and query; `answer` replies by them. */
function serve(answer: (path: string, params: URLSearchParams) => Response) {
  const calls: { path: string; params: URLSearchParams }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, params: url.searchParams });
    return answer(url.pathname, url.searchParams);
  });
  return calls;
}

/** Types the text one key at a time, as a person does. */
function type(box: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
}

describe('Empresas: the search box asks the server', () => {
  it('sends q once typing pauses, from the first page, and shows only the answer', async () => {
    const calls = serve((path, params) => {
      if (path !== '/api/companies') return jsonResponse(200, []);
      if (params.get('q') === 'zeta') return jsonResponse(200, [listedCompany('c9', 'Zeta Saúde')]);
      if (params.get('cursor')) return jsonResponse(200, [listedCompany('c3', 'Gama')]);
      return withNext([listedCompany('c1', 'Alfa'), listedCompany('c2', 'Beta')], 'YzI');
    });
    storeSession('administrator');
    renderApp('/administrator/app/companies');
    const table = await screen.findByRole('table', { name: 'Empresas' }, { timeout: 15_000 });
    expect(within(table).getByText('Alfa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await within(table).findByText('Gama');

    type(screen.getByLabelText('Filtrar empresas'), 'zeta');
    // 'Zeta Saúde' was in no loaded page: only the server could find it.
    await within(table).findByText('Zeta Saúde');
    await waitFor(() => expect(within(table).queryByText('Alfa')).toBeNull());
    expect(within(table).queryByText('Gama')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    const searches = calls.filter((c) => c.path === '/api/companies' && c.params.has('q'));
    // One request for the word typed, none per key, and no cursor: a new search starts again.
    expect(searches.map((c) => c.params.get('q'))).toEqual(['zeta']);
    expect(searches[0].params.get('cursor')).toBeNull();
  });

  it('says nothing was found for a search with no answer, and clearing it lists every company', async () => {
    const calls = serve((path, params) => {
      if (path !== '/api/companies') return jsonResponse(200, []);
      if (params.get('q')) return jsonResponse(200, []);
      return jsonResponse(200, [listedCompany('c1', 'Alfa')]);
    });
    storeSession('administrator');
    renderApp('/administrator/app/companies');
    await screen.findByRole('table', { name: 'Empresas' }, { timeout: 15_000 });
    type(screen.getByLabelText('Filtrar empresas'), 'nada');
    expect(await screen.findByText('Nenhum resultado para este filtro.')).toBeTruthy();
    expect(screen.queryByText('Nenhuma empresa foi encontrada')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    const table = await screen.findByRole('table', { name: 'Empresas' });
    expect(within(table).getByText('Alfa')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/companies').map((c) => c.params.get('q'))).toEqual(
      [null, 'nada', null],
    );
  });
});

describe('Psicólogos: the search box asks the server', () => {
  it('sends q and replaces the list with the answer', async () => {
    const calls = serve((path, params) => {
      if (path !== '/api/psychologists') return jsonResponse(200, []);
      if (params.get('q') === '06/999')
        return jsonResponse(200, [psychologist('p9', 'helena dias')]);
      return withNext([psychologist('p1', 'ana lima'), psychologist('p2', 'bruno reis')], 'cDI');
    });
    storeSession('administrator');
    renderApp('/administrator/app/psychologists');
    const table = await screen.findByRole('table', { name: 'Psicólogos' }, { timeout: 15_000 });
    expect(within(table).getByText('Ana Lima')).toBeTruthy();
    type(screen.getByLabelText('Filtrar psicólogos'), '06/999');
    await within(table).findByText('Helena Dias');
    await waitFor(() => expect(within(table).queryByText('Ana Lima')).toBeNull());
    const searches = calls.filter((c) => c.path === '/api/psychologists' && c.params.has('q'));
    expect(searches.map((c) => c.params.get('q'))).toEqual(['06/999']);
  });
});

describe("A sector's collaborators: the search box asks the server", () => {
  it('sends q for the sector and replaces its collaborators with the answer', async () => {
    const person = (uuid: string, name: string) => ({
      uuid,
      name,
      document: '52998224725',
      email: `${uuid}@empresa.com.br`,
      phone: '11987654321',
      birthdate: '1990-01-01',
      gender: 'female',
      credits: 0,
      sectorUuid: 's1',
      companyUuid: 'c1',
      createdAt: '2026-11-20T10:00:00.000-03:00',
      invitationStatus: 'accepted',
    });
    const sector = (collaborators: unknown[]) => ({
      uuid: 's1',
      name: 'Financeiro',
      companyUuid: 'c1',
      createdAt: '2026-11-20T10:00:00.000-03:00',
      company: { uuid: 'c1', name: 'Alfa' },
      collaboratorsCount: 300,
      collaborators,
    });
    const calls = serve((path, params) => {
      if (path === '/api/sectors/s1') {
        if (params.get('q') === 'zuleica') return jsonResponse(200, sector([person('k9', 'zuleica prado')]));
        return withNext(sector([person('k1', 'ana souza'), person('k2', 'bia costa')]), 'azI');
      }
      if (path === '/api/companies/c1')
        return jsonResponse(200, { ...listedCompany('c1', 'Alfa'), sectors: [] });
      return jsonResponse(200, []);
    });
    storeSession('administrator');
    renderApp('/administrator/app/companies/c1/s1');
    const table = await screen.findByRole(
      'table',
      { name: 'Colaboradores do setor Financeiro' },
      { timeout: 15_000 },
    );
    expect(within(table).getByText('Ana Souza')).toBeTruthy();
    type(screen.getByLabelText('Filtrar colaboradores'), 'zuleica');
    await within(table).findByText('Zuleica Prado');
    await waitFor(() => expect(within(table).queryByText('Ana Souza')).toBeNull());
    const searches = calls.filter((c) => c.path === '/api/sectors/s1' && c.params.has('q'));
    expect(searches.map((c) => [c.params.get('q'), c.params.get('cursor')])).toEqual([
      ['zuleica', null],
    ]);
  });
});
