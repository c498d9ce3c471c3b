import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { psychologistAdminKeys } from '@/features/psychologists/api/admin';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';

afterEach(() => queryClient.clear());

const UUID = '7b1c2f4e-9a3d-4c56-8e21-0f9d3a6b5c47';
const psychologist = {
  uuid: UUID,
  name: 'marina teixeira',
  document: '12345678909',
  crp: '06123456',
  email: 'marina@gmail.com',
  phone: '11987654321',
  avatarUrl: null,
  complianceStatus: 'approved',
  education: '',
  careerHistory: '',
  hostMessage: '',
  specialties: [],
  approach: [],
  targetAudience: [],
};

describe('PsychologistReportPage', () => {
  it("after 'Excluir psicólogo' it asks nothing more about the deleted psychologist", async () => {
    storeSession('administrator');
    let deleted = false;
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url.includes(UUID)) {
        if (method === 'DELETE') {
          deleted = true;
          return new Response(null, { status: 204 });
        }
        if (deleted) return jsonResponse(404, { message: 'Psicólogo não encontrado' });
        if (url.includes('/crp-card/')) return jsonResponse(200, null); // no card on file (decision 1406)
        return url.includes('/last-month/')
          ? jsonResponse(200, [])
          : jsonResponse(200, psychologist);
      }
      return jsonResponse(200, []); // the list, and anything else
    });

    renderApp(`/administrator/app/psychologists/${UUID}/reports`);
    expect(await screen.findByRole('heading', { name: 'Sobre Marina Teixeira' })).toBeTruthy();
    expect(await screen.findByText('Nenhum atendimento mês passado.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir psicólogo' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/administrator/app/psychologists'),
    );
    expect(await screen.findByText('Nenhum psicólogo foi encontrado')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50)); // any late refetch would have started

    const afterDelete = calls.slice(calls.findIndex((c) => c.startsWith('DELETE')) + 1);
    expect(afterDelete.filter((c) => c.includes(UUID))).toEqual([]);
    expect(afterDelete.some((c) => /^GET \S+\/psychologists$/.test(c))).toBe(true); // the list is fresh
    // Its data left the cache (what may remain is an empty, unobserved entry of the page's last render).
    expect(queryClient.getQueryData(psychologistAdminKeys.one(UUID))).toBeUndefined();
    // Every month's list of appointments (decision 1179) too.
    const months = queryClient.getQueriesData({ queryKey: psychologistAdminKeys.lastMonth(UUID) });
    expect(months.filter(([, data]) => data !== undefined)).toEqual([]);
  });

  it("'Atendimentos de' loads the month's next page with 'Carregar mais' (decision 1211)", async () => {
    storeSession('administrator');
    const visit = (uuid: string, name: string, date: string) => ({
      uuid,
      status: 'confirmed',
      date,
      startsAt: `${date}T09:00:00.000-03:00`,
      endsAt: `${date}T09:50:00.000-03:00`,
      collaboratorUuid: `c-${uuid}`,
      psychologistUuid: UUID,
      collaborator: {
        uuid: `c-${uuid}`,
        name,
        email: `${uuid}@empresa.com.br`,
        phone: '11987654321',
      },
      psychologist: { name: 'marina teixeira', avatarUrl: null },
      openingHour: { uuid: `h-${uuid}`, startTime: '09:00:00', endTime: '09:50:00' },
    });
    const months: URLSearchParams[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.includes('/last-month/')) {
        months.push(url.searchParams);
        if (url.searchParams.get('cursor') === 'YTI')
          return jsonResponse(200, [visit('a3', 'carla dias', '2026-10-20')]);
        return new Response(
          JSON.stringify([
            visit('a1', 'ana souza', '2026-10-05'),
            visit('a2', 'bia lima', '2026-10-12'),
          ]),
          {
            status: 200,
            headers: {
              'Content-Type': 'application/json',
              Link: `<${url.pathname}?month=${url.searchParams.get('month')}&cursor=YTI>; rel="next"`,
            },
          },
        );
      }
      if (url.pathname.includes('/crp-card/')) return jsonResponse(200, null); // decision 1406
      if (url.pathname.endsWith(UUID)) return jsonResponse(200, psychologist);
      return jsonResponse(200, []);
    });
    renderApp(`/administrator/app/psychologists/${UUID}/reports`);
    const list = await screen.findByRole('list', { name: /^Atendimentos de/ }, { timeout: 15_000 });
    expect(within(list).getByText('Ana Souza')).toBeTruthy();
    expect(within(list).queryByText('Carla Dias')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByText('Carla Dias')).toBeTruthy();
    expect(within(list).getByText('Ana Souza')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull());
    // The second page is the same month's, after the first page's cursor.
    expect(months.map((p) => [p.get('month'), p.get('cursor')])).toEqual([
      [months[0].get('month'), null],
      [months[0].get('month'), 'YTI'],
    ]);
    expect(months[0].get('month')).toMatch(/^\d{4}-\d{2}$/);
  });
});
