import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  errorMessage,
  setUnauthorizedHandler,
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
