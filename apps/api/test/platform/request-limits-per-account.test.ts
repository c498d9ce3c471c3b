import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { bearer, makeCollaborator, makeCompany, makeSector } from '../helpers/factories.ts';

// docs/domain.md §14: an authenticated request counts against its account, an anonymous one against
// its address; a company's staff behind one office address never meets 429 in normal use.
const OFFICE = '203.0.113.10';
const TOO_MANY = 'Muitas tentativas. Tente novamente em alguns minutos.';

describe('request limits per account (the default 600 per minute)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: 600 });
  });
  afterAll(() => ctx.close());

  it('200 people behind one address make 1,000 calls in a minute: none refused', async () => {
    const company = await makeCompany(ctx);
    const sector = await makeSector(ctx, company.uuid);
    const staff = [];
    for (let i = 0; i < 200; i++)
      staff.push(
        await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid }),
      );
    const statuses = new Map<number, number>();
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        staff.map((person) =>
          ctx.app.inject({
            method: 'GET',
            url: `/api/collaborators/${person.uuid}`,
            remoteAddress: OFFICE,
            headers: bearer(person.token),
          }),
        ),
      );
      for (const a of answers) statuses.set(a.statusCode, (statuses.get(a.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
  }, 120_000);

  it("one account's flood is refused, while its colleagues at the same address go on", async () => {
    const flooder = await makeCollaborator(ctx);
    const colleague = await makeCollaborator(ctx);
    const call = (token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: OFFICE,
        headers: token ? bearer(token) : {},
      });
    for (let i = 0; i < 600; i++) expect((await call(flooder.token)).statusCode).toBe(200);
    const refused = await call(flooder.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    expect((await call(colleague.token)).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200); // the address itself was not charged
  }, 120_000);
});

describe('a token that does not verify counts against the address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3 });
  });
  afterAll(() => ctx.close());

  it('forged tokens cannot spread a flood over invented accounts', async () => {
    const forged = (n: number) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '203.0.113.20',
        headers: bearer(`eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4LSR7bn0ifQ.forged${n}`),
      });
    for (let i = 0; i < 3; i++) expect((await forged(i)).statusCode).toBe(200);
    expect((await forged(99)).statusCode).toBe(429);
  });
});
