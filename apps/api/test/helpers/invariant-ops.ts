import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { appointmentAttendance } from '../../src/db/tables/attendance.ts';
import { applyPaymentReversal } from '../../src/modules/purchases/payment-reversal.service.ts';
import { settleAppointments } from '../../src/modules/session-outcomes/settle.ts';
import { bearer, makeAppointment } from './factories.ts';
import type { TestContext } from './test-app.ts';

// docs/domain.md §17's operations for the invariant suite (invariants.test.ts): reschedules,
// settlements, disputes and their resolution, administrator cancels, credit removals and refunds
// of paid purchases, each a call (or a job run) that can interleave with bookings and cancels.

export type OutcomeOp =
  | { kind: 'reschedule'; who: number; pick: number; hour: number; date: number; byPsy: boolean }
  | { kind: 'settle' }
  | { kind: 'dispute'; who: number }
  | { kind: 'resolve'; pick: number; refund: boolean }
  | { kind: 'adminCancel'; pick: number; refund: boolean }
  | { kind: 'removeCredits'; who: number; credits: number }
  | { kind: 'refundPurchase'; who: number; times: number };

export const outcomeOp = (collaborators: number, hours: number, dates: number) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('reschedule' as const),
        who: fc.nat(collaborators - 1),
        pick: fc.nat(20),
        hour: fc.nat(hours - 1),
        date: fc.nat(dates - 1),
        byPsy: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('dispute' as const),
        who: fc.nat(collaborators - 1),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('resolve' as const),
        pick: fc.nat(20),
        refund: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('adminCancel' as const),
        pick: fc.nat(20),
        refund: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('removeCredits' as const),
        who: fc.nat(collaborators - 1),
        credits: fc.integer({ min: 1, max: 3 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('refundPurchase' as const),
        who: fc.nat(collaborators - 1),
        times: fc.integer({ min: 1, max: 3 }),
      }),
    },
  );

interface Person {
  uuid: string;
  token: string;
}
export interface OutcomeWorld {
  collaborators: Person[];
  psychologists: Person[];
  hours: { uuid: string; dayOfWeek: number; psychologistUuid: string }[];
  dates: string[];
  adminToken: string;
}

/**
 * Sessions that ended this morning, still `pending` (one per collaborator, alternating
 * psychologists, each at its own hour), with some of the room's joins: the `settle` operation
 * turns them into each of §17's outcomes, and disputes then have something to contest.
 */
export async function pastSessions(ctx: TestContext, w: OutcomeWorld, today: string) {
  for (const [i, c] of w.collaborators.entries()) {
    const a = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: w.psychologists[i % w.psychologists.length].uuid,
      date: today,
      startTime: `0${i + 1}:00:00`,
    });
    const joined = new Date(a.startsAt.getTime() + 60_000);
    const sides = [i % 3 !== 2 ? 'psychologist' : null, i % 2 === 0 ? 'collaborator' : null];
    for (const side of sides.filter((s) => s !== null))
      await ctx.db.insert(appointmentAttendance).values({
        appointmentUuid: a.uuid,
        side,
        firstJoinedAt: joined,
        inRoomSince: joined,
      });
  }
}

async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the operations pick from, read before a batch starts (then the whole batch runs at once). */
export async function outcomeTargets(ctx: TestContext, w: OutcomeWorld) {
  const ids = sql.raw(`('${w.collaborators.map((c) => c.uuid).join("','")}')`);
  const appointments = await rows<{
    uuid: string;
    status: string;
    date: string;
    collaborator_uuid: string;
    psychologist_uuid: string;
  }>(
    ctx,
    sql`select uuid, status, date::text as date, collaborator_uuid, psychologist_uuid from appointments
        where collaborator_uuid in ${ids} order by created_at, uuid`,
  );
  const disputes = await rows<{ uuid: string }>(
    ctx,
    sql`select d.uuid from appointment_disputes d join appointments a on a.uuid = d.appointment_uuid
        where d.status = 'open' and a.collaborator_uuid in ${ids} order by d.created_at, d.uuid`,
  );
  const purchases = await rows<{ uuid: string; collaborator_uuid: string }>(
    ctx,
    sql`select uuid, collaborator_uuid from purchases
        where status = 'confirmed' and collaborator_uuid in ${ids} order by created_at, uuid`,
  );
  return { appointments, disputes, purchases };
}

