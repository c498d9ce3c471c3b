import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeEnv,
  emptyDatabase,
  signInAdministrator,
  startServer,
} from './helpers/server-process.ts';

interface OtlpSpan {
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number } }>;
}
interface OtlpBody {
  resourceSpans: Array<{
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

/** A local stand-in for an OpenTelemetry collector: keeps every OTLP/HTTP JSON body it receives. */
async function fakeCollector() {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    spans: () =>
      bodies.flatMap((b) =>
        (JSON.parse(b) as OtlpBody).resourceSpans.flatMap((r) =>
          r.scopeSpans.flatMap((s) => s.spans),
        ),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value;

// Decision 1148: with OTEL_EXPORTER_OTLP_ENDPOINT, requests, routes and SQL statements are traced
// and exported; query strings (one-time tokens) never leave the process.
describe('OpenTelemetry traces (compiled server, production mode)', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.drop());

  it('exports HTTP, route and PostgreSQL spans to the collector, without query strings', async () => {
    const collector = await fakeCollector();
    const server = await startServer({
      ...completeEnv(database.url),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'acolher-teste',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    try {
      await server.ready();
      const token = await signInAdministrator(server.url);
      const companies = await fetch(`${server.url}/api/companies`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(companies.status).toBe(200);
      const secret = 'token-de-uso-unico-que-nao-pode-vazar';
      await fetch(`${server.url}/api/auth/reset-password?token=${secret}`);

      const until = Date.now() + 30_000;
      const hasRoute = () =>
        collector.spans().some((s) => attribute(s, 'http.route')?.stringValue === '/api/companies');
      while (!hasRoute() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      const spans = collector.spans();
      expect(hasRoute()).toBe(true);
      expect(spans.some((s) => attribute(s, 'db.system.name')?.stringValue === 'postgresql')).toBe(
        true,
      );
      const service = JSON.parse(collector.bodies[0]!) as OtlpBody;
      expect(
        service.resourceSpans[0]!.resource.attributes.find((a) => a.key === 'service.name')?.value
          .stringValue,
      ).toBe('acolher-teste');
      await server.stop();
      expect(collector.bodies.join('\n')).not.toContain(secret);
      expect(collector.bodies.join('\n')).not.toContain(token);
    } finally {
      await server.stop();
      await collector.close();
    }
  });

  it('without the endpoint nothing is sent and the server serves as before', async () => {
    const collector = await fakeCollector();
    const server = await startServer(completeEnv(database.url));
    try {
      await server.ready();
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      expect(collector.bodies).toHaveLength(0);
    } finally {
      await server.stop();
      await collector.close();
    }
  });
});
