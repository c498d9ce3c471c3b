import { describe, expect, it } from 'vitest';
import { earlyParts } from '@/app/app-routes';

describe('the booking page’s parts start with the app (decision 1014)', () => {
  it('starts the providers, the layout and the page on the booking page', async () => {
    const parts = (await Promise.all(earlyParts('/collaborator/app/psychologists/psy-1'))) as {
      default: { name: string };
      preloadData?: unknown;
    }[];
    expect(parts.map((part) => part.default.name)).toEqual([
      'AreaProviders',
      'CollaboratorLayout',
      'PsychologistPage',
    ]);
    expect(typeof parts[2]!.preloadData).toBe('function');
  });

  it('starts nothing elsewhere', () => {
    for (const path of [
      '/',
      '/collaborator/app/psychologists',
      '/collaborator/auth/sign-in',
      '/company/app/sectors',
    ])
      expect(earlyParts(path)).toEqual([]);
  });
});
