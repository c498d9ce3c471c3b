import { fireEvent, screen } from '@testing-library/react';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { markAppRendered } from '@/app/route-kit';
import { bookingKeys } from '@/features/appointments/api/booking';
import { collaboratorKey } from '@/app/use-collaborator';
import { loader } from '@/routes/collaborator/psychologist-page';
import { jsonResponse, renderRoutes, storeSession } from '@/test/render-app';
import { psychologistProfile } from '@/test/fixtures';

afterEach(() => {
  queryClient.clear();
  window.history.replaceState(null, '', '/');
});

/** The page's loader, run as the router runs it for the first page of a visit at its address. */
function runLoader(params: { uuid: string }) {
  markAppRendered(false);
  window.history.replaceState(null, '', `/collaborator/app/psychologists/${params.uuid}`);
  const request = new Request(`http://localhost/collaborator/app/psychologists/${params.uuid}`);
  return loader({ params, request, context: {} } as unknown as LoaderFunctionArgs);
}

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(path)}>ir</button>;
}

/** The collaborator's API as the page reads it: Ana Alves's profile, these hours, no appointments. */
function apiAnswer(url: string, hours: unknown[], credits = 1) {
  if (url.endsWith('/psychologists/psy-a')) return jsonResponse(200, psychologistProfile('psy-a', 'Ana Alves'));
  if (url.includes('/opening-hours/')) return jsonResponse(200, hours);
  if (url.includes('/collaborators/')) return jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', credits });
  return jsonResponse(200, []);
}

function renderAt(path: string) {
  return renderRoutes([path]);
}

describe('PsychologistPage', () => {
  it("never shows the previous psychologist's profile while the next one loads", async () => {
    storeSession('collaborator');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/psychologists/psy-a')) return jsonResponse(200, psychologistProfile('psy-a', 'Ana Alves'));
      if (url.endsWith('/psychologists/psy-b')) return new Promise<Response>(() => {}); // still loading
      if (url.includes('/collaborators/')) return jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', credits: 1 });
      return jsonResponse(200, []);
    });
    renderRoutes(['/collaborator/app/psychologists/psy-a'], {
      extra: <GoTo path="/collaborator/app/psychologists/psy-b" />,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Alves' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ir' }));
    expect(await screen.findByRole('status', { name: 'Carregando...' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Ana Alves' })).toBeNull();
  });
});

describe('PsychologistPage reads before its first render', () => {
  const hours = [{ uuid: 'h1', weekDay: 1, startTime: '08:00', endTime: '09:00' }];
  const answer = (url: string) => apiAnswer(url, hours, 3);

  it('puts the profile, hours, busy slots, absences and credits in the cache, and the page does not read them again', async () => {
    storeSession('collaborator');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(String(input)));
    await runLoader({ uuid: 'psy-a' });
    expect(queryClient.getQueryData(bookingKeys.psychologist('psy-a'))).toMatchObject({ name: 'Ana Alves' });
    expect(queryClient.getQueryData(bookingKeys.hours('psy-a'))).toEqual(hours);
    expect(queryClient.getQueryData(bookingKeys.busy('psy-a'))).toEqual([]);
    expect(queryClient.getQueryData(bookingKeys.absences('psy-a'))).toEqual([]);
    expect(queryClient.getQueryData(collaboratorKey('collaborator-uuid'))).toMatchObject({ credits: 3 });
    expect(fetch).toHaveBeenCalledTimes(5);

    renderAt('/collaborator/app/psychologists/psy-a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Alves' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Agendar sessão' })).toBeTruthy();
    // the busy slots were read just now: opening the page does not read them a second time
    const busyReads = fetch.mock.calls.filter(([url]) => String(url).includes('/confirmed/psy-a'));
    expect(busyReads).toHaveLength(1);
    const absenceReads = fetch.mock.calls.filter(([url]) => String(url).includes('/psy-a/absences'));
    expect(absenceReads).toHaveLength(1);
  });

  it('reads nothing without a session', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await runLoader({ uuid: 'psy-a' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('PsychologistPage without opening hours', () => {
  it('says the psychologist has no hours yet, with no date field to fill in', async () => {
    storeSession('collaborator');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => apiAnswer(String(input), []));
    renderAt('/collaborator/app/psychologists/psy-a');
    expect(await screen.findByText(/Este psicólogo ainda não tem horários de atendimento/)).toBeTruthy();
    expect(screen.queryByLabelText('Data da sessão')).toBeNull();
    expect(screen.queryByText('Nenhum horário disponível nesta data.')).toBeNull();
  });
});
