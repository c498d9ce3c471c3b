import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderRoutes, storeSession } from '@/test/render-app';
import { bookingReturn, forgetBookingReturn } from '../return-to';
import { psychologistProfile } from '@/test/fixtures';

const PSY = '11111111-2222-4333-8444-555555555555';
afterEach(() => {
  queryClient.clear();
  forgetBookingReturn();
});

// Every day at 23:00: a free slot is always ahead, whatever day the test runs.
const hours = Array.from({ length: 7 }, (_, d) => ({
  uuid: `h${d}`,
  dayOfWeek: d,
  startTime: '23:00:00',
  endTime: '23:50:00',
}));

function renderPage(me: Record<string, unknown>) {
  storeSession('collaborator');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith(`/psychologists/${PSY}`))
      return jsonResponse(200, psychologistProfile(PSY, 'Ana Alves'));
    if (url.includes('/opening-hours/')) return jsonResponse(200, hours);
    if (url.includes('/collaborators/'))
      return jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', ...me });
    return jsonResponse(200, []);
  });
  return renderRoutes([`/collaborator/app/psychologists/${PSY}`]);
}

describe('booking without dead ends', () => {
  it('shows the radar lock with "Responder o radar" before any slot, when the radar was never sent', async () => {
    renderPage({ credits: 2, hasSentForm: false });
    // The first render loads the page's lazy chunks: slow on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'Ana Alves' }, { timeout: 15_000 });
    const lock = await screen.findByRole(
      'region',
      { name: 'Agendamento bloqueado' },
      { timeout: 10_000 },
    );
    expect(within(lock).getByRole('link', { name: 'Responder o radar' }).getAttribute('href')).toBe(
      '/collaborator/app/well-being-radar',
    );
    expect(screen.queryByRole('list', { name: 'Horários' })).toBeNull();
  });

  it('with no credit offers "Comprar créditos" in place of the confirmation, remembering the day', async () => {
    renderPage({ credits: 0, hasSentForm: true });
    const slots = await screen.findByRole('list', { name: 'Horários' });
    fireEvent.click(within(slots).getAllByRole('button', { name: /Livre$/ })[0]);
    const confirm = await screen.findByRole('region', { name: 'Confirmação do agendamento' });
    expect(within(confirm).queryByRole('button', { name: 'Confirmar agendamento' })).toBeNull();
    const buy = within(confirm).getByRole('link', { name: 'Comprar créditos' });
    expect(buy.getAttribute('href')).toBe('/collaborator/app/credits');
    fireEvent.click(buy);
    expect(bookingReturn()).toMatch(
      new RegExp(`^/collaborator/app/psychologists/${PSY}\\?date=\\d{4}-\\d{2}-\\d{2}$`),
    );
  });

  it('keeps only a booking page of this app as the way back', () => {
    sessionStorage.setItem('acolher.booking.returnTo', 'https://example.com/');
    expect(bookingReturn()).toBeUndefined();
  });
});
