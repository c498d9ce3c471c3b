import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { splitIntoSessions } from '../../src/modules/opening-hours/opening-hours.service.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeCollaborator,
  makeCompany,
  makeOpeningHour,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
const call = apiCaller(() => ctx);

const create = (token: string | undefined, payload: Record<string, unknown>) =>
  call('POST', '/opening-hours', token, payload);

describe('splitIntoSessions', () => {
  it('splits 100 minutes or more into 50-minute sessions on the hour', () => {
    expect(splitIntoSessions('08:00:00', '12:00:00')).toEqual([
      { startTime: '08:00:00', endTime: '08:50:00' },
      { startTime: '09:00:00', endTime: '09:50:00' },
      { startTime: '10:00:00', endTime: '10:50:00' },
      { startTime: '11:00:00', endTime: '11:50:00' },
    ]);
    expect(splitIntoSessions('08:00:00', '09:40:00')).toEqual([
      { startTime: '08:00:00', endTime: '08:50:00' },
    ]);
    expect(splitIntoSessions('08:00:00', '09:50:00')).toHaveLength(2);
  });
  it('counts seconds: sessions start at the given second, never before it', () => {
    expect(splitIntoSessions('08:00:30', '10:00:30')).toEqual([
      { startTime: '08:00:30', endTime: '08:50:30' },
      { startTime: '09:00:30', endTime: '09:50:30' },
    ]);
    // 99 min 30 s: shorter than two sessions, kept as given.
    expect(splitIntoSessions('08:00:30', '09:40:00')).toEqual([
      { startTime: '08:00:30', endTime: '09:40:00' },
    ]);
  });
  it('keeps a range shorter than two sessions as it is', () => {
    expect(splitIntoSessions('14:00:00', '15:00:00')).toEqual([
      { startTime: '14:00:00', endTime: '15:00:00' },
    ]);
  });
});

