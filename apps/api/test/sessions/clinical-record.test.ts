import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatCrp } from '@acolher/contracts/format';
import * as s from '../../src/db/schema.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
  tokenFor,
  makeAppointment,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { pdfText } from '../helpers/pdf-text.ts';

// docs/domain.md §18: the psychologist's 'Prontuário' of one collaborator: its own notes with their
// addenda, in date order, only with a care relationship (§3), audited; and its PDF, made on the server.
const ctx = fileApp();

const call = apiCaller(() => ctx);
const read = (url: string, token?: string) => call('GET', url, token);

/** Writes a note at the session's start (and an addendum after its lock) through the API. */
async function noted(
  p: { uuid: string },
  c: { uuid: string },
  date: string,
  note: string,
  addendum?: string,
) {
  const appointment = await makeAppointment(ctx, {
    collaboratorUuid: c.uuid,
    psychologistUuid: p.uuid,
    date,
    startTime: '10:00:00',
    status: 'confirmed',
  });
  ctx.setNow(new Date(appointment.startsAt));
  const token = await tokenFor(ctx, 'psychologist', p.uuid);
  const url = `/appointments/${appointment.uuid}/note`;
  expect((await call('PUT', url, token, { note })).statusCode).toBe(200);
  if (addendum) {
    ctx.setNow(new Date(appointment.endsAt.getTime() + 25 * 3_600_000));
    const t2 = await tokenFor(ctx, 'psychologist', p.uuid);
    const res = await call('POST', `${url}/addenda`, t2, { text: addendum });
    expect(res.statusCode).toBe(201);
  }
  return appointment;
}

let world: Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const company = await makeCompany(ctx);
  const sector = await makeSector(ctx, company.uuid);
  const collaborator = await makeCollaborator(ctx, {
    companyUuid: company.uuid,
    sectorUuid: sector.uuid,
    name: 'Ana Conceição',
  });
  const psychologist = await makePsychologist(ctx, { name: 'Marina Açucena' });
  const other = await makePsychologist(ctx, { name: 'Outra Psicóloga' });
  // Written out of order on purpose: the record sorts by the session's date.
  await noted(
    psychologist,
    collaborator,
    '2026-02-11',
    'Segunda sessão: ansiedade diminuiu.',
    'Adendo: medicação revista.',
  );
  await noted(
    psychologist,
    collaborator,
    '2026-02-04',
    'Primeira sessão: queixa de insônia e tensão.',
  );
  await noted(other, collaborator, '2026-02-06', 'Nota de outra profissional.');
  ctx.setNow('2026-03-01T12:00:00.000Z');
  const admin = await makeAdministrator(ctx);
  const stranger = await makePsychologist(ctx);
  const fresh = async () => ({
    psychologist: await tokenFor(ctx, 'psychologist', psychologist.uuid),
    other: await tokenFor(ctx, 'psychologist', other.uuid),
    stranger: await tokenFor(ctx, 'psychologist', stranger.uuid),
    collaborator: await tokenFor(ctx, 'collaborator', collaborator.uuid),
    company: await tokenFor(ctx, 'company', company.uuid),
    admin: await tokenFor(ctx, 'administrator', admin.uuid),
  });
  return { collaborator, psychologist, other, tokens: await fresh() };
}
beforeAll(async () => {
  world = await makeWorld();
});

