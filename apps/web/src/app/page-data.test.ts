import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_WAIT_MS, pageData } from '@/app/page-data';
import { queryClient } from '@/app/query-client';
import { markAppRendered } from '@/app/route-kit';
import { storeSession } from '@/test/render-app';
import { ApiError } from '@/lib/api';
import { pagedQuery } from '@/lib/paged-query';

afterEach(() => {
  queryClient.clear();
  markAppRendered(false);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

const args = (params: Record<string, string>, url = 'http://localhost/') =>
  ({ params, request: new Request(url), context: {} }) as unknown as LoaderFunctionArgs;

/** A read whose answer comes when the test says so. */
function slowRead(key: string) {
  let answer!: (value: string) => void;
  const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  return {
    options: queryOptions({ queryKey: [key], queryFn }),
    queryFn,
    answer: (v: string) => answer(v),
  };
}

describe('a page loader (decision 1330)', () => {
  it('on the first page of a visit waits for the reads, given the params and the session', async () => {
    storeSession('collaborator');
    window.history.replaceState(null, '', '/collaborator/app/psychologists/p1');
    const read = slowRead('profile');
    const reads = vi.fn(() => [read.options]);
    let done = false;
    const loading = Promise.resolve(pageData('collaborator', reads)(args({ uuid: 'p1' }))).then(
      () => (done = true),
    );
    await vi.waitFor(() => expect(read.queryFn).toHaveBeenCalled());
    expect(reads).toHaveBeenCalledWith(
      { uuid: 'p1' },
      expect.objectContaining({ uuid: 'collaborator-uuid' }),
      expect.any(URLSearchParams),
    );
    expect(done).toBe(false);
    read.answer('Ana');
    await loading;
    expect(queryClient.getQueryData(['profile'])).toBe('Ana');
  });

  it('waits at most DATA_WAIT_MS, and not at all once the app has rendered', async () => {
    storeSession('collaborator');
    window.history.replaceState(null, '', '/collaborator/app/dashboard');
    vi.useFakeTimers();
    const first = pageData('collaborator', () => [slowRead('a').options])(args({}));
    await vi.advanceTimersByTimeAsync(DATA_WAIT_MS);
    await expect(first).resolves.toBeNull();

    markAppRendered();
    const read = slowRead('b');
    await expect(pageData('collaborator', () => [read.options])(args({}))).resolves.toBeNull();
    expect(read.queryFn).toHaveBeenCalledOnce(); // started, not waited for
  });

  it('reads nothing without a session, or while the address is another area (its token is not sent)', async () => {
    const read = slowRead('c');
    window.history.replaceState(null, '', '/collaborator/app/dashboard');
    await pageData('collaborator', () => [read.options])(args({}));
    storeSession('collaborator');
    window.history.replaceState(null, '', '/collaborator/auth/sign-in');
    await pageData('collaborator', () => [read.options])(args({}));
    expect(read.queryFn).not.toHaveBeenCalled();
  });

  it("gives the address's search to the reads, and fills a paged list's first page", async () => {
    storeSession('collaborator');
    window.history.replaceState(null, '', '/collaborator/app/psychologists?trocar=p1');
    const list = pagedQuery<string[]>(['list'], '/list', { query: { status: 'open' } });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(['a', 'b']), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    const reads = vi.fn((_params: unknown, _session: unknown, search: URLSearchParams) => {
      expect(search.get('trocar')).toBe('p1');
      return [list];
    });
    await pageData(
      'collaborator',
      reads,
    )(args({}, 'http://localhost/collaborator/app/psychologists?trocar=p1'));
    expect(reads).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0][0])).toContain('/list?status=open');
    expect(queryClient.getQueryData(['list'])).toEqual({
      pages: [{ data: ['a', 'b'], nextCursor: null }],
      pageParams: [undefined],
    });
    fetchMock.mockRestore();
  });

  it("settles when a read fails: the failure stays in the cache for the page's own error state", async () => {
    storeSession('collaborator');
    window.history.replaceState(null, '', '/collaborator/app/dashboard');
    const failing = queryOptions({
      queryKey: ['gone'],
      queryFn: (): Promise<string> => Promise.reject(new ApiError(404, 'Não encontrado')),
      retry: false,
    });
    await expect(pageData('collaborator', () => [failing])(args({}))).resolves.toBeNull();
    expect(queryClient.getQueryState(['gone'])?.status).toBe('error');
  });
});