describe('POST /opening-hours', () => {
  it('creates 08:00–10:00 as two sessions and lists them', async () => {
    const p = await makePsychologist(ctx);
    const res = await create(p.token, {
      startTime: '08:00',
      endTime: '10:00',
      dayOfWeek: '2',
      psychologistUuid: p.uuid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      expect.objectContaining({
        dayOfWeek: 2,
        startTime: '08:00:00',
        endTime: '08:50:00',
        psychologistUuid: p.uuid,
      }),
      expect.objectContaining({ dayOfWeek: 2, startTime: '09:00:00', endTime: '09:50:00' }),
    ]);
    const list = await call('GET', `/opening-hours/psychologist/${p.uuid}`, p.token);
    expect(list.json().map((h: { startTime: string }) => h.startTime)).toEqual([
      '08:00:00',
      '09:00:00',
    ]);
  });

  it.each([
    [{ startTime: '10:00', endTime: '09:00' }, 'O horário final deve ser depois do inicial'],
    [{ startTime: '10:00', endTime: '10:00' }, 'O horário final deve ser depois do inicial'],
    [{ startTime: '10:00', endTime: '10:40' }, 'O horário deve ter pelo menos 50 minutos'],
    // Seconds count (domain.md §1 accepts HH:MM:SS; §8 at least 50 minutes).
    [{ startTime: '10:00:59', endTime: '10:50:00' }, 'O horário deve ter pelo menos 50 minutos'],
    [{ startTime: '12:00:30', endTime: '12:00:45' }, 'O horário deve ter pelo menos 50 minutos'],
    [{ startTime: '12:00:45', endTime: '12:00:30' }, 'O horário final deve ser depois do inicial'],
    [{ startTime: '' }, 'Campo obrigatório'],
    [{ endTime: '25:00' }, 'Horário inválido'],
    [{ dayOfWeek: 7 }, 'Dia da semana inválido'],
    [{ psychologistUuid: 'x' }, 'UUID do psicólogo inválido'],
  ])('refuses %o', async (over, message) => {
    const p = await makePsychologist(ctx);
    const res = await create(p.token, {
      startTime: '10:00',
      endTime: '11:00',
      dayOfWeek: 1,
      psychologistUuid: p.uuid,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('409 when it overlaps an active hour of that day; a removed hour or another day does not count', async () => {
    const p = await makePsychologist(ctx);
    await makeOpeningHour(ctx, p.uuid, 3, '09:00:00', '09:50:00');
    const removed = await makeOpeningHour(ctx, p.uuid, 3, '14:00:00', '14:50:00');
    await ctx.db
      .update(s.openingHours)
      .set({ deletedAt: new Date() })
      .where(eq(s.openingHours.uuid, removed.uuid));
    const clash = await create(p.token, {
      startTime: '08:30',
      endTime: '09:30',
      dayOfWeek: 3,
      psychologistUuid: p.uuid,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Conflita com um horário existente');
    const wide = await create(p.token, {
      startTime: '08:00',
      endTime: '12:00',
      dayOfWeek: 3,
      psychologistUuid: p.uuid,
    });
    expect(wide.statusCode).toBe(409);
    const otherDay = await create(p.token, {
      startTime: '09:00',
      endTime: '09:50',
      dayOfWeek: 4,
      psychologistUuid: p.uuid,
    });
    expect(otherDay.statusCode).toBe(201);
    const reuse = await create(p.token, {
      startTime: '14:00',
      endTime: '14:50',
      dayOfWeek: 3,
      psychologistUuid: p.uuid,
    });
    expect(reuse.statusCode).toBe(201);
    const adjacent = await create(p.token, {
      startTime: '09:50',
      endTime: '10:40',
      dayOfWeek: 3,
      psychologistUuid: p.uuid,
    });
    expect(adjacent.statusCode).toBe(201);
  });

  it('403 for another psychologist’s uuid and for other roles; 401 without token', async () => {
    const p = await makePsychologist(ctx);
    const other = await makePsychologist(ctx);
    const body = { startTime: '08:00', endTime: '09:00', dayOfWeek: 1, psychologistUuid: p.uuid };
    expect((await create(other.token, body)).json()).toMatchObject({
      statusCode: 403,
      message: 'Acesso negado',
    });
    expect((await create(admin.token, body)).statusCode).toBe(403);
    expect((await create((await makeCollaborator(ctx)).token, body)).statusCode).toBe(403);
    expect((await create(undefined, body)).statusCode).toBe(401);
    const hours = await ctx.db
      .select()
      .from(s.openingHours)
      .where(eq(s.openingHours.psychologistUuid, p.uuid));
    expect(hours).toHaveLength(0);
  });
});

describe('GET /opening-hours', () => {
  it('groups active hours by day, index 0 Sunday … 6 Saturday', async () => {
    const p = await makePsychologist(ctx);
    await makeOpeningHour(ctx, p.uuid, 0, '10:00:00', '10:50:00');
    await makeOpeningHour(ctx, p.uuid, 6, '09:00:00', '09:50:00');
    await makeOpeningHour(ctx, p.uuid, 6, '08:00:00', '08:50:00');
    const gone = await makeOpeningHour(ctx, p.uuid, 2, '08:00:00', '08:50:00');
    await ctx.db
      .update(s.openingHours)
      .set({ deletedAt: new Date() })
      .where(eq(s.openingHours.uuid, gone.uuid));
    const res = await call('GET', `/opening-hours/grouped-by-day-of-week/${p.uuid}`, p.token);
    expect(res.statusCode).toBe(200);
    const days = res.json();
    expect(days).toHaveLength(7);
    expect(days[0].map((h: { startTime: string }) => h.startTime)).toEqual(['10:00:00']);
    expect(days[2]).toEqual([]);
    expect(days[6].map((h: { startTime: string }) => h.startTime)).toEqual([
      '08:00:00',
      '09:00:00',
    ]);
  });

  it('a collaborator reads an approved psychologist’s hours, not an unapproved one’s', async () => {
    const collaborator = await makeCollaborator(ctx);
    const approved = await makePsychologist(ctx);
    await makeOpeningHour(ctx, approved.uuid, 1);
    const analyzing = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    const ok = await call(
      'GET',
      `/opening-hours/psychologist/${approved.uuid}`,
      collaborator.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(1);
    const hidden = await call(
      'GET',
      `/opening-hours/grouped-by-day-of-week/${analyzing.uuid}`,
      collaborator.token,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('403 for another psychologist and a company, 401 without token, 404 unknown', async () => {
    const p = await makePsychologist(ctx);
    const other = await makePsychologist(ctx);
    const company = await makeCompany(ctx);
    const get = (id: string, token?: string) =>
      call('GET', `/opening-hours/psychologist/${id}`, token);
    expect((await get(p.uuid, other.token)).statusCode).toBe(403);
    expect((await get(p.uuid, company.token)).statusCode).toBe(403);
    expect((await get(p.uuid)).statusCode).toBe(401);
    expect((await get('0b7e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70', admin.token)).statusCode).toBe(404);
  });
});

describe('DELETE /opening-hours/:uuid', () => {
  it('is refused while a future pending appointment uses the hour, allowed after it is cancelled', async () => {
    ctx.setNow('2027-03-01T12:00:00.000Z');
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    const hour = await makeOpeningHour(ctx, p.uuid, 3, '09:00:00', '09:50:00');
    const appointment = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-03-03',
      openingHourUuid: hour.uuid,
    });
    const del = () => call('DELETE', `/opening-hours/${hour.uuid}`, p.token);
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este horário possui agendamentos futuros pendentes');
    await ctx.db
      .update(s.appointments)
      .set({ status: 'cancelled_by_collaborator_in_advance' })
      .where(eq(s.appointments.uuid, appointment.uuid));
    expect((await del()).statusCode).toBe(204);
    const [row] = await ctx.db
      .select()
      .from(s.openingHours)
      .where(eq(s.openingHours.uuid, hour.uuid));
    expect(row.deletedAt).not.toBeNull();
    expect((await del()).statusCode).toBe(404);
    ctx.setNow(undefined);
  });

  it('a past pending appointment does not block', async () => {
    ctx.setNow('2027-03-10T12:00:00.000Z');
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    const hour = await makeOpeningHour(ctx, p.uuid, 3, '09:00:00', '09:50:00');
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-03-03',
      openingHourUuid: hour.uuid,
    });
    const res = await call('DELETE', `/opening-hours/${hour.uuid}`, p.token);
    expect(res.statusCode).toBe(204);
    ctx.setNow(undefined);
  });

  it('writes an audit row (who, what, on what, when) with the deletion; a refused one writes none', async () => {
    ctx.setNow('2027-04-01T12:00:00.000Z');
    const p = await makePsychologist(ctx);
    const hour = await makeOpeningHour(ctx, p.uuid, 2, '14:00:00', '14:50:00');
    const del = (token: string) => call('DELETE', `/opening-hours/${hour.uuid}`, token);
    const audit = () =>
      ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, hour.uuid));
    expect((await del((await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect(await audit()).toEqual([]);
    expect((await del(p.token)).statusCode).toBe(204);
    const rows = await audit();
    expect(rows).toMatchObject([
      {
        actorRole: 'psychologist',
        actorUuid: p.uuid,
        action: 'delete',
        targetType: 'opening_hour',
        targetUuid: hour.uuid,
        details: {
          psychologistUuid: p.uuid,
          dayOfWeek: 2,
          startTime: '14:00:00',
          endTime: '14:50:00',
        },
      },
    ]);
    expect(rows[0].createdAt).toBeInstanceOf(Date);
    expect((await del(p.token)).statusCode).toBe(404);
    expect(await audit()).toHaveLength(1);
    ctx.setNow(undefined);
  });

  it('403 for another psychologist or role, 401 without token, 404 unknown', async () => {
    const p = await makePsychologist(ctx);
    const hour = await makeOpeningHour(ctx, p.uuid, 1);
    const del = (uuid: string, token?: string) => call('DELETE', `/opening-hours/${uuid}`, token);
    expect((await del(hour.uuid, (await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect((await del(hour.uuid, admin.token)).statusCode).toBe(403);
    expect((await del(hour.uuid)).statusCode).toBe(401);
    const missing = await del('0b7e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70', p.token);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Horário não encontrado' });
    const [row] = await ctx.db
      .select()
      .from(s.openingHours)
      .where(eq(s.openingHours.uuid, hour.uuid));
    expect(row.deletedAt).toBeNull();
  });
});