describe("the 'Prontuário'", () => {
  it('lists the psychologist’s patients with how many sessions carry a note', async () => {
    const res = await read('/clinical-records', world.tokens.psychologist);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        uuid: world.collaborator.uuid,
        name: 'Ana Conceição',
        notesCount: 2,
        lastSessionAt: '2026-02-11T10:00:00.000-03:00',
        nextSessionAt: null,
      },
    ]);
    expect((await read('/clinical-records', world.tokens.stranger)).json()).toEqual([]);
    for (const token of [world.tokens.collaborator, world.tokens.company, world.tokens.admin])
      expect((await read('/clinical-records', token)).statusCode).toBe(403);
    expect((await read('/clinical-records')).statusCode).toBe(401);
  });

  it("'última sessão' is the last session already started, never a booked one ahead; the next one apart", async () => {
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx, { name: 'Bia Souza' });
    const at = (date: string, status: 'pending' | 'confirmed' = 'pending') =>
      makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date,
        startTime: '10:00:00',
        status,
      });
    await at('2026-02-25', 'confirmed');
    await at('2026-03-11');
    await at('2026-03-04');
    ctx.setNow('2026-03-01T12:00:00.000Z');
    const token = await tokenFor(ctx, 'psychologist', p.uuid);
    expect((await read('/clinical-records', token)).json()).toEqual([
      {
        uuid: c.uuid,
        name: 'Bia Souza',
        notesCount: 0,
        lastSessionAt: '2026-02-25T10:00:00.000-03:00',
        nextSessionAt: '2026-03-04T10:00:00.000-03:00',
      },
    ]);
    // Once the 04/03 session has started, it is the last one; the next is 11/03.
    ctx.setNow('2026-03-04T13:00:00.000Z');
    const later = await tokenFor(ctx, 'psychologist', p.uuid);
    expect((await read('/clinical-records', later)).json()[0]).toMatchObject({
      lastSessionAt: '2026-03-04T10:00:00.000-03:00',
      nextSessionAt: '2026-03-11T10:00:00.000-03:00',
    });
    // Only sessions ahead: no 'última sessão' yet.
    const fresh = await makeCollaborator(ctx, { name: 'Caio Lima' });
    await makeAppointment(ctx, {
      collaboratorUuid: fresh.uuid,
      psychologistUuid: p.uuid,
      date: '2026-03-18',
      startTime: '10:00:00',
    });
    expect((await read('/clinical-records', later)).json()[1]).toMatchObject({
      name: 'Caio Lima',
      lastSessionAt: null,
      nextSessionAt: '2026-03-18T10:00:00.000-03:00',
    });
    ctx.setNow('2026-03-01T12:00:00.000Z'); // the file's other tests keep their tokens
  });

  it('holds the psychologist’s own notes and addenda in date order, and no one else’s', async () => {
    const res = await read(
      `/clinical-records/${world.collaborator.uuid}`,
      world.tokens.psychologist,
    );
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record.psychologist).toEqual({ name: 'Marina Açucena', crp: world.psychologist.crp });
    expect(record.collaborator).toEqual({ uuid: world.collaborator.uuid, name: 'Ana Conceição' });
    expect(record.entries.map((e: { note: string }) => e.note)).toEqual([
      'Primeira sessão: queixa de insônia e tensão.',
      'Segunda sessão: ansiedade diminuiu.',
    ]);
    expect(record.entries[1].addenda.map((a: { text: string }) => a.text)).toEqual([
      'Adendo: medicação revista.',
    ]);
    expect(res.body).not.toContain('outra profissional');
    const other = await read(`/clinical-records/${world.collaborator.uuid}`, world.tokens.other);
    expect(other.json().entries.map((e: { note: string }) => e.note)).toEqual([
      'Nota de outra profissional.',
    ]);
  });

  it('labels an occurrence of a weekly series the way appointment answers do (domain.md §24)', async () => {
    const url = `/clinical-records/${world.collaborator.uuid}`;
    const before = (await read(url, world.tokens.psychologist)).json();
    expect(before.entries.map((e: { series: unknown }) => e.series)).toEqual([null, null]);
    const [occurrence] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, before.entries[1].appointmentUuid));
    const [series] = await ctx.db
      .insert(s.appointmentSeries)
      .values({
        collaboratorUuid: occurrence!.collaboratorUuid,
        psychologistUuid: occurrence!.psychologistUuid,
        openingHourUuid: occurrence!.openingHourUuid,
        frequency: 'biweekly',
        startDate: '2026-02-11',
        nextDate: '2026-02-25',
      })
      .returning();
    await ctx.db
      .update(s.appointments)
      .set({ seriesUuid: series!.uuid })
      .where(eq(s.appointments.uuid, occurrence!.uuid));
    const after = (await read(url, world.tokens.psychologist)).json();
    expect(after.entries.map((e: { series: unknown }) => e.series)).toEqual([
      null,
      { uuid: series!.uuid, frequency: 'biweekly' },
    ]);
  });

  it('needs a care relationship: 403 for a stranger, every other role and a cancelled booking; 404 and 400', async () => {
    const url = `/clinical-records/${world.collaborator.uuid}`;
    for (const path of [url, `${url}/pdf`]) {
      for (const token of [
        world.tokens.stranger,
        world.tokens.collaborator,
        world.tokens.company,
        world.tokens.admin,
      ]) {
        const res = await read(path, token);
        expect(res.statusCode, path).toBe(403);
        expect(res.body).not.toContain('insônia');
      }
      expect((await read(path)).statusCode).toBe(401);
    }
    const cancelledOnly = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: world.collaborator.uuid,
      psychologistUuid: cancelledOnly.uuid,
      date: '2026-03-20',
      status: 'cancelled_by_collaborator_in_advance',
    });
    expect(
      (await read(url, await tokenFor(ctx, 'psychologist', cancelledOnly.uuid))).statusCode,
    ).toBe(403);
    const unknown = await read(
      '/clinical-records/6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
      world.tokens.psychologist,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Colaborador não encontrado');
    const bad = await read('/clinical-records/nao-e-uuid', world.tokens.psychologist);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('UUID do colaborador inválido');
  });

  it('is audited on every read and export', async () => {
    const before = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.targetType, 'collaborator'),
          eq(s.auditLog.targetUuid, world.collaborator.uuid),
        ),
      );
    await read(`/clinical-records/${world.collaborator.uuid}`, world.tokens.psychologist);
    await read(`/clinical-records/${world.collaborator.uuid}/pdf`, world.tokens.psychologist);
    const after = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.targetType, 'collaborator'),
          eq(s.auditLog.targetUuid, world.collaborator.uuid),
        ),
      );
    const added = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(added.map((r) => r.action).sort()).toEqual([
      'clinical_record.export',
      'clinical_record.read',
    ]);
    expect(added.every((r) => r.actorUuid === world.psychologist.uuid)).toBe(true);
    expect(JSON.stringify(added.map((r) => r.details))).not.toContain('sessão');
  });
});

