import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import { makeCollaborator } from './factories.ts';
import type { TestContext } from './test-app.ts';

const TRIES = 50;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (sorted[TRIES / 2 - 1] + sorted[TRIES / 2]) / 2;
};

/**
 * The medians of 50 interleaved calls of `send` for an unknown e-mail, an invited collaborator
 * without a password and an existing one (domain.md §2: the time tells no account apart), each
 * answer checked to be `status`.
 */
export async function mediansByAccountKind(
  ctx: TestContext,
  send: (email: string) => Promise<{ statusCode: number }>,
  status: number,
) {
  const existing = await makeCollaborator(ctx);
  const invited = await makeCollaborator(ctx, { passwordHash: null });
  const kinds = {
    unknown: 'ninguem.aqui@empresa.com.br',
    invited: invited.email,
    existing: existing.email,
  };
  const times: Record<keyof typeof kinds, number[]> = { unknown: [], invited: [], existing: [] };
  for (let i = 0; i < TRIES; i++) {
    for (const [kind, email] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
      const start = performance.now();
      const res = await send(email);
      times[kind].push(performance.now() - start);
      expect(res.statusCode).toBe(status);
    }
  }
  return Object.values(times).map(median);
}
