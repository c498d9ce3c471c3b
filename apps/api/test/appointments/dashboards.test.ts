import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { autoConfirmAppointments } from '../../src/modules/appointments/auto-confirm.ts';
import { dashboardPeriods } from '../../src/modules/dashboards/dashboard-periods.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

const SP = 'America/Sao_Paulo';

describe('dashboard periods (unit)', () => {
  it('at 23:59 local on the last day of the month the month is still that month (UTC already next month)', () => {
    const now = new Date('2027-02-01T02:59:00.000Z'); // 31/01 23:59 in São Paulo
    const p = dashboardPeriods(now, SP);
    expect(p.today.from.toISOString()).toBe('2027-01-31T03:00:00.000Z');
    expect(p.today.to.toISOString()).toBe('2027-02-01T03:00:00.000Z');
    expect(p.month.from.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(p.month.to.toISOString()).toBe('2027-02-01T03:00:00.000Z');
    expect(p.lastMonth.from.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('at local midnight the new day and month begin', () => {
    const p = dashboardPeriods(new Date('2027-02-01T03:00:00.000Z'), SP);
    expect(p.today.from.toISOString()).toBe('2027-02-01T03:00:00.000Z');
    expect(p.month.from.toISOString()).toBe('2027-02-01T03:00:00.000Z');
    expect(p.lastMonth.from.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(p.lastMonth.to.toISOString()).toBe('2027-02-01T03:00:00.000Z');
  });

  it('crosses the year in January', () => {
    const p = dashboardPeriods(new Date('2027-01-15T15:00:00.000Z'), SP);
    expect(p.lastMonth.from.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });
});

describe('GET /dashboards/psychologists/:id', () => {
  let ctx: TestContext;
  const call = apiCaller(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp({ PSYCHOLOGIST_SESSION_FEE_CENTS: 7500 });
  });
  afterAll(() => ctx.close());

  it('counts, balances and lists in São Paulo days and months', async () => {
    // Monday 2027-03-01 10:00 local.
    ctx.setNow('2027-03-01T13:00:00.000Z');
    const p = await makePsychologist(ctx, { avatarUrl: null, specialties: [] });
    const c = await makeCollaborator(ctx);
    const make = (
      date: string,
      startTime: string,
      status?:
        | 'pending'
        | 'confirmed'
        | 'cancelled_by_psychologist'
        | 'cancelled_by_collaborator_without_advance'
        | 'cancelled_by_collaborator_in_advance',
    ) =>
      makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date,
        startTime,
        status,
      });
    const todayDone = await make('2027-03-01', '08:00:00', 'confirmed');
    const todayLater = await make('2027-03-01', '15:00:00');
    await make('2027-03-01', '16:00:00', 'cancelled_by_psychologist');
    const nextWeek = await make('2027-03-08', '09:00:00');
    const lastDay = await make('2027-03-31', '23:00:00'); // still March in São Paulo
    await make('2027-04-01', '09:00:00'); // next month: not listed
    await make('2027-02-28', '23:00:00', 'confirmed'); // last month, late at night (UTC: March)
    await make('2027-02-10', '09:00:00', 'cancelled_by_collaborator_without_advance');
    await make('2027-02-11', '09:00:00', 'cancelled_by_collaborator_in_advance');
    await make('2027-01-31', '09:00:00', 'confirmed'); // two months ago

    const res = await call('GET', `/dashboards/psychologists/${p.uuid}`, p.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      psychologistHasCompletedProfile: false,
      psychologistHasCompletedOpeningHours: true, // the fixture created hours
      todayAppointmentsCount: 2,
      monthAppointmentsCount: 4,
      lastMonthBalance: 2 * 7500,
      totalBalance: 7500,
    });
    expect(body.todayAppointments.map((a: { uuid: string }) => a.uuid)).toEqual([
      todayDone.uuid,
      todayLater.uuid,
    ]);
    expect(body.upcomingMonthAppointments.map((a: { uuid: string }) => a.uuid)).toEqual([
      todayLater.uuid,
      nextWeek.uuid,
      lastDay.uuid,
    ]);
    expect(body.todayAppointments[0].collaborator.name).toBe(c.name);
    ctx.setNow(undefined);
  });

  it('fees: confirmed, late cancellations and no-shows by the collaborator earn; others do not; half-open months', async () => {
    ctx.setNow('2027-01-15T15:00:00.000Z');
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    const make = (
      date: string,
      startTime: string,
      status: (typeof s.appointments.$inferInsert)['status'],
    ) =>
      makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date,
        startTime,
        status,
      });
    await make('2027-01-01', '00:00:00', 'confirmed'); // 01/01 00:00 local: this month
    await make('2026-12-31', '23:00:00', 'confirmed'); // 31/12 23:00 local: last month
    await make('2027-01-31', '23:00:00', 'cancelled_by_collaborator_without_advance'); // UTC: February
    await make('2027-02-01', '00:00:00', 'confirmed'); // next month
    await make('2027-01-10', '09:00:00', 'pending');
    await make('2027-01-10', '10:00:00', 'cancelled_by_psychologist');
    await make('2027-01-10', '11:00:00', 'cancelled_by_collaborator_in_advance');
    await make('2027-01-11', '09:00:00', 'no_show_collaborator');
    await make('2027-01-11', '10:00:00', 'no_show_psychologist');
    const res = await call('GET', `/dashboards/psychologists/${p.uuid}`, p.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalBalance: 3 * 7500, lastMonthBalance: 7500 });
    ctx.setNow(undefined);
  });

  it('a job-confirmed session enters the right month’s balance', async () => {
    ctx.setNow('2027-02-01T02:40:00.000Z'); // 31/01 23:40: running, pending
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    // 31/01 23:00–23:50 São Paulo = 01/02 02:00–02:50 UTC.
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-01-31',
      startTime: '23:00:00',
    });
    const dashboard = async () =>
      (await call('GET', `/dashboards/psychologists/${p.uuid}`, p.token)).json();
    await autoConfirmAppointments(ctx.deps);
    expect((await dashboard()).totalBalance).toBe(0);
    ctx.setNow('2027-02-01T02:55:00.000Z'); // 31/01 23:55: ended
    await autoConfirmAppointments(ctx.deps);
    const january = await dashboard();
    expect(january).toMatchObject({ totalBalance: 7500, lastMonthBalance: 0 });
    ctx.setNow('2027-02-01T03:05:00.000Z'); // 01/02 00:05: a new month
    expect(await dashboard()).toMatchObject({
      totalBalance: 0,
      lastMonthBalance: 7500,
      monthAppointmentsCount: 0,
    });
    ctx.setNow(undefined);
  });

  it('flags a complete profile and opening hours', async () => {
    const p = await makePsychologist(ctx, {
      avatarUrl: '/uploads/avatars/x.webp',
      specialties: ['Ansiedade'],
      education: 'USP',
      careerHistory: 'Clínica',
      hostMessage: 'Olá',
    });
    const get = async () =>
      (await call('GET', `/dashboards/psychologists/${p.uuid}`, p.token)).json();
    expect(await get()).toMatchObject({
      psychologistHasCompletedProfile: true,
      psychologistHasCompletedOpeningHours: false,
    });
    const hour = await makeOpeningHour(ctx, p.uuid, 2);
    expect((await get()).psychologistHasCompletedOpeningHours).toBe(true);
    await ctx.db
      .update(s.openingHours)
      .set({ deletedAt: new Date() })
      .where(eq(s.openingHours.uuid, hour.uuid));
    expect((await get()).psychologistHasCompletedOpeningHours).toBe(false);
  });

  it('403 for another psychologist or role, 401 without token, 400 bad id', async () => {
    const p = await makePsychologist(ctx);
    const get = (id: string, token?: string) =>
      call('GET', `/dashboards/psychologists/${id}`, token);
    expect((await get(p.uuid, (await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect((await get(p.uuid, (await makeAdministrator(ctx)).token)).statusCode).toBe(403);
    expect((await get(p.uuid, (await makeCollaborator(ctx)).token)).statusCode).toBe(403);
    expect((await get(p.uuid)).statusCode).toBe(401);
    expect((await get('x', p.token)).statusCode).toBe(400);
  });
});
