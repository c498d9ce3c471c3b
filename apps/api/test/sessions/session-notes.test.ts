import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTE_MESSAGES } from '@acolher/contracts/session-notes';
import * as s from '../../src/db/schema.ts';
import { sessionNoteAddenda, sessionNotes } from '../../src/db/tables/session-notes.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
  tokenFor,
  makeAppointment,
} from '../helpers/factories.ts';
import { fileAppLogging } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §18: 'Anotações da sessão', its author's only, from the start until 24 hours after
// the end, then dated addenda; every read and write audited, no text in logs or the export.
// The session: 2026-03-04 09:00–09:50 in São Paulo (12:00–12:50 UTC); locks 2026-03-05 12:50 UTC.
const START = '2026-03-04T12:00:00.000Z';
const LOCK = '2026-03-05T12:50:00.000Z';
const SECRET = 'Relato sigiloso: luto recente, insônia há três semanas.';

const { ctx, logged } = fileAppLogging();
const call = apiCaller(() => ctx);
beforeEach(() => ctx.setNow(START));

/** Moves the clock; tokens live one hour, so the psychologist signs in again then. */
async function later(when: string | Date, psychologist: { uuid: string }) {
  ctx.setNow(when);
  return tokenFor(ctx, 'psychologist', psychologist.uuid);
}

async function session(status: (typeof s.appointments.$inferInsert)['status'] = 'confirmed') {
  const company = await makeCompany(ctx);
  const sector = await makeSector(ctx, company.uuid);
  const collaborator = await makeCollaborator(ctx, {
    companyUuid: company.uuid,
    sectorUuid: sector.uuid,
  });
  const psychologist = await makePsychologist(ctx);
  const appointment = await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    date: '2026-03-04',
    status,
  });
  return { company, collaborator, psychologist, appointment };
}

const url = (uuid: string) => `/appointments/${uuid}/note`;
const get = (uuid: string, token?: string) => call('GET', url(uuid), token);
const put = (uuid: string, token: string | undefined, payload: object) =>
  call('PUT', url(uuid), token, payload);
const addendum = (uuid: string, token: string | undefined, payload: object) =>
  call('POST', `${url(uuid)}/addenda`, token, payload);

