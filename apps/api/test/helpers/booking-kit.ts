import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { Role } from '../../src/modules/auth/roles.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import {
  bearer,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
} from './factories.ts';

// Monday 2026-03-02 09:00 in São Paulo (UTC-3, no DST in 2026).
export const NOW = '2026-03-02T12:00:00.000Z';
export const WEDNESDAY = '2026-03-04';
export const WEDNESDAY_0900 = '2026-03-04T12:00:00.000Z';

/**
 * The booking tests' world (booking.test.ts, booking-cancel.test.ts): a test app at NOW, the ledger
 * invariant checked after every test, and helpers to book as a collaborator.
 */
export function bookingKit() {
  let ctx!: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.setNow(NOW));

  /** Every collaborator's credits equal the sum of its ledger, after every scenario. */
  afterEach(async () => {
    const rows = await ctx.db.execute(sql`
      select c.uuid, c.credits, coalesce(sum(l.delta), 0)::int as ledger
      from collaborators c left join credit_ledger l on l.collaborator_uuid = c.uuid
      group by c.uuid, c.credits`);
    for (const row of (rows as unknown as { rows: unknown[] }).rows as {
      credits: number;
      ledger: number;
    }[]) {
      expect(row.credits).toBe(row.ledger);
    }
  });

  /** Tokens are signed at the (moved) clock, so they stay valid whatever the test's "now". */
  async function as(role: Role, uuid: string) {
    return bearer(await tokenFor(ctx, role, uuid));
  }

  async function scenario(opts: { credits?: number; hasSentForm?: boolean } = {}) {
    const collaborator = await makeCollaborator(ctx, {
      credits: opts.credits ?? 2,
      hasSentForm: opts.hasSentForm ?? true,
    });
    const psychologist = await makePsychologist(ctx);
    const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
    const payload = {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date: WEDNESDAY,
    };
    return { collaborator, psychologist, hour, payload };
  }

  async function book(payload: Record<string, unknown>, headers?: Record<string, string>) {
    const collaboratorUuid = String(payload.collaboratorUuid);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/appointments/collaborators',
      payload,
      headers: headers ?? (await as('collaborator', collaboratorUuid)),
    });
  }

  async function creditsOf(uuid: string) {
    const [row] = await ctx.db
      .select({ credits: s.collaborators.credits })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, uuid));
    return row.credits;
  }

  async function appointmentsOf(collaboratorUuid: string) {
    return ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.collaboratorUuid, collaboratorUuid));
  }

  function expectError(res: Awaited<ReturnType<typeof book>>, statusCode: number, message: string) {
    expect({ statusCode: res.statusCode, message: res.json().message }).toEqual({
      statusCode,
      message,
    });
  }

  return {
    get ctx() {
      return ctx;
    },
    as,
    scenario,
    book,
    creditsOf,
    appointmentsOf,
    expectError,
  };
}
