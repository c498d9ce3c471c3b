import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  EARLY_MAX_AGE_MS,
  errorMessage,
  setUnauthorizedHandler,
  startEarlyGets,
} from '@/lib/api';
import { getSession, setSession } from '@/lib/session';
import { jsonResponse } from '@/test/render-app';

const headersOf = (init: RequestInit | undefined) =>
  (init?.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    setSession('company', { uuid: 'c', token: 'company-token', user: { uuid: 'c' } });
    setSession('administrator', { uuid: 'a', token: 'admin-token', user: { uuid: 'a' } });
  });

  it('sends the token of the area in the address, not another role’s', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(200, { ok: true }));
    window.history.pushState({}, '', '/company/app/sectors');
    await api.get('/sectors');
    expect(headersOf(fetchMock.mock.calls[0][1]).Authorization).toBe('Bearer company-token');
    window.history.pushState({}, '', '/administrator/app/companies');
    await api.post('/companies', { name: 'X' });
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/companies');
    expect(headersOf(init).Authorization).toBe('Bearer admin-token');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    window.history.pushState({}, '', '/');
    await api.get('/health', { query: { a: 1, b: '', c: undefined } });
    expect(fetchMock.mock.calls[2][0]).toBe('/api/health?a=1');
    expect(headersOf(fetchMock.mock.calls[2][1]).Authorization).toBeUndefined();
  });

  it('sends no token from an area’s public screens (sign-up with a psychologist still signed in)', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(201, { uuid: 'p2' }));
    setSession('psychologist', { uuid: 'p', token: 'psy-token', user: { uuid: 'p' } });
    window.history.pushState({}, '', '/psychologist/auth/sign-up');
    await api.post('/psychologists', { name: 'Nova' });
    expect(headersOf(fetchMock.mock.calls[0][1]).Authorization).toBeUndefined();
    window.history.pushState({}, '', '/psychologist/app/profile');
    await api.get('/psychologists/p');
    expect(headersOf(fetchMock.mock.calls[1][1]).Authorization).toBe('Bearer psy-token');
  });

  it('on 401 clears that area’s session and sends it to its sign-in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Não autenticado' }),
    );
    window.history.pushState({}, '', '/company/app/sectors');
    await expect(api.get('/sectors')).rejects.toMatchObject({
      status: 401,
      message: 'Não autenticado',
    });
    expect(getSession('company')).toBeNull();
    expect(getSession('administrator')).not.toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith('company', 'Não autenticado');
  });

  it('does not redirect on a 401 from a sign-in address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'E-mail ou senha inválidos',
      }),
    );
    window.history.pushState({}, '', '/company/auth/sign-in');
    await expect(api.post('/companies/sign-in', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getSession('company')).not.toBeNull();
  });

  it('carries the server message; errorMessage falls back when there is none', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'E-mail já cadastrado' }),
      )
      .mockResolvedValueOnce(new Response('', { status: 500 }));
    const first = await api.post('/administrators', {}).catch((e: unknown) => e);
    expect(errorMessage(first, 'Erro ao adicionar administrador')).toBe('E-mail já cadastrado');
    const second = await api.delete('/administrators/1').catch((e: unknown) => e);
    expect(second).toMatchObject({ status: 500 });
    expect(errorMessage(second, 'Erro ao deletar administrador')).toBe(
      'Erro ao deletar administrador',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toBe('x');
  });

  it('uploads multipart without setting the content type', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { uuid: 'p' }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.upload('/psychologists/avatar/p', form);
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });
});

describe('early reads of the booking page', () => {
  const uuid = '3f1c2a9e-0000-4000-8000-000000000001';
  const path = `/collaborator/app/psychologists/${uuid}`;
  beforeEach(() => {
    vi.restoreAllMocks();
    setSession('collaborator', { uuid: 'c1', token: 'collab-token', user: { uuid: 'c1' } });
    window.history.pushState({}, '', path);
  });

  it('starts its four reads with the session token, each handed once to the same GET', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) => jsonResponse(200, { url }));
    startEarlyGets(path);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/psychologists/${uuid}`,
      `/api/opening-hours/psychologist/${uuid}`,
      `/api/appointments/psychologists/confirmed/${uuid}`,
      '/api/collaborators/c1', // the signed-in collaborator's own record (credits)
    ]);
    expect(headersOf(fetchMock.mock.calls[0][1]).Authorization).toBe('Bearer collab-token');
    await expect(api.get(`/psychologists/${uuid}`)).resolves.toEqual({
      url: `/api/psychologists/${uuid}`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await api.get(`/psychologists/${uuid}`); // the second read asks the server again
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await api.get('/collaborators/c1', { signal: new AbortController().signal }); // handed, with a signal too
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('starts nothing on other pages or without a session, and hands nothing old or of another token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(200, {}));
    startEarlyGets('/collaborator/app/dashboard');
    startEarlyGets(`/company/app/psychologists/${uuid}`);
    expect(fetchMock).not.toHaveBeenCalled();

    startEarlyGets(path);
    setSession('collaborator', { uuid: 'c1', token: 'new-token', user: { uuid: 'c1' } });
    await api.get(`/psychologists/${uuid}`);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(headersOf(fetchMock.mock.calls[4][1]).Authorization).toBe('Bearer new-token');

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now); // a fixed clock: no millisecond ticks by between the two reads
    startEarlyGets(path);
    clock.mockReturnValue(now + EARLY_MAX_AGE_MS + 1);
    await api.get(`/opening-hours/psychologist/${uuid}`);
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });
});
