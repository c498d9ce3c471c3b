import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3 });
});
afterAll(() => ctx.close());

const get = (url: string, ip: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });

it('limits API calls per IP and minute with the spec message', async () => {
  for (let i = 0; i < 3; i++) expect((await get('/api/health', '10.9.0.1')).statusCode).toBe(200);
  const limited = await get('/api/health', '10.9.0.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
  expect((await get('/api/health', '10.9.0.2')).statusCode).toBe(200);
});

it('does not count files outside /api (a page load fetches dozens of them)', async () => {
  for (let i = 0; i < 10; i++) {
    expect((await get('/uploads/avatars/nao-existe.png', '10.9.1.1')).statusCode).toBe(404);
  }
  expect((await get('/api/health', '10.9.1.1')).statusCode).toBe(200);
});
