import { fireEvent, screen, waitFor } from '@testing-library/react';
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
});
