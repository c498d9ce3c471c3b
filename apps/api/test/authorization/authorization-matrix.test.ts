import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeAdministrator, tokenFor } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeTenant, type Tenant } from '../helpers/world.ts';
import { CALLERS, MATRIX, type Caller, type MatrixEntry } from './authorization-matrix.ts';
import { misplacedInstants } from '../helpers/local-dates.ts';
import { routeTable } from '../helpers/route-table.ts';

// The authorization matrix, generated from the server's own route table: every `METHOD path` the app
// registers must have an entry in authorization-matrix.ts giving the expected status for no token,
// each role, and the owner role using another tenant's ids. A new endpoint without an entry fails.
// Each call that can change data gets fresh tenants, so one cell never depends on another.
// MATRIX_RECORD=1 prints what the server answers, as table rows, to review before editing the table.

let ctx: TestContext;
let adminToken: string;
let adminUuid: string;
const routes: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await makeAdministrator(ctx);
  adminToken = admin.token;
  adminUuid = admin.uuid;
  routes.push(...(await routeTable(ctx.deps)));
});

afterAll(async () => {
  await ctx?.close();
});

const tokenOf = (caller: Caller, t: Tenant) =>
  ({
    none: undefined,
    administrator: adminToken,
    company: t.company.token,
    collaborator: t.collaborator.token,
    psychologist: t.psychologist.token,
  })[caller];

function pathFor(route: string, entry: MatrixEntry, target: Tenant) {
  const url = route.slice(route.indexOf(' ') + 1);
  return url.replace(/:[A-Za-z]+(\|:[A-Za-z]+)?/g, () => {
    if (!entry.param) throw new Error(`${route}: the entry names no param kind`);
    return target.ids[entry.param];
  });
}

async function call(
  route: string,
  entry: MatrixEntry,
  caller: Caller,
  own: Tenant,
  target: Tenant,
) {
  const method = route.slice(0, route.indexOf(' ')) as 'GET';
  // A call that can change data gets a session of its own: signing out ends only that one.
  const token =
    caller === 'administrator' && method !== 'GET'
      ? await tokenFor(ctx, 'administrator', adminUuid)
      : tokenOf(caller, own);
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const res = await ctx.app.inject({
    method,
    url: pathFor(route, entry, target),
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: (entry.body?.(target, own) ?? {}) as object } : {}),
  });
  return res;
}

describe('authorization matrix (every route × no token, 4 roles, another tenant)', () => {
  it('every registered route has an entry, and every entry a route', () => {
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !(r in MATRIX));
    expect(
      missing,
      `routes without an entry in test/authorization/authorization-matrix.ts:\n${missing.join('\n')}`,
    ).toEqual([]);
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect(stale, `entries for routes that no longer exist:\n${stale.join('\n')}`).toEqual([]);
  });

  it('every cell answers its expected status', async () => {
    const failures: string[] = [];
    const recorded: string[] = [];
    // docs/domain.md §1, checked on every successful answer of every route: instants name the local day.
    const utcDates: string[] = [];
    let answersWithInstants = 0;
    const checkDates = (
      route: string,
      caller: string,
      res: { statusCode: number; body: string },
    ) => {
      if (res.statusCode >= 300 || !res.body) return;
      const found = misplacedInstants(res.body, ctx.deps.env.APP_TIME_ZONE);
      if (found.instants > 0) answersWithInstants++;
      utcDates.push(...found.wrong.map((v) => `${route} as ${caller}: ${v}`));
    };
    for (const route of routes) {
      const entry = MATRIX[route];
      if (!entry) continue;
      const mutates = !route.startsWith('GET ');
      let shared: Tenant | undefined;
      const tenant = async () => (mutates ? makeTenant(ctx) : (shared ??= await makeTenant(ctx)));
      const observed: Partial<Record<Caller | 'otherTenant', number>> = {};
      for (const caller of CALLERS) {
        const t = await tenant();
        const res = await call(route, entry, caller, t, t);
        observed[caller] = res.statusCode;
        checkDates(route, caller, res);
        if (res.statusCode !== entry[caller])
          failures.push(
            `${route} as ${caller}: expected ${entry[caller]}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
      if (entry.otherTenant) {
        const own = await tenant();
        const other = await makeTenant(ctx);
        const res = await call(route, entry, entry.otherTenant.as, own, other);
        observed.otherTenant = res.statusCode;
        if (res.statusCode !== entry.otherTenant.status)
          failures.push(
            `${route} as ${entry.otherTenant.as} on another tenant's ids: expected ${entry.otherTenant.status}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
      recorded.push(`  '${route}': ${JSON.stringify(observed)},`);
    }
    if (process.env.MATRIX_RECORD) console.info(recorded.join('\n'));
    expect(failures, failures.join('\n')).toEqual([]);
    expect(answersWithInstants).toBeGreaterThan(20);
    expect(utcDates, utcDates.slice(0, 20).join('\n')).toEqual([]);
  }, 240_000);
});
