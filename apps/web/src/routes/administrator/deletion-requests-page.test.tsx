import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDeletionRequest } from '@acolher/contracts/answers/account';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';

afterEach(() => queryClient.clear());

const request = (over: Partial<TDeletionRequest>): TDeletionRequest => ({
  uuid: 'r1',
  role: 'collaborator',
  accountUuid: 'a1',
  name: 'ana souza',
  email: 'ana@empresa-demo.com.br',
  requestedAt: '2026-11-24T13:30:00.000Z',
  status: 'open',
  ...over,
});

describe('Solicitações de exclusão', () => {
  it('lists the requests and deletes an account after confirming', async () => {
    let list = [
      request({}),
      request({
        uuid: 'r2',
        name: 'helena dias',
        role: 'psychologist',
        email: 'h@gmail.com',
        status: 'done',
      }),
    ];
    const posts: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') {
        posts.push(url);
        list = list.map((r) => (url.includes(r.uuid) ? { ...r, status: 'done' } : r));
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, url === '/api/account/deletion-requests' ? list : []);
    });
    storeSession('administrator');
    renderApp('/administrator/app/deletion-requests');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Solicitações de exclusão' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Solicitações de exclusão' });
    const ana = within(table).getByRole('row', { name: /Ana Souza/ });
    expect(ana.textContent).toContain('ana@empresa-demo.com.br');
    expect(ana.textContent).toContain('Colaborador');
    expect(ana.textContent).toContain('24/11/2026');
    expect(ana.textContent).toContain('Aberta');
    const helena = within(table).getByRole('row', { name: /Helena Dias/ });
    expect(helena.textContent).toContain('Concluída');
    expect(within(helena).queryByRole('button')).toBeNull();

    fireEvent.click(within(ana).getByRole('button', { name: 'Excluir conta de Ana Souza' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir conta' });
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() => expect(posts).toEqual(['/api/account/deletion-requests/r1/complete']));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryAllByRole('button', { name: /Excluir conta/ }),
      ).toHaveLength(0),
    );
  });

  it('has an empty text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    storeSession('administrator');
    renderApp('/administrator/app/deletion-requests');
    expect(
      await screen.findByText('Nenhuma solicitação de exclusão.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
