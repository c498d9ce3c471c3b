import { describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { makeCollaborator, makePsychologist, makeAppointment } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §17's statuses are stored, shown and documented (src/openapi); §7 as amended.
const ctx = fileApp({ PSYCHOLOGIST_SESSION_FEE_CENTS: 6000 });
const call = apiCaller(() => ctx);

const NEW_STATUSES = [
  'no_show_collaborator',
  'no_show_psychologist',
  'refunded_by_administrator',
  'cancelled_by_administrator',
] as const;

describe('the statuses of domain.md §17', () => {
  it('are stored and answered in the history and the psychologist’s list', async () => {
    ctx.setNow('2027-03-20T13:00:00.000Z');
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    for (const [i, status] of NEW_STATUSES.entries()) {
      await makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date: `2027-03-0${i + 1}`,
        startTime: '10:00:00',
        status,
      });
    }
    const history = await call('GET', `/appointments/collaborators/${c.uuid}`, c.token);
    expect(history.statusCode).toBe(200);
    const statuses = history.json().map((a: { status: string }) => a.status);
    expect([...statuses].sort()).toEqual([...NEW_STATUSES].sort());
    const own = await call('GET', `/appointments/psychologists/${p.uuid}`, p.token);
    expect(own.json()).toHaveLength(4);
    ctx.setNow(undefined);
  });

  it('the database refuses a status outside the list', async () => {
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    await expect(
      makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date: '2027-03-02',
        status: 'no_show' as never,
      }),
    ).rejects.toThrow();
  });

  it('a no-show of the collaborator earns the fee; the other three do not (§7 as amended)', async () => {
    ctx.setNow('2027-04-20T13:00:00.000Z');
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    for (const [i, status] of NEW_STATUSES.entries()) {
      await makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date: `2027-04-0${i + 1}`,
        startTime: '10:00:00',
        status,
      });
    }
    const res = await call('GET', `/dashboards/psychologists/${p.uuid}`, p.token);
    expect(res.json()).toMatchObject({ totalBalance: 6000, monthAppointmentsCount: 0 });
    ctx.setNow(undefined);
  });

  it('a refunded purchase is listed as such', async () => {
    const c = await makeCollaborator(ctx);
    await ctx.db.insert(s.purchases).values({
      collaboratorUuid: c.uuid,
      amount: 3,
      priceCents: 30_000,
      provider: 'stripe',
      status: 'refunded',
    });
    const res = await call('GET', `/purchases/${c.uuid}`, c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].status).toBe('refunded');
  });
});
