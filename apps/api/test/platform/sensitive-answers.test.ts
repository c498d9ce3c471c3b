import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExposureWarning, testEnv } from '../../src/config/env.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeAdministrator, makeCollaborator } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// Decision 1312 (domain.md §14): answers with personal or clinical data are stored by no cache
// (every /api answer by default), the OpenAPI document is off in production unless API_DOCS=on,
// and demo mode on every interface says so at start.

let demo: TestContext;
beforeAll(async () => {
  demo = await createTestApp();
});
afterAll(() => demo.close());
const call = apiCaller(() => demo);

describe('Cache-Control: no-store', () => {
  it('on personal answers, errors and the health check; the public configuration keeps its own', async () => {
    const c = await makeCollaborator(demo);
    const admin = await makeAdministrator(demo);
    const urls: [string, string | undefined][] = [
      [`/collaborators/${c.uuid}`, c.token],
      ['/account/export', c.token],
      [`/measures/collaborators/${c.uuid}`, c.token],
      ['/outbox', admin.token],
      ['/collaborators', admin.token],
      [`/collaborators/${c.uuid}`, undefined],
      ['/health', undefined],
    ];
    for (const [url, token] of urls) {
      const res = await call('GET', url, token);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await call('POST', '/auth/sign-in', undefined, {
      email: c.email,
      password: 'errada123',
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const config = await call('GET', '/config');
    expect(config.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('/api/docs', () => {
  it('is served in demo mode', async () => {
    expect((await call('GET', '/docs')).statusCode).toBe(200);
  });

  it('is off in production, on with API_DOCS=on', async () => {
    for (const [API_DOCS, status] of [
      [undefined, 404],
      ['on', 200],
    ] as const) {
      const prod = await createTestApp({ APP_ENV: 'production', API_DOCS });
      try {
        const res = await prod.app.inject({ method: 'GET', url: '/api/docs' });
        expect(res.statusCode, String(API_DOCS)).toBe(status);
        if (status === 200) expect(Object.keys(res.json().paths).length).toBeGreaterThan(50);
      } finally {
        await prod.close();
      }
    }
  });
});

describe('demo mode on every interface', () => {
  it('says so at start; loopback and production stay quiet', () => {
    const warning = demoExposureWarning(testEnv({ HOST: '0.0.0.0', PORT: 3000 }));
    expect(warning).toContain('todas as interfaces');
    expect(warning).toContain('HOST=127.0.0.1');
    expect(demoExposureWarning(testEnv({ HOST: '::' }))).toBeDefined();
    expect(demoExposureWarning(testEnv({ HOST: '127.0.0.1' }))).toBeUndefined();
    expect(
      demoExposureWarning(testEnv({ HOST: '0.0.0.0', APP_ENV: 'production' })),
    ).toBeUndefined();
  });
});
