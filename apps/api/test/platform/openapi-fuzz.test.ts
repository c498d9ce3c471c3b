import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeAdministrator } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeTenant, type Tenant } from '../helpers/world.ts';

// Malformed requests generated from the app's own OpenAPI document (GET /api/docs): every operation,
// with and without a token of each role, wrong types, missing fields, huge strings, bad uuids, bad
// JSON. Whatever comes in, the answer is never a 5xx, and every error is {statusCode, error, message}.

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
  contentType?: string;
};

let ctx: TestContext;
const operations: Operation[] = [];
let tenant: Tenant;
let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await makeTenant(ctx);
  const admin = await makeAdministrator(ctx);
  tokens = {
    none: undefined,
    administrator: admin.token,
    company: tenant.company.token,
    collaborator: tenant.collaborator.token,
    psychologist: tenant.psychologist.token,
    forged: `${admin.token.slice(0, -4)}AAAA`,
    garbage: 'not-a-jwt',
  };
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
        }
      >
    >;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: contentType ? content[contentType].schema : undefined,
        contentType,
      });
    }
  }
  // Signing out ends the token it carries (domain.md §14): run those calls last, or every
  // later generated call with that role's token would only ever meet 401.
  const endsSession = (op: Operation) =>
    /\/auth\/sign-out$|\/account\/sign-out-everywhere$/.test(op.path);
  operations.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const hugeString = fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'ç'.repeat(n));
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
    'null',
    'NaN',
    '-1',
    '1e309',
    '😀',
  ),
  hugeString,
);
const badUuid = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '123',
    'ffffffff-ffff-ffff-ffff-fffffffffffff',
  ),
  nastyString,
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** A value for one property: sometimes plausible for its schema, mostly wrong. */
function valueFor(schema: Schema | undefined, ownIds: string[]): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown>[] = [];
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (schema?.enum?.length) plausible.push(fc.constantFrom(...schema.enum));
  if (type === 'string') plausible.push(fc.string({ maxLength: 30 }), fc.constantFrom(...ownIds));
  if (type === 'integer' || type === 'number') plausible.push(fc.integer({ min: -10, max: 2000 }));
  if (type === 'boolean') plausible.push(fc.boolean());
  if (type === 'array') plausible.push(fc.array(valueFor(schema?.items, ownIds), { maxLength: 3 }));
  if (type === 'object' && schema?.properties) plausible.push(bodyFor(schema, ownIds));
  return plausible.length ? fc.oneof(...plausible, anyJson) : anyJson;
}

function bodyFor(schema: Schema, ownIds: string[]): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  if (!props.length) return anyJson;
  return fc.record(
    Object.fromEntries(props.map(([name, prop]) => [name, valueFor(prop, ownIds)])),
    { requiredKeys: [] },
  );
}

type Request = { url: string; token?: string; payload?: string; contentType?: string };

function requestFor(op: Operation): fc.Arbitrary<Request> {
  const ownIds = Object.values(tenant.ids);
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map(() => fc.oneof(fc.constantFrom(...ownIds), badUuid)))
    .map((values) =>
      pathParams.reduce(
        (url, p, i) => url.replace(`{${p.name}}`, encodeURIComponent(String(values[i]))),
        op.path,
      ),
    );
  const query = fc
    .tuple(
      ...queryParams.map(() =>
        fc.option(fc.oneof(nastyString, fc.integer().map(String)), { nil: undefined }),
      ),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParams.forEach(
        (p, i) => values[i] !== undefined && search.set(p.name, String(values[i])),
      );
      if (search.size === 0) return '';
      return `?${search.toString()}`;
    });
  const payload = fc.oneof(
    {
      weight: 6,
      arbitrary: op.body
        ? bodyFor(op.body, ownIds).map((b) => ({
            payload: JSON.stringify(b),
            contentType: 'application/json',
          }))
        : fc.constant({}),
    },
    {
      weight: 1,
      arbitrary: anyJson.map((b) => ({
        payload: JSON.stringify(b),
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,,]', 'null', '"x"', '\u0000')
        .map((p) => ({ payload: p, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.string().map((p) => ({
        payload: p,
        contentType: fc.sample(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ),
          1,
        )[0],
      })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  return fc
    .record({ path, query, token: fc.constantFrom(...Object.keys(tokens)), body: payload })
    .map(({ path, query, token, body }) => ({ url: path + query, token: tokens[token], ...body }));
}

describe('OpenAPI fuzzing: malformed requests never cause a 5xx', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it(`${TOTAL_RUNS} generated requests answer < 500 with the error body`, async () => {
    const runs = Math.max(5, Math.ceil(TOTAL_RUNS / operations.length));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of operations) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(op), async (req) => {
            const headers: Record<string, string> = req.token ? bearer(req.token) : {};
            if (req.contentType && op.method !== 'GET' && op.method !== 'DELETE')
              headers['content-type'] = req.contentType;
            const res = await ctx.app.inject({
              method: op.method as 'GET',
              url: req.url,
              headers,
              ...(req.payload !== undefined && op.method !== 'GET' && op.method !== 'DELETE'
                ? { payload: req.payload }
                : {}),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const where = `${op.method} ${op.path} → ${res.statusCode} (${req.url.slice(0, 120)})`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const body = res.json() as {
                statusCode?: unknown;
                error?: unknown;
                message?: unknown;
              };
              expect(typeof body.statusCode, `${where}: statusCode`).toBe('number');
              expect(body.statusCode, `${where}: statusCode = status`).toBe(res.statusCode);
              expect(typeof body.error, `${where}: error`).toBe('string');
              expect(typeof body.message, `${where}: message`).toBe('string');
            }
          }),
          { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 20261122), endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(
            `${op.method} ${op.path}: ${error.message.split('\n').slice(0, 12).join('\n')}`,
          ),
        );
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // The generator reaches past the guards and the validators too, not only into 401s.
    const seen = [...statuses.keys()];
    for (const status of [200, 400, 401, 403, 404])
      expect(seen, `some answer was ${status}`).toContain(status);
    console.info('fuzz statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  }, 300_000);
});
