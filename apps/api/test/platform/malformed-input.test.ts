import { describe, expect, it } from 'vitest';
import { bearer, makeAdministrator, makeCompany, makePsychologist } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §21 and §22: malformed input never yields a 5xx — a multipart body cut short, a month or
// a date outside the years 1900–2100 answer 400 with a pt-BR message.

const ctx = fileApp();
const call = apiCaller(() => ctx);

const BOUNDARY = '----acolher';
/** A multipart body whose file part never ends (no closing boundary, the connection just stops). */
const truncated = (name: string, type: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
  `Content-Type: ${type}\r\n\r\n${content}`;

describe('a truncated multipart body', () => {
  it('answers 400 on the avatar and the collaborator import', async () => {
    const p = await makePsychologist(ctx);
    const company = await makeCompany(ctx);
    const calls = [
      {
        method: 'PATCH' as const,
        url: `/api/psychologists/avatar/${p.uuid}`,
        token: p.token,
        body: truncated('a.png', 'image/png', '\x89PNG\r\n\x1a\n' + 'x'.repeat(2000)),
      },
      {
        method: 'POST' as const,
        url: '/api/collaborators/import?dryRun=true',
        token: company.token,
        body: truncated('c.csv', 'text/csv', 'name,document,email\nAna,123'),
      },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({
        method: call.method,
        url: call.url,
        headers: {
          ...bearer(call.token),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: call.body,
      });
      expect(res.statusCode, call.url).toBe(400);
      expect(res.json().message, call.url).toBe('Envio incompleto ou corrompido. Tente novamente.');
    }
  });
});

describe('months and dates outside 1900–2100', () => {
  it('answer 400 with a pt-BR message on statements and month lists', async () => {
    const p = await makePsychologist(ctx);
    const admin = await makeAdministrator(ctx);
    for (const month of ['9999-12', '0001-01', '1899-12', '2101-01']) {
      for (const [url, token] of [
        [`/psychologists/${p.uuid}/statements/${month}`, p.token],
        [`/statements/${month}`, admin.token],
        [`/appointments/psychologists/last-month/${p.uuid}?month=${month}`, admin.token],
      ] as const) {
        const res = await call('GET', url, token);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toBe('Mês inválido');
      }
    }
    const ok = await call('GET', `/psychologists/${p.uuid}/statements/2100-12`, p.token);
    expect(ok.statusCode).toBe(200);
  });

  it('answer 400 where a day is taken', async () => {
    const admin = await makeAdministrator(ctx);
    for (const day of ['9999-12-31', '0001-01-01']) {
      const res = await call('GET', `/audit-log?from=${day}`, admin.token);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().message, day).toBe('Data inválida');
    }
  });
});
