import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/components/ui/toaster', () => ({ default: () => <output data-testid="toaster" /> }));
vi.mock('sonner', () => ({ toast: { success: () => {}, error: () => {} } }));

// The "Toaster asked for" flag lives in the module: each test starts from fresh modules.
async function renderProviders() {
  const { Providers, TOASTER_DELAY_MS } = await import('@/app/providers');
  const { toast } = await import('@/lib/toast');
  render(
    <MemoryRouter>
      <Providers>
        <p>Página</p>
      </Providers>
    </MemoryRouter>,
  );
  return { toast, TOASTER_DELAY_MS };
}

describe('root Toaster (decision 1001: sonner is not loaded before the page paints)', () => {
  beforeEach(() => vi.resetModules());

  it('is not mounted with the page, and mounts with the first toast', async () => {
    const { toast } = await renderProviders();
    expect(screen.getByText('Página')).toBeTruthy();
    expect(screen.queryByTestId('toaster')).toBeNull();
    act(() => toast.error('Não foi possível agendar'));
    expect(await screen.findByTestId('toaster')).toBeTruthy();
  });

  it('mounts by itself once the page has been on screen a while', async () => {
    vi.useFakeTimers();
    try {
      const { TOASTER_DELAY_MS } = await renderProviders();
      await act(() => vi.advanceTimersByTimeAsync(TOASTER_DELAY_MS - 10));
      expect(screen.queryByTestId('toaster')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(10));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByTestId('toaster')).toBeTruthy();
  });
});
