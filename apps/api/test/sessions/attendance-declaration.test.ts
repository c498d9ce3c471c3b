import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DECLARATION_CHECKS_PER_MINUTE } from '@acolher/contracts/declarations';
import { formatCrp } from '@acolher/contracts/format';
import * as s from '../../src/db/schema.ts';
import { attendanceDeclarations } from '../../src/db/tables/attendance-declarations.ts';
import { sessionNotes } from '../../src/db/tables/session-notes.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeAdministrator,
  makeCareSetting,
  makeCollaborator,
  makeCompany,
  tokenFor,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { pdfText } from '../helpers/pdf-text.ts';

// Decision 1375 (Res. CFP 06/2019): the 'Declaração de comparecimento' of a held session, only for
// its collaborator; its code checked by anyone at GET /declarations/{code}, facts only, 404 unknown.
const ctx = fileApp({}, { now: new Date('2026-11-20T15:00:00Z') });
const call = apiCaller(() => ctx);

async function session(status: 'confirmed' | 'pending' | 'no_show_collaborator' = 'confirmed') {
  const company = await makeCompany(ctx);
  const { collaborator, psychologist, appointment } = await makeCareSetting(ctx, {
    date: '2026-11-18',
    startTime: '10:00:00',
    status,
    collaborator: { companyUuid: company.uuid, name: 'Ana Declarada' },
    psychologist: { name: 'Dra. Helena Prova' },
  });
  // A note in the record: never in the declaration.
  await ctx.db.insert(sessionNotes).values({
    appointmentUuid: appointment.uuid,
    psychologistUuid: psychologist.uuid,
    note: 'Relata ansiedade intensa e insônia.',
  });
  return { company, collaborator, psychologist, appointment };
}

const CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

describe('attendance declaration (decision 1375)', () => {
  it('its collaborator gets the facts of a held session and the same code every time', async () => {
    const { collaborator, psychologist, appointment } = await session();
    const res = await call(
      'GET',
      `/appointments/${appointment.uuid}/attendance-declaration`,
      collaborator.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: expect.stringMatching(CODE),
      collaboratorName: 'Ana Declarada',
      date: '2026-11-18',
      startTime: '10:00:00',
      endTime: '10:50:00',
      durationMinutes: 50,
      psychologistName: 'Dra. Helena Prova',
      psychologistCrp: psychologist.crp,
      issuedAt: expect.stringMatching(/^2026-11-20T12:00:00(\.000)?-03:00$/),
      verificationUrl: expect.stringMatching(new RegExp(`/declaracao/${body.code}$`)),
    });
    const again = await call(
      'GET',
      `/appointments/${appointment.uuid}/attendance-declaration`,
      collaborator.token,
    );
    expect(again.json().code).toBe(body.code);
    const issued = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, appointment.uuid));
    expect(issued.filter((r) => r.action === 'attendance_declaration.issue')).toHaveLength(1);
  });

  it('the PDF states name, date, times, duration, psychologist, CRP and code, and nothing clinical', async () => {
    const { collaborator, psychologist, appointment } = await session();
    const res = await call(
      'GET',
      `/appointments/${appointment.uuid}/attendance-declaration.pdf`,
      collaborator.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="declaracao-comparecimento-2026-11-18.pdf"',
    );
    const text = pdfText(res.rawPayload).join(' ').replace(/\s+/g, ' ');
    const { code } = (
      await call(
        'GET',
        `/appointments/${appointment.uuid}/attendance-declaration`,
        collaborator.token,
      )
    ).json();
    expect(text).toContain('Declaração de comparecimento');
    expect(text).toContain('Ana Declarada');
    expect(text).toContain('18/11/2026');
    expect(text).toContain('das 10:00 às');
    expect(text).toContain('10:50');
    expect(text).toContain('50 minutos');
    expect(text).toContain('Dra. Helena Prova');
    expect(text).toContain(`CRP ${formatCrp(psychologist.crp)}`);
    expect(text).toContain(code);
    expect(text).toContain(`/declaracao/${code}`);
    for (const clinical of ['ansiedade', 'insônia', 'Relata', 'sintoma', 'diagnóstico'])
      expect(text).not.toContain(clinical);
  });

  it('only for a held session: pending or a no-show is 409', async () => {
    for (const status of ['pending', 'no_show_collaborator'] as const) {
      const { collaborator, appointment } = await session(status);
      for (const suffix of ['', '.pdf']) {
        const res = await call(
          'GET',
          `/appointments/${appointment.uuid}/attendance-declaration${suffix}`,
          collaborator.token,
        );
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'A declaração de comparecimento só é emitida para sessões realizadas',
        );
      }
    }
    expect(await ctx.db.select().from(attendanceDeclarations)).not.toHaveLength(0);
  });

  it('only its collaborator: another collaborator, its psychologist, the company, an administrator are refused', async () => {
    const { company, psychologist, appointment } = await session();
    const other = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const admin = await makeAdministrator(ctx);
    const companyToken = await tokenFor(ctx, 'company', company.uuid);
    const url = `/appointments/${appointment.uuid}/attendance-declaration`;
    for (const suffix of ['', '.pdf']) {
      expect((await call('GET', url + suffix)).statusCode).toBe(401);
      for (const token of [other.token, psychologist.token, companyToken, admin.token])
        expect((await call('GET', url + suffix, token)).statusCode).toBe(403);
    }
    const unknown = await call(
      'GET',
      '/appointments/00000000-0000-4000-8000-000000000000/attendance-declaration',
      other.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Agendamento não encontrado');
    const rows = await ctx.db
      .select()
      .from(attendanceDeclarations)
      .where(eq(attendanceDeclarations.appointmentUuid, appointment.uuid));
    expect(rows).toEqual([]);
  });

  it('anyone checks a code: the same facts and nothing else; unknown or malformed codes 404', async () => {
    const { collaborator, appointment } = await session();
    const issued = (
      await call(
        'GET',
        `/appointments/${appointment.uuid}/attendance-declaration`,
        collaborator.token,
      )
    ).json();
    const res = await call('GET', `/declarations/${issued.code}`);
    expect(res.statusCode).toBe(200);
    const { verificationUrl: _url, ...facts } = issued;
    expect(res.json()).toEqual(facts);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'code',
        'collaboratorName',
        'date',
        'durationMinutes',
        'endTime',
        'issuedAt',
        'psychologistCrp',
        'psychologistName',
        'startTime',
      ].sort(),
    );
    expect(res.body).not.toContain('ansiedade');
    expect(res.body).not.toContain(appointment.uuid);
    expect(res.body).not.toContain(collaborator.uuid);
    expect((await call('GET', `/declarations/${issued.code.toLowerCase()}`)).statusCode).toBe(200);
    for (const code of ['AAAA-BBBB-CCCC', 'nada', appointment.uuid]) {
      const miss = await call('GET', `/declarations/${code}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json().message).toBe('Declaração não encontrada');
    }
  });

  it(`checks are limited to ${DECLARATION_CHECKS_PER_MINUTE} a minute per address (429)`, async () => {
    const ip = '203.0.113.77';
    const check = () =>
      ctx.app.inject({ method: 'GET', url: '/api/declarations/ZZZZ-ZZZZ-ZZZZ', remoteAddress: ip });
    for (let i = 0; i < DECLARATION_CHECKS_PER_MINUTE; i++)
      expect((await check()).statusCode).toBe(404);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/declarations/ZZZZ-ZZZZ-ZZZZ',
      remoteAddress: '203.0.113.78',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
