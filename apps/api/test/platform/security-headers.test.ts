import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { fileApp } from '../helpers/file-app.ts';
import { PASSWORD, makeCollaborator } from '../helpers/factories.ts';

const ctx = fileApp();

describe('security headers', () => {
  it('sends CSP with frame-ancestors, HSTS, nosniff and a referrer policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("lets only the demo company's sample pages be framed, and only by this site", async () => {
    for (const url of ['/demo/painel-empresa.html', '/demo/plano-de-acao.html?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    for (const url of ['/', '/company/app/dashboard', '/demo/psicologa-demo.svg', '/api/health']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});

describe('logs', () => {
  it('never contain the password, the token or the authorization header', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk) => lines.push(String(chunk)));
    const app = await buildApp(
      { ...ctx.deps, env: { ...ctx.deps.env, LOG_LEVEL: 'trace' } },
      { logStream: stream },
    );
    const collaborator = await makeCollaborator(ctx);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/collaborators/sign-in',
      payload: { email: collaborator.email, password: PASSWORD },
    });
    const token = signIn.json().token as string;
    await app.inject({
      method: 'GET',
      url: '/api/outbox',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/collaborators/sign-in',
      payload: { email: collaborator.email, password: 'senha-errada-xyz' },
    });
    await app.close();
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(100);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('senha-errada-xyz');
    expect(log).not.toContain(token);
    expect(log).not.toContain(collaborator.document);
  });
});