describe('the PDF export', () => {
  it('is a pt-BR PDF with the psychologist, CRP, patient, each session’s date, notes, addenda and page numbers', async () => {
    const res = await read(
      `/clinical-records/${world.collaborator.uuid}/pdf`,
      world.tokens.psychologist,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prontuario-/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfText(res.rawPayload);
    const text = lines.join('\n');
    expect(lines).toContain('Prontuário psicológico');
    expect(lines).toContain('Psicólogo(a): Marina Açucena');
    expect(lines).toContain(`CRP: ${formatCrp(world.psychologist.crp)}`);
    expect(lines).toContain('Paciente: Ana Conceição');
    expect(lines).toContain('Sessão de 04/02/2026 às 10:00');
    expect(lines).toContain('Sessão de 11/02/2026 às 10:00');
    expect(lines).toContain('Primeira sessão: queixa de insônia e tensão.');
    expect(lines).toContain('Adendo: medicação revista.');
    expect(lines).toContain('Adendo de 12/02/2026 às 11:50');
    expect(lines).toContain('Página 1 de 1');
    expect(text.indexOf('04/02/2026')).toBeLessThan(text.indexOf('11/02/2026'));
    expect(text).not.toContain('outra profissional');
  });

  it('numbers every page of a long record', async () => {
    const collaborator = await makeCollaborator(ctx, { name: 'Bruno Longo' });
    const psychologist = await makePsychologist(ctx);
    const paragraph = 'Relato extenso da sessão com observações clínicas detalhadas. '.repeat(40);
    for (const day of ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26'])
      await noted(
        psychologist,
        collaborator,
        day,
        `${paragraph}\n\n${paragraph}\nFim do dia ${day}.`,
      );
    ctx.setNow('2026-03-01T12:00:00.000Z');
    const token = await tokenFor(ctx, 'psychologist', psychologist.uuid);
    const res = await read(`/clinical-records/${collaborator.uuid}/pdf`, token);
    expect(res.statusCode).toBe(200);
    const lines = pdfText(res.rawPayload);
    const pages = lines.filter((l) => /^Página \d+ de \d+$/.test(l));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => `Página ${i + 1} de ${pages.length}`));
    expect(lines).toContain('Fim do dia 2026-01-26.');
  });
});
