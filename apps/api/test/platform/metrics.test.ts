import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { bookWednesdaySession, makeCollaborator, bearer, tokenFor } from '../helpers/factories.ts';

const TOKEN = 'metricas-token-de-teste-0123456789';

/** The value of one Prometheus sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /api/metrics (domain.md §15, decision 1144)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
    ctx.setNow('2026-03-02T12:00:00.000Z');
  });
  afterAll(() => ctx.close());

  const scrape = async (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer outro-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Token de métricas inválido.');
  });

  it('answers Prometheus text; a booking moves the booking counter and the route histogram', async () => {
    const route = 'route="/api/appointments/collaborators"';
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    await bookWednesdaySession(ctx);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const after = res.body;
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    expect(after).toContain('acolher_db_pool_connections');
    expect(after).toContain('acolher_outbox_messages{status="pending"}');
    expect(after).toContain('acolher_job_queue_lag_seconds');
    const booked = 'status_code="201"';
    expect(sample(after, 'acolher_bookings_total', booked)).toBe(
      sample(before, 'acolher_bookings_total', booked) + 1,
    );
    const count = 'http_request_duration_seconds_count';
    expect(sample(after, count, `method="POST",${route},status_code="201"`)).toBe(
      sample(before, count, `method="POST",${route},status_code="201"`) + 1,
    );
  });

  it('echoes a plain X-Request-Id and replaces one that is not', async () => {
    const collaborator = await makeCollaborator(ctx);
    const headers = bearer(await tokenFor(ctx, 'collaborator', collaborator.uuid));
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...headers, 'x-request-id': 'proxy-abc.123' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-abc.123');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'linha\ninjetada' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
