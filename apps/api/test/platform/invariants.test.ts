import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompanyWithSector,
  makeOpeningHour,
  makePsychologist,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';
import { deliverSigned } from '../helpers/purchase-kit.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  outcomeOp,
  outcomeTargets,
  pastSessions,
  runOutcomeOp,
  type OutcomeOp,
} from '../helpers/invariant-ops.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

// Domain invariants under random interleavings. On the PostgreSQL server (TEST_DB=pg) each batch
// really runs concurrently; PGlite, one connection, runs it one request after another, which still
// checks every random sequence (50 runs, ~40 s there). fast-check generates batches of operations
// — bookings, cancels by collaborator and psychologist, grants (one, sector, company), purchases
// with their (possibly repeated, possibly failing) notifications, and §17's reschedules, settling
// runs, disputes and their resolution, administrator cancels, credit removals and purchase refunds
// (helpers/invariant-ops.ts) — and each batch runs at once.
// After every batch: credits = ledger sum, credits ≥ 0, one active appointment per slot and per
// collaborator instant, no 5xx.

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const DATES = ['2026-03-04', '2026-03-05', '2026-03-11', '2026-03-12']; // Wed, Thu, Wed, Thu
const COLLABORATORS = 6;

type Op =
  | OutcomeOp
  | { kind: 'book'; who: number; hour: number; date: number }
  | { kind: 'cancelByCollaborator'; who: number; pick: number }
  | { kind: 'cancelByPsychologist'; psy: number; pick: number }
  | { kind: 'grant'; scope: 'one' | 'sector' | 'company'; who: number; credits: number }
  | {
      kind: 'purchase';
      who: number;
      amount: 1 | 3;
      outcome: 'succeeded' | 'failed';
      deliveries: number;
    };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: outcomeOp(COLLABORATORS, 5, DATES.length) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      who: fc.nat(COLLABORATORS - 1),
      hour: fc.nat(9),
      date: fc.nat(DATES.length - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancelByCollaborator' as const),
      who: fc.nat(COLLABORATORS - 1),
      pick: fc.nat(20),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancelByPsychologist' as const),
      psy: fc.nat(1),
      pick: fc.nat(20),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      scope: fc.constantFrom('one' as const, 'sector' as const, 'company' as const),
      who: fc.nat(COLLABORATORS - 1),
      credits: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      who: fc.nat(COLLABORATORS - 1),
      amount: fc.constantFrom(1 as const, 3 as const),
      outcome: fc.constantFrom('succeeded' as const, 'failed' as const),
      deliveries: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

describe('credit and slot invariants under concurrency', () => {
  let ctx: TestContext;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.setNow(NOW);
    adminToken = (await makeAdministrator(ctx)).token;
  });
  afterAll(() => ctx?.close());
  const call = apiCaller(() => ctx);

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async function world() {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const collaborators = [];
    for (let i = 0; i < COLLABORATORS; i++)
      collaborators.push(
        await makeCollaborator(ctx, {
          companyUuid: company.uuid,
          sectorUuid: sector.uuid,
          credits: i % 3,
        }),
      );
    const psychologists = [await makePsychologist(ctx), await makePsychologist(ctx)];
    const hours = [];
    for (const p of psychologists)
      for (const [day, start] of [
        [3, 9],
        [3, 10],
        [3, 11],
        [4, 9],
        [4, 10],
      ] as const)
        hours.push(await makeOpeningHour(ctx, p.uuid, day, `${start}:00:00`, `${start}:50:00`));
    const w = { company, sector, collaborators, psychologists, hours, dates: DATES, adminToken };
    await pastSessions(ctx, w, NOW.slice(0, 10));
    return w;
  }

  async function checkInvariants(collaboratorUuids: string[]) {
    await expectLedgerBalanced(ctx);
    const doubleSlots = await rows(sql`
      select opening_hour_uuid, date, count(*)::int as n from appointments
      where status in ('pending', 'confirmed') group by opening_hour_uuid, date having count(*) > 1`);
    expect(doubleSlots, 'one active appointment per slot').toEqual([]);
    const doubleInstants = await rows(sql`
      select collaborator_uuid, starts_at, count(*)::int as n from appointments
      where status in ('pending', 'confirmed') group by collaborator_uuid, starts_at having count(*) > 1`);
    expect(doubleInstants, 'one active appointment per collaborator and instant').toEqual([]);
    expect(collaboratorUuids.length).toBe(COLLABORATORS);
  }

  const deliver = (purchaseUuid: string, outcome: string, id: string) =>
    deliverSigned(ctx, JSON.stringify({ id, type: `payment.${outcome}`, data: { purchaseUuid } }));

  it('random interleavings keep credits = ledger ≥ 0 and one appointment per slot', async () => {
    const statuses: number[] = [];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 2, maxLength: 8 }), { minLength: 2, maxLength: 5 }),
        async (batches) => {
          runs++;
          const w = await world();
          const uuids = w.collaborators.map((c) => c.uuid);
          for (const batch of batches) {
            // Targets are chosen before the batch starts, then every call of the batch runs at once.
            const active = await rows<{
              uuid: string;
              collaborator_uuid: string;
              psychologist_uuid: string;
            }>(sql`
            select uuid, collaborator_uuid, psychologist_uuid from appointments
            where status = 'pending' and collaborator_uuid in ${sql.raw(`('${uuids.join("','")}')`)} order by created_at, uuid`);
            const targets = await outcomeTargets(ctx, w);
            const calls = batch.map(async (o) => {
              switch (o.kind) {
                case 'book': {
                  const hour = w.hours[o.hour];
                  const c = w.collaborators[o.who];
                  // Mostly the hour's own weekday; sometimes another day (refused with 400).
                  const sameDay = DATES.filter(
                    (d) => new Date(`${d}T12:00:00Z`).getUTCDay() === hour.dayOfWeek,
                  );
                  const date =
                    o.date < 3
                      ? sameDay[o.date % sameDay.length]
                      : DATES[(o.hour + o.date) % DATES.length];
                  return call('POST', '/appointments/collaborators', c.token, {
                    collaboratorUuid: c.uuid,
                    psychologistUuid: hour.psychologistUuid,
                    openingHourUuid: hour.uuid,
                    date,
                  });
                }
                case 'cancelByCollaborator': {
                  const c = w.collaborators[o.who];
                  const own = active.filter((a) => a.collaborator_uuid === c.uuid);
                  if (!own.length) return undefined;
                  return call(
                    'PATCH',
                    `/appointments/collaborators/cancel/${own[o.pick % own.length].uuid}`,
                    c.token,
                  );
                }
                case 'cancelByPsychologist': {
                  const p = w.psychologists[o.psy];
                  const own = active.filter((a) => a.psychologist_uuid === p.uuid);
                  if (!own.length) return undefined;
                  return call(
                    'PATCH',
                    `/appointments/psychologists/cancel/${own[o.pick % own.length].uuid}`,
                    p.token,
                  );
                }
                case 'grant': {
                  const url =
                    o.scope === 'one'
                      ? `/collaborators/${uuids[o.who]}/add-credits`
                      : o.scope === 'sector'
                        ? `/collaborators/sector/${w.sector.uuid}/add-credits`
                        : `/collaborators/company/${w.company.uuid}/add-credits`;
                  return call('PATCH', url, adminToken, { credits: o.credits });
                }
                case 'reschedule':
                case 'settle':
                case 'dispute':
                case 'resolve':
                case 'adminCancel':
                case 'removeCredits':
                case 'refundPurchase': {
                  const status = await runOutcomeOp(ctx, w, targets, o);
                  return status === undefined ? undefined : { statusCode: status };
                }
                case 'purchase': {
                  const c = w.collaborators[o.who];
                  const created = await call('POST', '/purchases', c.token, {
                    amount: o.amount,
                    collaboratorUuid: c.uuid,
                  });
                  statuses.push(created.statusCode);
                  if (created.statusCode !== 201) return created;
                  const purchaseUuid = created.json().uuid as string;
                  const notices = await Promise.all(
                    Array.from({ length: o.deliveries }, (_, i) =>
                      deliver(purchaseUuid, o.outcome, `evt_${purchaseUuid}_${i}`),
                    ),
                  );
                  return notices.find((n) => n.statusCode >= 500) ?? notices[0];
                }
              }
            });
            for (const res of await Promise.all(calls)) if (res) statuses.push(res.statusCode);
            expect(
              statuses.filter((s) => s >= 500),
              'no 5xx',
            ).toEqual([]);
            await checkInvariants(uuids);
          }
        },
      ),
      {
        numRuns: Number(process.env.INVARIANT_RUNS ?? 50),
        seed: Number(process.env.INVARIANT_SEED ?? 10),
        endOnFailure: true,
      },
    );
    const histogram = statuses.reduce<Record<number, number>>(
      (h, s) => ({ ...h, [s]: (h[s] ?? 0) + 1 }),
      {},
    );
    console.info('invariant runs', runs, 'statuses', histogram);
    // The interleavings did exercise the rules: bookings succeeded and were refused, cancels ran.
    expect(runs).toBeGreaterThan(0);
    expect(statuses).toContain(201);
    expect(statuses.some((s) => s === 409 || s === 400)).toBe(true);
    // …and §17's: sessions were settled, moved, contested.
    const [seen] = await rows<Record<string, number>>(sql`select
        (select count(*)::int from appointment_disputes) as disputes,
        (select count(*)::int from appointment_reschedules) as moved,
        (select count(*)::int from appointments where status like 'no_show%') as settled`);
    expect(
      Object.values(seen).every((n) => n > 0),
      JSON.stringify(seen),
    ).toBe(true);
  }, 240_000);
});
