import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@acolher/contracts/errors';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import { psychologistAbsences } from '../../src/db/tables/session-outcomes.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeCollaborator,
  makeCompany,
  makeOpeningHour,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';

// Absences (domain.md §17; decision 1175). Monday 2026-03-02 09:00 São Paulo.
const NOW = '2026-03-02T12:00:00.000Z';
const TODAY = '2026-03-02';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
const call = apiCaller(() => ctx);
beforeEach(() => ctx.setNow(NOW));

type Person = { uuid: string; token: string };
const create = (p: Person, body: object, id = p.uuid) =>
  call('POST', `/psychologists/${id}/absences`, p.token, body);
const list = (token: string | null, id: string) =>
  call('GET', `/psychologists/${id}/absences`, token ?? undefined);
const remove = (p: Person, uuid: string, id = p.uuid) =>
  call('DELETE', `/psychologists/${id}/absences/${uuid}`, p.token);

describe('POST /psychologists/{id}/absences', () => {
  it('creates the own absence and lists it with its reason', async () => {
    const psy = await makePsychologist(ctx);
    const res = await create(psy, {
      startDate: '2026-03-09',
      endDate: '2026-03-13',
      reason: 'Férias',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      psychologistUuid: psy.uuid,
      startDate: '2026-03-09',
      endDate: '2026-03-13',
      reason: 'Férias',
    });
    const mine = await list(psy.token, psy.uuid);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ reason: 'Férias' })]);
  });

  it('a reason is optional; a one-day absence today is allowed', async () => {
    const psy = await makePsychologist(ctx);
    const res = await create(psy, { startDate: TODAY, endDate: TODAY });
    expect(res.statusCode).toBe(201);
    expect(res.json().reason).toBe('');
  });

  it('400 with the messages: end before start, a past start, a bad date', async () => {
    const psy = await makePsychologist(ctx);
    const reversed = await create(psy, { startDate: '2026-03-10', endDate: '2026-03-09' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(M.absenceEndBeforeStart);
    const past = await create(psy, { startDate: '2026-03-01', endDate: '2026-03-05' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(M.absencePast);
    const bad = await create(psy, { startDate: '2026-02-30', endDate: '2026-03-05' });
    expect(bad.statusCode).toBe(400);
  });

  it('409 while a pending appointment lies in the period; cancelled ones do not count', async () => {
    const psy = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx, { credits: 1 });
    await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psy.uuid,
      date: '2026-03-11',
    });
    await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psy.uuid,
      date: '2026-03-18',
      status: 'cancelled_by_psychologist',
    });
    const over = await create(psy, { startDate: '2026-03-09', endDate: '2026-03-11' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(M.absenceOverPending);
    const edge = await create(psy, { startDate: '2026-03-12', endDate: '2026-03-20' });
    expect(edge.statusCode).toBe(201);
  });

  it('401 without a token; 403 for other roles and for another psychologist', async () => {
    const psy = await makePsychologist(ctx);
    const other = await makePsychologist(ctx);
    const body = { startDate: '2026-03-09', endDate: '2026-03-09' };
    const none = await call('POST', `/psychologists/${psy.uuid}/absences`, undefined, body);
    expect(none.statusCode).toBe(401);
    expect((await create(other, body, psy.uuid)).statusCode).toBe(403);
    expect((await create(admin, body, psy.uuid)).statusCode).toBe(403);
    const company = await makeCompany(ctx);
    expect((await create(company, body, psy.uuid)).statusCode).toBe(403);
    const collaborator = await makeCollaborator(ctx);
    expect((await create(collaborator, body, psy.uuid)).statusCode).toBe(403);
  });
});

describe('booking and rescheduling into an absence', () => {
  it('refuses a booking and a reschedule on an absent day with 409; the collaborator sees the period without its reason', async () => {
    const psy = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx, { credits: 3 });
    const wednesday = await makeOpeningHour(ctx, psy.uuid, 3, '14:00:00', '14:50:00');
    const thursday = await makeOpeningHour(ctx, psy.uuid, 4, '14:00:00', '14:50:00');
    const booked = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psy.uuid,
      date: '2026-03-04',
    });
    expect(
      (await create(psy, { startDate: '2026-03-05', endDate: '2026-03-12', reason: 'Saúde' }))
        .statusCode,
    ).toBe(201);

    const book = (date: string, hour: string) =>
      call('POST', '/appointments/collaborators', collaborator.token, {
        collaboratorUuid: collaborator.uuid,
        psychologistUuid: psy.uuid,
        openingHourUuid: hour,
        date,
      });
    const refused = await book('2026-03-11', wednesday.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.slotTaken);
    expect((await book('2026-03-18', wednesday.uuid)).statusCode).toBe(201);

    const moved = await call(
      'PATCH',
      `/appointments/${booked.uuid}/reschedule`,
      collaborator.token,
      { openingHourUuid: thursday.uuid, date: '2026-03-05' },
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(MESSAGES.slotTaken);

    const seen = await list(collaborator.token, psy.uuid);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      { uuid: expect.any(String), startDate: '2026-03-05', endDate: '2026-03-12' },
    ]);
  });
});

describe('GET and DELETE /psychologists/{id}/absences', () => {
  it('lists current and future ones only; a collaborator gets 404 for an unapproved psychologist; others 403', async () => {
    const psy = await makePsychologist(ctx);
    await ctx.db.insert(psychologistAbsences).values([
      { psychologistUuid: psy.uuid, startDate: '2026-02-20', endDate: '2026-02-27' },
      { psychologistUuid: psy.uuid, startDate: '2026-02-28', endDate: '2026-03-02' },
      { psychologistUuid: psy.uuid, startDate: '2026-04-01', endDate: '2026-04-02' },
    ]);
    const mine = (await list(psy.token, psy.uuid)).json() as { startDate: string }[];
    expect(mine.map((a) => a.startDate)).toEqual(['2026-02-28', '2026-04-01']);

    const pending = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    const collaborator = await makeCollaborator(ctx);
    expect((await list(collaborator.token, pending.uuid)).statusCode).toBe(404);
    expect((await list(null, psy.uuid)).statusCode).toBe(401);
    expect((await list(admin.token, psy.uuid)).statusCode).toBe(403);
    expect((await list((await makePsychologist(ctx)).token, psy.uuid)).statusCode).toBe(403);
  });

  it('removes a future absence; refuses a begun one, another psychologist, an unknown one', async () => {
    const psy = await makePsychologist(ctx);
    const future = (await create(psy, { startDate: '2026-03-03', endDate: '2026-03-04' })).json();
    const current = (await create(psy, { startDate: TODAY, endDate: '2026-03-03' })).json();

    const other = await makePsychologist(ctx);
    expect((await remove(other, future.uuid, psy.uuid)).statusCode).toBe(403);
    expect((await remove(other, future.uuid)).statusCode).toBe(404);
    const begun = await remove(psy, current.uuid);
    expect(begun.statusCode).toBe(400);
    expect(begun.json().message).toBe(M.onlyFutureAbsence);

    expect((await remove(psy, future.uuid)).statusCode).toBe(204);
    expect((await remove(psy, future.uuid)).statusCode).toBe(404);
    const left = (await list(psy.token, psy.uuid)).json() as { uuid: string }[];
    expect(left.map((a) => a.uuid)).toEqual([current.uuid]);
  });
});
