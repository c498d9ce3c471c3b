import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { Role } from '../../src/modules/auth/roles.ts';
import { appWithLedgerCheck, creditsOf as creditsOfIn } from './ledger.ts';
import {
  bearer,
  bookSlot,
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
  const world = appWithLedgerCheck(NOW);

  /** Tokens are signed at the (moved) clock, so they stay valid whatever the test's "now". */
  async function as(role: Role, uuid: string) {
    return bearer(await tokenFor(world.ctx, role, uuid));
  }

  async function scenario(opts: { credits?: number; hasSentForm?: boolean } = {}) {
    const collaborator = await makeCollaborator(world.ctx, {
      credits: opts.credits ?? 2,
      hasSentForm: opts.hasSentForm ?? true,
    });
    const psychologist = await makePsychologist(world.ctx);
    const hour = await makeOpeningHour(world.ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
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
    return bookSlot(
      world.ctx.app,
      headers ?? (await as('collaborator', collaboratorUuid)),
      payload as Parameters<typeof bookSlot>[2],
    );
  }

  const creditsOf = (uuid: string) => creditsOfIn(world.ctx, uuid);

  async function appointmentsOf(collaboratorUuid: string) {
    return world.ctx.db
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
      return world.ctx;
    },
    as,
    scenario,
    book,
    creditsOf,
    appointmentsOf,
    expectError,
  };
}
