import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const appointment = (uuid: string, status: string, endedHoursAgo: number) => ({
  uuid,
  status,
  date: hoursAgo(endedHoursAgo).slice(0, 10),
  startsAt: hoursAgo(endedHoursAgo + 1),
  endsAt: hoursAgo(endedHoursAgo),
  collaboratorUuid: 'collaborator-uuid',
  psychologistUuid: 'psy',
  collaborator: { uuid: 'collaborator-uuid', name: 'Maria Teste', email: '', phone: '' },
  psychologist: { uuid: 'psy', name: 'Helena Duarte', avatarUrl: null },
  openingHour: { uuid: 'h', startTime: '10:00:00', endTime: '10:50:00' },
});

describe("'Contestar' on the history (domain.md §17)", () => {
  // The page's lazy chunks load slowly in jsdom on a shared machine: generous waits.
  it(
    'shows only within 48 h of a realised or no-show session, asks a reason and shows the server refusal',
    { timeout: 40_000 },
    async () => {
      storeSession('collaborator', { credits: 1 });
      const posts: { url: string; body: unknown }[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const url = String(input);
        if (init?.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return jsonResponse(409, { statusCode: 409, message: 'Esta sessão já foi contestada' });
        }
        if (url.includes('/appointments/collaborators/'))
          return jsonResponse(200, [
            appointment('a-no-show', 'no_show_collaborator', 2),
            appointment('a-old', 'confirmed', 60),
            appointment('a-absent', 'no_show_psychologist', 2),
          ]);
        if (url.endsWith('/disputes')) return jsonResponse(200, []);
        if (url.includes('/collaborators/'))
          return jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', credits: 1 });
        return jsonResponse(200, []);
      });
      renderApp('/collaborator/app/appointments-history');
      const buttons = await screen.findAllByRole(
        'button',
        { name: /^Contestar sessão/ },
        { timeout: 20_000 },
      );
      expect(buttons).toHaveLength(1); // not 60 h later, not for the psychologist's absence
      expect(screen.getByText('Não compareceu')).toBeTruthy();
      expect(screen.getByText('Psicólogo ausente')).toBeTruthy();

      fireEvent.click(buttons[0]!);
      const send = await screen.findByRole('button', { name: 'Enviar contestação' });
      fireEvent.click(send);
      expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
      expect(posts).toEqual([]);

      fireEvent.change(screen.getByLabelText(/O que aconteceu\?/), {
        target: { value: 'Eu entrei na sala e esperei.' },
      });
      fireEvent.click(send);
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0]!.url).toBe('/api/appointments/a-no-show/dispute');
      expect(posts[0]!.body).toEqual({ reason: 'Eu entrei na sala e esperei.' });
      expect(await screen.findByText('Esta sessão já foi contestada')).toBeTruthy();
    },
  );

  it(
    "an open dispute reads 'Contestação em análise' with no second 'Contestar'; a decided one its outcome and justification (decision 1412)",
    { timeout: 40_000 },
    async () => {
      storeSession('collaborator', { credits: 1 });
      const dispute = (appointmentUuid: string, status: string, resolutionNote: string | null) => ({
        uuid: `d-${appointmentUuid}`,
        appointmentUuid,
        reason: 'A psicóloga não entrou.',
        status,
        resolutionNote,
        resolvedAt: resolutionNote ? hoursAgo(1) : null,
        createdAt: hoursAgo(1),
        appointmentStatus: status === 'refunded' ? 'refunded_by_administrator' : 'confirmed',
      });
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = String(input);
        if (url.includes('/appointments/collaborators/'))
          return jsonResponse(200, [
            appointment('a-open', 'confirmed', 2),
            appointment('a-kept', 'confirmed', 3),
            appointment('a-refunded', 'refunded_by_administrator', 4),
          ]);
        if (url.endsWith('/collaborator-uuid/disputes'))
          return jsonResponse(200, [
            dispute('a-open', 'open', null),
            dispute('a-kept', 'kept', 'As duas pessoas ficaram 50 minutos na sala.'),
            dispute('a-refunded', 'refunded', 'A psicóloga não entrou na sala.'),
          ]);
        if (url.includes('/collaborators/'))
          return jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', credits: 1 });
        return jsonResponse(200, []);
      });
      renderApp('/collaborator/app/appointments-history');
      expect(
        await screen.findByRole('group', { name: 'Contestação em análise' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: /^Contestar sessão/ })).toHaveLength(0);
      const kept = screen.getByRole('group', { name: 'Contestação não aceita' });
      expect(kept.textContent).toContain('O registro da sessão foi mantido.');
      expect(kept.textContent).toContain(
        'Justificativa da administração: As duas pessoas ficaram 50 minutos na sala.',
      );
      const refunded = screen.getByRole('group', { name: 'Contestação aceita' });
      expect(refunded.textContent).toContain('O crédito desta sessão foi devolvido ao seu saldo.');
      expect(refunded.textContent).toContain('A psicóloga não entrou na sala.');
    },
  );
});
