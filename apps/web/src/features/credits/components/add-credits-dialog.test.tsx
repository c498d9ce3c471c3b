import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddCreditsDialog } from './add-credits-dialog';
import { toast } from '@/lib/toast';
import { jsonResponse, storeSession } from '@/test/render-app';

afterEach(() => vi.restoreAllMocks());

async function grantTo(collaboratorsCount: number) {
  storeSession('administrator');
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    jsonResponse(200, { credits: 2, collaboratorsCount }),
  );
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const warning = vi.spyOn(toast, 'warning').mockImplementation(() => {});
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddCreditsDialog
        target={{ kind: 'sector', uuid: 'sector-uuid', name: 'Vendas' }}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(/Quantidade de créditos/), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  return { success, warning };
}

describe('AddCreditsDialog', () => {
  it('tells how many collaborators received the credits', async () => {
    const { success, warning } = await grantTo(3);
    expect(success).toHaveBeenCalledWith('Créditos adicionados com sucesso', {
      description: '3 colaboradores receberam 2 créditos cada.',
    });
    expect(warning).not.toHaveBeenCalled();
  });

  it('warns instead of reporting success when nobody received them', async () => {
    const { success, warning } = await grantTo(0);
    expect(success).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith('Nenhum colaborador ativo recebeu créditos.', {
      description: 'Cadastre colaboradores antes de adicionar créditos.',
    });
  });
});
