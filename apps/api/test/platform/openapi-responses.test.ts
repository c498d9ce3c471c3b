import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RoutePlugin } from '../../src/lib/route-plugin.ts';
import { responseProblem as problemOf } from '../../src/openapi/response-check.ts';
import type { RouteSchema } from '../../src/openapi/transform.ts';
import { makeCollaborator, PASSWORD } from '../helpers/factories.ts';
import { routeSchemas } from '../helpers/route-table.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { apiCaller } from '../helpers/api.ts';

// Decision 1016: every answer has a documented schema at /api/docs, and no answer breaks it. The check of
// the answers themselves runs in every API test (helpers/test-app.ts fails a file whose successful
// answers do not parse); this file checks the table, the document and that the check can fail.

let ctx: TestContext;
let routes: string[];
let schemas: Map<string, RouteSchema | undefined>;

/** The check of one answer against the `schema.response` of the route it names. */
function responseProblem(route: string, status: number, body: string) {
  return problemOf(route, schemas.get(route)?.response, status, body);
}

beforeAll(async () => {
  ctx = await createTestApp();
  schemas = await routeSchemas(ctx.deps);
  routes = [...schemas.keys()].sort();
});

afterAll(async () => {
  await ctx?.close();
});
const call = apiCaller(() => ctx);

type Operation = { responses: Record<string, { content?: unknown; description: string }> };

describe('documented answers', () => {
  it('every route documents its success answer, and every entry is a route', () => {
    expect(routes.length).toBeGreaterThan(40);
    // Its `schema.response`, or the media type of a file or text answer (`schema.produces`).
    const missing = routes.filter((r) => !schemas.get(r)?.response && !schemas.get(r)?.produces);
    expect(missing, `routes without schema.response`).toEqual([]);
  });

  it('/api/docs gives every operation its answer schemas and the error body', async () => {
    const res = await call('GET', '/docs');
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const documented: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        documented.push(where.replace(/\{(\w+)\}/g, ':$1'));
        const success = Object.entries(op.responses).filter(([s]) => s.startsWith('2'));
        expect(success.length, `${where}: a 2xx answer`).toBeGreaterThan(0);
        for (const [status, answer] of success) {
          if (status === '204') expect(answer.content, `${where} 204`).toBeUndefined();
          else expect(answer.content, `${where} ${status}: a schema`).toBeDefined();
        }
        expect(op.responses['4XX']?.content, `${where}: the error body`).toBeDefined();
      }
    }
    // Only the providers' webhooks, Prometheus's scrape (text, behind METRICS_TOKEN), the
    // session room's signalling socket and the appointment's iCalendar file are left out of the
    // document (they are not JSON calls).
    expect(routes.filter((r) => !documented.includes(r))).toEqual([
      'GET /api/appointments/:uuid/calendar.ics',
      'GET /api/appointments/:uuid/session/signal',
      'GET /api/metrics',
      'POST /api/payments/sandbox/webhook',
      'POST /api/payments/stripe/webhook',
      'POST /api/well-being-radar/typeform/webhook',
    ]);
    // The schemas are strict: a field that is not documented is refused. The sign-in answers the
    // record and its token, or the second factor's challenge (domain.md §14).
    type Strict = { additionalProperties?: boolean; required?: string[] };
    const signIn = paths['/api/collaborators/sign-in']!.post!.responses['200']!.content as {
      'application/json': { schema: { anyOf: [Strict, Strict] } };
    };
    const [record, challenge] = signIn['application/json'].schema.anyOf;
    expect(record.additionalProperties).toBe(false);
    expect(record.required).toContain('token');
    expect(challenge.additionalProperties).toBe(false);
    expect(challenge.required).toEqual(['mfaRequired', 'mfaToken', 'methods']);
  });
});

describe('the check of an answer', () => {
  async function signInAnswer() {
    const collaborator = await makeCollaborator(ctx);
    const res = await call('POST', '/collaborators/sign-in', undefined, {
      email: collaborator.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    return { collaborator, body: res.json() as Record<string, unknown> };
  }

  it('passes a real answer and refuses a field that is not documented', async () => {
    const { body } = await signInAnswer();
    const route = 'POST /api/collaborators/sign-in';
    expect(responseProblem(route, 200, JSON.stringify(body))).toBeUndefined();
    expect(responseProblem(route, 200, JSON.stringify({ ...body, passwordHash: 'x' }))).toMatch(
      /unrecognized_keys/,
    );
    const { token: _token, ...withoutToken } = body;
    expect(responseProblem(route, 200, JSON.stringify(withoutToken))).toMatch(/token/);
  });

  it('refuses an instant in UTC, a status that is not documented and a body on 204', async () => {
    const { body } = await signInAnswer();
    const utc = new Date(String(body.createdAt)).toISOString();
    expect(
      responseProblem(
        'POST /api/collaborators/sign-in',
        200,
        JSON.stringify({ ...body, createdAt: utc }),
      ),
    ).toMatch(/createdAt/);
    expect(responseProblem('POST /api/collaborators/sign-in', 201, '{}')).toMatch(/not documented/);
    expect(responseProblem('DELETE /api/collaborators/:uuid', 204, '')).toBeUndefined();
    expect(responseProblem('DELETE /api/collaborators/:uuid', 204, '{}')).toMatch(/no body/);
  });

  it('tells a company view from the whole record', async () => {
    const { collaborator, body } = await signInAnswer();
    const route = 'GET /api/collaborators/:uuid';
    const read = await call('GET', `/collaborators/${collaborator.uuid}`, collaborator.token);
    expect(responseProblem(route, 200, read.body)).toBeUndefined();
    // A company's view with credits in it is neither view: the union does not let a leak through.
    const { uuid, name, document, email, phone, birthdate, gender, sectorUuid, companyUuid } = body;
    const companyView = {
      uuid,
      name,
      document,
      email,
      phone,
      birthdate,
      gender,
      sectorUuid,
      companyUuid,
    };
    expect(responseProblem(route, 200, JSON.stringify(companyView))).toBeUndefined();
    expect(
      responseProblem(route, 200, JSON.stringify({ ...companyView, credits: body.credits })),
    ).toBeDefined();
  });
});

describe("the route's schema types its handler", () => {
  it('the compiler refuses an answer that is not its schema.response (npx tsc -p apps/api)', async () => {
    const plugin: RoutePlugin = async (app) => {
      // @ts-expect-error: an answer without its schema's `uuid` does not compile.
      app.get(
        '/typed',
        { schema: { response: { 200: z.strictObject({ uuid: z.string() }) } } },
        async () => ({ name: 'x' }),
      );
      app.get(
        '/typed-ok',
        { schema: { response: { 200: z.strictObject({ at: z.string() }) } } },
        async () => ({ at: new Date() }), // an instant may be a Date: the serializer writes it
      );
    };
    expect(typeof plugin).toBe('function');
  });
});
