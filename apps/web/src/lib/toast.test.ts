import { expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ loads: 0, shown: [] as unknown[][] }));
vi.mock('sonner', () => {
  sonner.loads++;
  return {
    toast: {
      success: (...args: unknown[]) => sonner.shown.push(['success', ...args]),
      error: (...args: unknown[]) => sonner.shown.push(['error', ...args]),
    },
  };
});

import { toast } from './toast';

it('loads sonner with the first message, once, and passes the message on', async () => {
  expect(sonner.loads).toBe(0); // importing the helper does not load it
  toast.error('Não foi possível agendar', { description: 'Tente de novo' });
  await vi.waitFor(() =>
    expect(sonner.shown).toEqual([
      ['error', 'Não foi possível agendar', { description: 'Tente de novo' }],
    ]),
  );
  toast.success('Agendado');
  await vi.waitFor(() => expect(sonner.shown).toHaveLength(2));
  expect(sonner.shown[1]).toEqual(['success', 'Agendado', undefined]);
  expect(sonner.loads).toBe(1);
});
