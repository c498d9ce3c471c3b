import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { appointmentAttendance } from '../../src/db/tables/attendance.ts';
import { settleAppointments } from '../../src/modules/session-outcomes/settle.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { tokenFor, bookWednesdaySession } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §17 settling: 15 minutes after the end, from the attendance the room recorded.
// The Wednesday 09:00–09:50 São Paulo session ends at 12:50 UTC.
const BEFORE = '2026-03-01T12:00:00.000Z';
const ENDED = '2026-03-04T12:50:00.000Z';
const AT_14 = '2026-03-04T13:04:59.000Z';
const AT_15 = '2026-03-04T13:05:00.000Z';

type Side = 'collaborator' | 'psychologist';

async function setup(ctx: TestContext, joined: Side[]) {
  ctx.setNow(BEFORE);
  const booked = await bookWednesdaySession(ctx);
  for (const side of joined) {
    await ctx.db.insert(appointmentAttendance).values({
      appointmentUuid: booked.appointment.uuid,
      side,
      firstJoinedAt: new Date('2026-03-04T12:01:00.000Z'),
      lastLeftAt: new Date('2026-03-04T12:49:00.000Z'),
      secondsInSession: 48 * 60,
    });
  }
  return booked;
}

const statusOf = async (ctx: TestContext, uuid: string) =>
  (await ctx.db.select().from(s.appointments).where(eq(s.appointments.uuid, uuid)))[0].status;
const creditsOf = async (ctx: TestContext, uuid: string) =>
  (await ctx.db.select().from(s.collaborators).where(eq(s.collaborators.uuid, uuid)))[0].credits;
const refundsOf = async (ctx: TestContext, appointmentUuid: string) =>
  ctx.db
    .select()
    .from(s.creditLedger)
    .where(and(eq(s.creditLedger.refUuid, appointmentUuid), eq(s.creditLedger.reason, 'refund')));
const noticesTo = async (ctx: TestContext, uuid: string) =>
  ctx.db
    .select()
    .from(s.outbox)
    .where(
      and(eq(s.outbox.recipientUuid, uuid), eq(s.outbox.kind, 'appointment_no_show_psychologist')),
    );

describe('settling with the built-in room (VIDEO_PROVIDER=builtin)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ VIDEO_PROVIDER: 'builtin', PSYCHOLOGIST_SESSION_FEE_CENTS: 6000 });
  });
  afterAll(() => ctx.close());
  const call = apiCaller(() => ctx);

  it('both joined → confirmed, 15 minutes after the end and not a second before', async () => {
    const { appointment, collaborator } = await setup(ctx, ['collaborator', 'psychologist']);
    ctx.setNow(ENDED);
    await settleAppointments(ctx.deps);
    ctx.setNow(AT_14);
    await settleAppointments(ctx.deps);
    expect(await statusOf(ctx, appointment.uuid)).toBe('pending');
    ctx.setNow(AT_15);
    expect(await settleAppointments(ctx.deps)).toBe(1);
    expect(await statusOf(ctx, appointment.uuid)).toBe('confirmed');
    expect(await creditsOf(ctx, collaborator.uuid)).toBe(1);
    expect(await settleAppointments(ctx.deps)).toBe(0);
  });

  it('only the psychologist joined → no_show_collaborator: no credit back, the fee earned', async () => {
    const { appointment, collaborator, psychologist } = await setup(ctx, ['psychologist']);
    ctx.setNow(AT_15);
    await settleAppointments(ctx.deps);
    expect(await statusOf(ctx, appointment.uuid)).toBe('no_show_collaborator');
    expect(await creditsOf(ctx, collaborator.uuid)).toBe(1);
    expect(await refundsOf(ctx, appointment.uuid)).toHaveLength(0);
    expect(await noticesTo(ctx, collaborator.uuid)).toHaveLength(0);
    const dashboard = await call(
      'GET',
      `/dashboards/psychologists/${psychologist.uuid}`,
      await tokenFor(ctx, 'psychologist', psychologist.uuid),
    );
    expect(dashboard.json().totalBalance).toBe(6000);
  });

  it('only the collaborator joined → no_show_psychologist: credit back, told, no fee', async () => {
    const { appointment, collaborator, psychologist } = await setup(ctx, ['collaborator']);
    ctx.setNow(AT_15);
    await settleAppointments(ctx.deps);
    expect(await statusOf(ctx, appointment.uuid)).toBe('no_show_psychologist');
    expect(await creditsOf(ctx, collaborator.uuid)).toBe(2);
    expect(await refundsOf(ctx, appointment.uuid)).toHaveLength(1);
    const [notice] = await noticesTo(ctx, collaborator.uuid);
    expect(notice.body).toContain('Seu crédito foi devolvido');
    expect(notice.body).toContain('04/03/2026 às 09:00');
    const dashboard = await call(
      'GET',
      `/dashboards/psychologists/${psychologist.uuid}`,
      await tokenFor(ctx, 'psychologist', psychologist.uuid),
    );
    expect(dashboard.json().totalBalance).toBe(0);
  });

  it('nobody joined → no_show_psychologist, and five instances at once refund once', async () => {
    const { appointment, collaborator } = await setup(ctx, []);
    ctx.setNow(AT_15);
    await Promise.all(Array.from({ length: 5 }, () => settleAppointments(ctx.deps)));
    await settleAppointments(ctx.deps);
    expect(await statusOf(ctx, appointment.uuid)).toBe('no_show_psychologist');
    expect(await creditsOf(ctx, collaborator.uuid)).toBe(2);
    expect(await refundsOf(ctx, appointment.uuid)).toHaveLength(1);
    expect(await noticesTo(ctx, collaborator.uuid)).toHaveLength(1);
    ctx.setNow(undefined);
  });
});

describe('settling with an external provider (VIDEO_PROVIDER=jitsi)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ VIDEO_PROVIDER: 'jitsi' });
  });
  afterAll(() => ctx.close());

  it('attendance unknown: confirmed at the end (§6), whoever joined, no credit back', async () => {
    const { appointment, collaborator } = await setup(ctx, []);
    ctx.setNow(ENDED);
    expect(await settleAppointments(ctx.deps)).toBe(1);
    expect(await statusOf(ctx, appointment.uuid)).toBe('confirmed');
    expect(await creditsOf(ctx, collaborator.uuid)).toBe(1);
    ctx.setNow(undefined);
  });
});