describe('writing and reading a note', () => {
  it('opens at the session start and keeps what the author wrote, tabs and new lines included', async () => {
    const { psychologist, appointment } = await session();
    ctx.setNow('2026-03-04T11:59:59.000Z');
    const early = await put(appointment.uuid, psychologist.token, { note: 'cedo' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOTE_MESSAGES.notStarted);
    const before = await get(appointment.uuid, psychologist.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      note: '',
      updatedAt: null,
      editable: false,
      locked: false,
    });

    ctx.setNow(START);
    const text = `${SECRET}\n\tPlano: retomar na próxima sessão.`;
    const saved = await put(appointment.uuid, psychologist.token, { note: text });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ note: text, editable: true, locked: false, addenda: [] });
    expect(saved.json().locksAt).toBe('2026-03-05T09:50:00.000-03:00');

    const again = await put(appointment.uuid, psychologist.token, { note: `${text} Revisado.` });
    expect(again.statusCode).toBe(200);
    const read = await get(appointment.uuid, psychologist.token);
    expect(read.json().note).toBe(`${text} Revisado.`);
    const empty = await put(appointment.uuid, psychologist.token, { note: '' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().note).toBe('');
  });

  it('is read by its author only: the other psychologist, the collaborator, an administrator and the company get 403', async () => {
    const { company, collaborator, psychologist, appointment } = await session();
    expect((await put(appointment.uuid, psychologist.token, { note: SECRET })).statusCode).toBe(
      200,
    );
    const other = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: other.uuid,
      date: '2026-03-05',
      status: 'confirmed',
    });
    const admin = await makeAdministrator(ctx);
    for (const token of [other.token, collaborator.token, admin.token, company.token]) {
      for (const res of [
        await get(appointment.uuid, token),
        await put(appointment.uuid, token, { note: 'intruso' }),
        await addendum(appointment.uuid, token, { text: 'intruso' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain(SECRET);
      }
    }
    expect((await get(appointment.uuid)).statusCode).toBe(401);
    expect((await put(appointment.uuid, undefined, { note: 'x' })).statusCode).toBe(401);
    expect((await addendum(appointment.uuid, undefined, { text: 'x' })).statusCode).toBe(401);
    const unknown = await get('6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f', psychologist.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Agendamento não encontrado');
    expect((await get('nao-e-uuid', psychologist.token)).statusCode).toBe(404);
    expect((await get(appointment.uuid, psychologist.token)).json().note).toBe(SECRET);
  });

  it('refuses a note over 10,000 characters, control characters and a missing field with 400', async () => {
    const { psychologist, appointment } = await session();
    const cases: [object, string][] = [
      [{ note: 'a'.repeat(10_001) }, 'Máximo de 10000 caracteres'],
      [{ note: 'texto\u0000' }, 'O texto contém caracteres não permitidos'],
      [{ note: 'sino\u0007' }, 'O texto contém caracteres não permitidos'],
      [{}, 'Campo obrigatório'],
      [{ note: 12 }, 'Campo obrigatório'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(appointment.uuid, psychologist.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await put(appointment.uuid, psychologist.token, { note: 'a'.repeat(10_000) })).statusCode,
    ).toBe(200);
  });

  it('has no note for a cancelled appointment (decision 1161)', async () => {
    const { psychologist, appointment } = await session('cancelled_by_psychologist');
    const res = await put(appointment.uuid, psychologist.token, { note: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOTE_MESSAGES.cancelled);
    expect((await get(appointment.uuid, psychologist.token)).json().editable).toBe(false);
    const late = await addendum(appointment.uuid, await later(LOCK, psychologist), { text: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOTE_MESSAGES.cancelled);
  });
});

describe('the 24-hour lock and addenda', () => {
  it('edits until 24 h after the end; then 409 and only dated addenda, appended in order', async () => {
    const { psychologist, appointment } = await session();
    expect(
      (await put(appointment.uuid, psychologist.token, { note: 'Primeira versão' })).statusCode,
    ).toBe(200);
    const tooEarly = await addendum(appointment.uuid, psychologist.token, { text: 'cedo demais' });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(NOTE_MESSAGES.notLocked);

    const justBefore = await later(new Date(new Date(LOCK).getTime() - 1), psychologist);
    expect((await put(appointment.uuid, justBefore, { note: 'Versão final' })).statusCode).toBe(
      200,
    );

    const token = await later(LOCK, psychologist);
    const locked = await put(appointment.uuid, token, { note: 'Reescrita' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(NOTE_MESSAGES.locked);
    const view = (await get(appointment.uuid, token)).json();
    expect(view).toMatchObject({ note: 'Versão final', locked: true, editable: false });

    const first = await addendum(appointment.uuid, token, { text: 'Correção: três semanas.' });
    expect(first.statusCode).toBe(201);
    const nextWeek = await later('2026-03-10T15:00:00.000Z', psychologist);
    const second = await addendum(appointment.uuid, nextWeek, { text: 'Linha 1\nLinha 2' });
    expect(second.statusCode).toBe(201);
    const body = second.json();
    expect(body.note).toBe('Versão final');
    expect(body.addenda.map((a: { text: string }) => a.text)).toEqual([
      'Correção: três semanas.',
      'Linha 1\nLinha 2',
    ]);
    expect(body.addenda.map((a: { createdAt: string }) => a.createdAt)).toEqual([
      '2026-03-05T09:50:00.000-03:00',
      '2026-03-10T12:00:00.000-03:00',
    ]);
    for (const [payload, message] of [
      [{ text: '   ' }, 'Campo obrigatório'],
      [{}, 'Campo obrigatório'],
      [{ text: 'x'.repeat(10_001) }, 'Máximo de 10000 caracteres'],
      [{ text: 'a\u001bb' }, 'O texto contém caracteres não permitidos'],
    ] as const) {
      const res = await addendum(appointment.uuid, nextWeek, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('takes an addendum on a session whose note was never written', async () => {
    const { psychologist, appointment } = await session();
    const token = await later(LOCK, psychologist);
    const res = await addendum(appointment.uuid, token, { text: 'Registro tardio.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ note: '', addenda: [{ text: 'Registro tardio.' }] });
  });

  it('takes at most 50 addenda (409), even sent at once', async () => {
    const { psychologist, appointment } = await session();
    const token = await later(LOCK, psychologist);
    await ctx.db.insert(sessionNotes).values({
      appointmentUuid: appointment.uuid,
      psychologistUuid: psychologist.uuid,
    });
    await ctx.db.insert(sessionNoteAddenda).values(
      Array.from({ length: 47 }, (_, i) => ({
        appointmentUuid: appointment.uuid,
        psychologistUuid: psychologist.uuid,
        text: `Adendo ${i}`,
      })),
    );
    const five = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addendum(appointment.uuid, token, { text: `Novo ${i}` })),
    );
    expect(five.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = five.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe('Limite de adendos atingido');
    expect((await get(appointment.uuid, token)).json().addenda).toHaveLength(50);
  });
});

describe('audit, logs and the account export', () => {
  it('audits every read and write without the text, logs no text and exports none', async () => {
    const { collaborator, psychologist, appointment } = await session();
    await put(appointment.uuid, psychologist.token, { note: SECRET });
    await get(appointment.uuid, psychologist.token);
    const token = await later(LOCK, psychologist);
    expect(
      (await addendum(appointment.uuid, token, { text: `${SECRET} Adendo.` })).statusCode,
    ).toBe(201);
    const rows = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.targetType, 'appointment'), eq(s.auditLog.targetUuid, appointment.uuid)),
      );
    expect(rows.map((r) => r.action).sort()).toEqual([
      'session_note.addendum',
      'session_note.read',
      'session_note.write',
    ]);
    for (const row of rows) {
      expect(row.actorRole).toBe('psychologist');
      expect(row.actorUuid).toBe(psychologist.uuid);
      expect(JSON.stringify(row.details ?? {})).not.toContain('Relato');
    }
    const collaboratorToken = await tokenFor(ctx, 'collaborator', collaborator.uuid);
    for (const exporter of [token, collaboratorToken]) {
      const exported = await call('GET', '/account/export', exporter);
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain('Relato sigiloso');
    }
    expect(logged().length).toBeGreaterThan(0);
    expect(logged()).not.toContain('Relato sigiloso');
  });
});
