import { Route } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DATA_WAIT_MS, lazyPage, preloadRoutes } from '@/app/lazy-page';

const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });

describe('lazyPage', () => {
  it('renders code that has already arrived at once, with no loader in between', async () => {
    const load = vi.fn(page('Perfil'));
    const Profile = lazyPage(load);
    await Profile.preload();
    render(<Profile />);
    expect(screen.getByRole('heading', { name: 'Perfil' })).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loader until code not yet preloaded arrives', async () => {
    const Profile = lazyPage(page('Perfil'));
    render(<Profile />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeTruthy();
  });
});

describe('preloadRoutes', () => {
  it('starts the lazy parts on the matched routes only, nested ones included, under a basename', async () => {
    const loads = {
      layout: vi.fn(page('L')),
      list: vi.fn(page('A')),
      item: vi.fn(page('B')),
      other: vi.fn(page('C')),
    };
    const Layout = lazyPage(loads.layout);
    const List = lazyPage(loads.list);
    const Item = lazyPage(loads.item);
    const Other = lazyPage(loads.other);
    const routes = (
      <>
        <Route
          path="app"
          element={
            <section>
              <Layout />
            </section>
          }
        >
          <Route path="items" element={<List />} />
          <Route path="items/:uuid" element={<Item />} />
        </Route>
        <Route path="auth/sign-in" element={<Other />} />
      </>
    );
    await act(() => preloadRoutes(routes, '/area/app/items/42', '/area'));
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.item).toHaveBeenCalledTimes(1);
    expect(loads.list).not.toHaveBeenCalled();
    expect(loads.other).not.toHaveBeenCalled();
    await preloadRoutes(routes, '/elsewhere', '/area');
    expect(loads.other).not.toHaveBeenCalled();
  });
});

describe('a page’s reads before its first render', () => {
  const withData =
    (preloadData: (params: Record<string, string | undefined>) => Promise<unknown>) => () =>
      Promise.resolve({ default: () => <h1>Perfil</h1>, preloadData });

  it('passes the matched route’s params and waits for the reads', async () => {
    let answer!: () => void;
    const preloadData = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const Item = lazyPage(withData(preloadData));
    const routes = <Route path="items/:uuid" element={<Item />} />;
    let done = false;
    const preloaded = preloadRoutes(routes, '/area/items/42', '/area').then(() => (done = true));
    await vi.waitFor(() => expect(preloadData).toHaveBeenCalledWith({ uuid: '42' }));
    await Promise.resolve();
    expect(done).toBe(false);
    answer();
    await preloaded;
    expect(done).toBe(true);
  });

  it('renders without them after DATA_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      const Item = lazyPage(withData(() => new Promise(() => {})));
      let done = false;
      void Item.preload('/items/1', { uuid: '1' }).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(DATA_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
