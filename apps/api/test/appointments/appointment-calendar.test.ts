import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §19: GET /appointments/{uuid}/calendar.ics, the appointment as an iCalendar event
// for its collaborator or psychologist: start, end, São Paulo zone, the room page, nothing clinical.

const ctx = fileApp(
  { PUBLIC_URL: 'https://acolher.exemplo.com.br' },
  { now: '2026-03-02T12:00:00.000Z' },
);
const call = apiCaller(() => ctx);
let collaborator: Awaited<ReturnType<typeof makeCollaborator>>;
let psychologist: Awaited<ReturnType<typeof makePsychologist>>;
let appointmentUuid: string;

beforeAll(async () => {
  collaborator = await makeCollaborator(ctx);
  psychologist = await makePsychologist(ctx, {
    name: 'Helena Calendário',
    specialties: ['Ansiedade'],
  });
  const row = await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    date: '2026-03-10',
    startTime: '14:00:00',
    status: 'confirmed',
  });
  appointmentUuid = row.uuid;
});

const fetchIcs = (uuid: string, token?: string) =>
  call('GET', `/appointments/${uuid}/calendar.ics`, token);

type Property = { name: string; params: Record<string, string>; value: string };

/** A small RFC 5545 reader: unfolds lines, splits name;params:value, unescapes TEXT. */
function parseIcs(text: string) {
  expect(text).toMatch(/\r\n$/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const stack: { name: string; props: Property[] }[] = [];
  const done: { name: string; props: Property[] }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') stack.push({ name: value, props: [] });
    else if (name === 'END') {
      const closed = stack.pop()!;
      expect(closed.name).toBe(value);
      done.push(closed);
    } else {
      stack.at(-1)!.props.push({
        name,
        params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
        value: value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1'),
      });
    }
  }
  expect(stack).toEqual([]);
  const component = (name: string) => done.find((c) => c.name === name)!;
  const prop = (c: string, p: string) => component(c).props.find((x) => x.name === p)!;
  return { done, component, prop };
}

describe('GET /appointments/{uuid}/calendar.ics', () => {
  it('gives its collaborator the event in the São Paulo zone, with the room page and no clinical content', async () => {
    const res = await fetchIcs(appointmentUuid, collaborator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sessao-acolher-2026-03-10.ics"',
    );
    const ics = parseIcs(res.body);
    expect(ics.done.map((c) => c.name)).toEqual(['STANDARD', 'VTIMEZONE', 'VEVENT', 'VCALENDAR']);
    expect(ics.prop('VCALENDAR', 'VERSION').value).toBe('2.0');
    expect(ics.prop('VTIMEZONE', 'TZID').value).toBe('America/Sao_Paulo');
    expect(ics.prop('STANDARD', 'TZOFFSETTO').value).toBe('-0300');
    const start = ics.prop('VEVENT', 'DTSTART');
    expect(start).toMatchObject({
      params: { TZID: 'America/Sao_Paulo' },
      value: '20260310T140000',
    });
    expect(ics.prop('VEVENT', 'DTEND')).toMatchObject({
      params: { TZID: 'America/Sao_Paulo' },
      value: '20260310T145000',
    });
    expect(ics.prop('VEVENT', 'UID').value).toBe(`${appointmentUuid}@acolher`);
    expect(ics.prop('VEVENT', 'DTSTAMP').value).toBe('20260302T120000Z');
    expect(ics.prop('VEVENT', 'SUMMARY').value).toBe('Sessão Acolher');
    expect(ics.prop('VEVENT', 'STATUS').value).toBe('CONFIRMED');
    const room = `https://acolher.exemplo.com.br/collaborator/app/appointment/${appointmentUuid}/session`;
    expect(ics.prop('VEVENT', 'URL').value).toBe(room);
    expect(ics.prop('VEVENT', 'DESCRIPTION').value).toContain(room);
    expect(ics.prop('VEVENT', 'DESCRIPTION').value).toMatch(/^Sessão on-line/);
    // Nothing clinical, and no one named: no specialty, no names, no e-mail.
    for (const word of ['Ansiedade', 'Helena', collaborator.name, collaborator.email])
      expect(res.body).not.toContain(word);
    // Every line within 75 octets (RFC 5545 §3.1).
    for (const line of res.body.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("gives its psychologist the psychologist's room page", async () => {
    const res = await fetchIcs(appointmentUuid, psychologist.token);
    expect(res.statusCode).toBe(200);
    expect(parseIcs(res.body).prop('VEVENT', 'URL').value).toBe(
      `https://acolher.exemplo.com.br/psychologist/app/appointments/${appointmentUuid}/session`,
    );
  });

  it('says an occurrence of a weekly series repeats (domain.md §24), still one event', async () => {
    const row = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-17',
      startTime: '14:00:00',
    });
    const descriptionFor = async (frequency: 'weekly' | 'biweekly') => {
      const [series] = await ctx.db
        .insert(s.appointmentSeries)
        .values({
          collaboratorUuid: collaborator.uuid,
          psychologistUuid: psychologist.uuid,
          openingHourUuid: row.openingHourUuid,
          frequency,
          startDate: '2026-03-17',
          nextDate: '2026-03-24',
        })
        .returning();
      await ctx.db
        .update(s.appointments)
        .set({ seriesUuid: series!.uuid })
        .where(eq(s.appointments.uuid, row.uuid));
      const res = await fetchIcs(row.uuid, collaborator.token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('RRULE');
      return parseIcs(res.body).prop('VEVENT', 'DESCRIPTION').value;
    };
    expect(await descriptionFor('weekly')).toMatch(/^Sessão semanal on-line de 50 minutos/);
    expect(await descriptionFor('biweekly')).toMatch(/^Sessão quinzenal on-line de 50 minutos/);
  });

  it('marks a cancelled appointment as cancelled', async () => {
    const row = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-11',
      startTime: '09:00:00',
      status: 'cancelled_by_psychologist',
    });
    const res = await fetchIcs(row.uuid, collaborator.token);
    expect(res.statusCode).toBe(200);
    expect(parseIcs(res.body).prop('VEVENT', 'STATUS').value).toBe('CANCELLED');
  });

  it('401 without a token; 403 for another collaborator, another psychologist, the company and the administrator', async () => {
    expect((await fetchIcs(appointmentUuid)).statusCode).toBe(401);
    const others = [
      (await makeCollaborator(ctx)).token,
      (await makePsychologist(ctx)).token,
      (await makeCompany(ctx)).token,
      (await makeAdministrator(ctx)).token,
    ];
    for (const token of others) {
      const res = await fetchIcs(appointmentUuid, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });

  it('404 for an unknown or malformed id', async () => {
    const unknown = await fetchIcs(crypto.randomUUID(), collaborator.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Agendamento não encontrado');
    expect((await fetchIcs('nao-e-um-id', collaborator.token)).statusCode).toBe(404);
  });
});
