import { expect, it } from 'vitest';
import { fileApp } from '../helpers/file-app.ts';
import { createTestApp } from '../helpers/test-app.ts';

const ctx = fileApp({ RATE_LIMIT_PER_MINUTE: 3 });

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

it('ignores X-Forwarded-For unless TRUST_PROXY names a proxy (a client cannot pick its IP)', async () => {
  const spoofed = (n: number) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.9.2.1',
      headers: { 'x-forwarded-for': `172.16.0.${n}` },
    });
  for (let i = 0; i < 3; i++) expect((await spoofed(i)).statusCode).toBe(200);
  expect((await spoofed(99)).statusCode).toBe(429);

  const proxied = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: '10.9.3.0/24' });
  try {
    const viaProxy = (client: string) =>
      proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.9.3.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i++) expect((await viaProxy('203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.8')).statusCode).toBe(200);
  } finally {
    await proxied.close();
  }
});
