import { beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
  bookSlot,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import type { Role } from '../../src/modules/auth/roles.ts';
import { apiCaller } from '../helpers/api.ts';

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo

const ctx = fileApp();
beforeEach(() => ctx.setNow(NOW));

const call = apiCaller(() => ctx);
const as = (role: Role, uuid: string) => tokenFor(ctx, role, uuid);

async function bookFor(collaboratorUuid: string, date: string, dayOfWeek: number, start: string) {
  const psychologist = await makePsychologist(ctx);
  const end = `${String(Number(start.slice(0, 2))).padStart(2, '0')}:50:00`;
  const hour = await makeOpeningHour(ctx, psychologist.uuid, dayOfWeek, start, end);
  const res = await bookSlot(ctx.app, bearer(await as('collaborator', collaboratorUuid)), {
    collaboratorUuid,
    psychologistUuid: psychologist.uuid,
    openingHourUuid: hour.uuid,
    date,
  });
  expect(res.statusCode).toBe(201);
  return { psychologist, appointment: res.json() as { uuid: string } };
}

describe('GET /appointments/:id', () => {
  it('shows the appointment to its collaborator, its psychologist and an administrator', async () => {
    const me = await makeCollaborator(ctx, { credits: 2 });
    const { psychologist, appointment } = await bookFor(me.uuid, '2026-03-04', 3, '09:00:00');
    const admin = await makeAdministrator(ctx);
    for (const token of [
      await as('collaborator', me.uuid),
      await as('psychologist', psychologist.uuid),
      await as('administrator', admin.uuid),
    ]) {
      const res = await call('GET', `/appointments/${appointment.uuid}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uuid: appointment.uuid,
        status: 'pending',
        date: '2026-03-04',
        collaboratorUuid: me.uuid,
        collaborator: { uuid: me.uuid, name: me.name, email: me.email, phone: me.phone },
        psychologist: { uuid: psychologist.uuid, name: psychologist.name },
        openingHour: { startTime: '09:00:00', endTime: '09:50:00' },
      });
    }
  });

  it('refuses another collaborator, another psychologist and a company (403)', async () => {
    const me = await makeCollaborator(ctx, { credits: 2 });
    const { appointment } = await bookFor(me.uuid, '2026-03-04', 3, '10:00:00');
    const sameCompany = await makeCollaborator(ctx, {
      companyUuid: me.companyUuid,
      sectorUuid: me.sectorUuid,
    });
    const otherPsy = await makePsychologist(ctx);
    for (const token of [
      await as('collaborator', sameCompany.uuid),
      await as('psychologist', otherPsy.uuid),
      await as('company', me.companyUuid), // its own company: still no appointments
    ]) {
      const res = await call('GET', `/appointments/${appointment.uuid}`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });

  it('401 without a token; 404 unknown or malformed', async () => {
    const me = await makeCollaborator(ctx);
    const url = `/appointments/${crypto.randomUUID()}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const id of [crypto.randomUUID(), 'abc']) {
      const res = await call('GET', `/appointments/${id}`, await as('collaborator', me.uuid));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Agendamento não encontrado');
    }
  });
});

describe('GET /appointments/collaborators/:id', () => {
  it('lists the own history, newest first, every status included', async () => {
    const me = await makeCollaborator(ctx, { credits: 5 });
    const a = await bookFor(me.uuid, '2026-03-04', 3, '09:00:00');
    const b = await bookFor(me.uuid, '2026-03-10', 2, '11:00:00');
    const c = await bookFor(me.uuid, '2026-03-05', 4, '08:00:00');
    await call(
      'PATCH',
      `/appointments/collaborators/cancel/${c.appointment.uuid}`,
      await as('collaborator', me.uuid),
    );
    const someoneElse = await makeCollaborator(ctx, { credits: 1 });
    const d = await bookFor(someoneElse.uuid, '2026-03-06', 5, '09:00:00');

    const res = await call(
      'GET',
      `/appointments/collaborators/${me.uuid}`,
      await as('collaborator', me.uuid),
    );
    expect(res.statusCode).toBe(200);
    const list = res.json() as { uuid: string; status: string; date: string }[];
    expect(list.map((x) => x.uuid)).toEqual([
      b.appointment.uuid,
      c.appointment.uuid,
      a.appointment.uuid,
    ]);
    expect(list[1].status).toBe('cancelled_by_collaborator_in_advance');
    // The same (prepared) read with another collaborator's id answers that collaborator's rows.
    const theirs = await call(
      'GET',
      `/appointments/collaborators/${someoneElse.uuid}`,
      await as('collaborator', someoneElse.uuid),
    );
    expect((theirs.json() as { uuid: string }[]).map((x) => x.uuid)).toEqual([d.appointment.uuid]);
  });

  it('an empty history is []', async () => {
    const me = await makeCollaborator(ctx);
    const res = await call(
      'GET',
      `/appointments/collaborators/${me.uuid}`,
      await as('collaborator', me.uuid),
    );
    expect(res.json()).toEqual([]);
  });

  it('refuses anybody but the collaborator itself (403), no token (401)', async () => {
    const me = await makeCollaborator(ctx);
    const other = await makeCollaborator(ctx);
    const admin = await makeAdministrator(ctx);
    const psy = await makePsychologist(ctx);
    const url = `/appointments/collaborators/${me.uuid}`;
    for (const token of [
      await as('collaborator', other.uuid),
      await as('company', me.companyUuid),
      await as('psychologist', psy.uuid),
      await as('administrator', admin.uuid),
    ]) {
      expect((await call('GET', url, token)).statusCode).toBe(403);
    }
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