type Targets = Awaited<ReturnType<typeof outcomeTargets>>;
const pick = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);

/** Runs one operation; answers its HTTP status (or 200 for a job run), undefined when it had no target. */
export async function runOutcomeOp(
  ctx: TestContext,
  w: OutcomeWorld,
  t: Targets,
  o: OutcomeOp,
): Promise<number | undefined> {
  const inject = async (method: 'PATCH' | 'POST', url: string, token: string, payload: object) =>
    (await ctx.app.inject({ method, url, headers: bearer(token), payload })).statusCode;
  const pending = t.appointments.filter((a) => a.status === 'pending');
  switch (o.kind) {
    case 'reschedule': {
      const c = w.collaborators[o.who];
      // An upcoming one (this morning's have started: refused with 400 anyway).
      const own = pending.filter((x) => x.collaborator_uuid === c.uuid && w.dates.includes(x.date));
      const a = pick(own, o.pick);
      if (!a) return undefined;
      const hours = w.hours.filter((h) => h.psychologistUuid === a.psychologist_uuid);
      const hour = hours[o.hour % hours.length];
      const sameDay = w.dates.filter(
        (d) => new Date(`${d}T12:00:00Z`).getUTCDay() === hour.dayOfWeek,
      );
      const date = sameDay[o.date % sameDay.length] ?? w.dates[o.date];
      const by = o.byPsy ? w.psychologists.find((p) => p.uuid === a.psychologist_uuid)! : c;
      return inject('PATCH', `/api/appointments/${a.uuid}/reschedule`, by.token, {
        openingHourUuid: hour.uuid,
        date,
      });
    }
    case 'settle':
      await settleAppointments(ctx.deps);
      return 200;
    case 'dispute': {
      const c = w.collaborators[o.who];
      const a = t.appointments.find(
        (x) =>
          x.collaborator_uuid === c.uuid &&
          ['confirmed', 'no_show_collaborator'].includes(x.status),
      );
      if (!a) return undefined;
      return inject('POST', `/api/appointments/${a.uuid}/dispute`, c.token, {
        reason: 'Não foi assim.',
      });
    }
    case 'resolve': {
      const d = pick(t.disputes, o.pick);
      if (!d) return undefined;
      return inject('PATCH', `/api/disputes/${d.uuid}/resolve`, w.adminToken, {
        outcome: o.refund ? 'refund' : 'keep',
        note: 'Analisado.',
      });
    }
    case 'adminCancel': {
      const a = pick(pending, o.pick);
      if (!a) return undefined;
      return inject('PATCH', `/api/appointments/${a.uuid}/administrator-cancel`, w.adminToken, {
        refund: o.refund,
        reason: 'Correção.',
      });
    }
    case 'removeCredits':
      return inject(
        'PATCH',
        `/api/collaborators/${w.collaborators[o.who].uuid}/remove-credits`,
        w.adminToken,
        { credits: o.credits, reason: 'Ajuste.' },
      );
    case 'refundPurchase': {
      const p = t.purchases.find((x) => x.collaborator_uuid === w.collaborators[o.who].uuid);
      if (!p) return undefined;
      // The same refund arriving several times at once (as a provider's retries can).
      await Promise.all(
        Array.from({ length: o.times }, () =>
          applyPaymentReversal(ctx.deps, {
            provider: 'sandbox',
            kind: 'refund',
            purchaseUuid: p.uuid,
            paymentRef: null,
          }),
        ),
      );
      return 200;
    }
  }
}
