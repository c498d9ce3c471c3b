import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { auditsOf } from '../helpers/session-outcomes.ts';
import {
  makeCompany,
  makePsychologist,
  tokenFor,
  makeAppointment,
  makeCareSetting,
} from '../helpers/factories.ts';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
const call = apiCaller(() => ctx);

async function careLink(status = 'pending') {
  const { psychologist: p, collaborator: c } = await makeCareSetting(ctx, {
    date: '2027-05-03',
    status,
    psychologist: { name: 'Helena Duarte' },
    collaborator: { name: 'Ana Souza' },
  });
  return { p, c };
}
const post = (token: string | undefined, payload: Record<string, unknown>) =>
  call('POST', '/reviews', token, payload);
const list = (token: string | undefined, collaboratorUuid: string) =>
  call('GET', `/reviews/${collaboratorUuid}`, token);
const audits = (action: string, targetUuid: string) => auditsOf(ctx, action, targetUuid);

describe('a cancelled booking is not a care relationship (domain.md §3 amended)', () => {
  it.each([
    'cancelled_by_psychologist',
    'cancelled_by_collaborator_in_advance',
    'cancelled_by_collaborator_without_advance',
  ])('%s: 403 to read and to write', async (status) => {
    const { p, c } = await careLink(status);
    // Another psychologist, in care of her, wrote a note: the one who cancelled must not read it.
    const carer = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: carer.uuid,
      date: '2027-05-04',
      status: 'confirmed',
    });
    const written = await post(carer.token, {
      review: 'Nota clínica.',
      psychologistUuid: carer.uuid,
      collaboratorUuid: c.uuid,
    });
    expect(written.statusCode).toBe(201);
    const read = await list(p.token, c.uuid);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Nota clínica.');
    const write = await post(p.token, {
      review: 'Tentativa.',
      psychologistUuid: p.uuid,
      collaboratorUuid: c.uuid,
    });
    expect(write.statusCode).toBe(403);
    for (const ok of ['pending', 'confirmed', 'no_show_collaborator']) {
      const link = await careLink(ok);
      expect((await list(link.p.token, link.c.uuid)).statusCode, ok).toBe(200);
    }
  });
});

describe('POST /reviews', () => {
  // docs/domain.md §3 amended: a care relationship is a pending, confirmed or no-show appointment.
  it('writes a note about a collaborator in care, audited', async () => {
    const { p, c } = await careLink('no_show_collaborator');
    const res = await post(p.token, {
      review: '  Sessão produtiva.  ',
      psychologistUuid: p.uuid,
      collaboratorUuid: c.uuid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      review: 'Sessão produtiva.',
      psychologist: { name: 'Helena Duarte' },
    });
    expect(res.json().uuid).toBeTypeOf('string');
    const logged = await audits('review.create', c.uuid);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorRole: 'psychologist', actorUuid: p.uuid });
  });

  it.each([
    [{ review: '' }, 'Campo obrigatório'],
    [{ review: 'x'.repeat(1001) }, 'Máximo de 1000 caracteres'],
    [{ psychologistUuid: 'abc' }, 'UUID do psicólogo inválido'],
    [{ psychologistUuid: undefined }, 'UUID do psicólogo obrigatório'],
    [{ collaboratorUuid: 'abc' }, 'UUID do colaborador inválido'],
    [{ collaboratorUuid: undefined }, 'UUID do colaborador obrigatório'],
  ])('refuses %o', async (over, message) => {
    const { p, c } = await careLink();
    const res = await post(p.token, {
      review: 'ok',
      psychologistUuid: p.uuid,
      collaboratorUuid: c.uuid,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts exactly 1000 characters', async () => {
    const { p, c } = await careLink();
    const res = await post(p.token, {
      review: 'x'.repeat(1000),
      psychologistUuid: p.uuid,
      collaboratorUuid: c.uuid,
    });
    expect(res.statusCode).toBe(201);
  });

  it('403 without a care relationship, for another psychologist’s uuid, for other roles; 401; 404', async () => {
    const { p, c } = await careLink();
    const stranger = await makePsychologist(ctx);
    const body = { review: 'nota', psychologistUuid: stranger.uuid, collaboratorUuid: c.uuid };
    expect((await post(stranger.token, body)).json()).toMatchObject({
      statusCode: 403,
      message: 'Acesso negado',
    });
    expect((await post(stranger.token, { ...body, psychologistUuid: p.uuid })).statusCode).toBe(
      403,
    );
    expect((await post(admin.token, { ...body, psychologistUuid: p.uuid })).statusCode).toBe(403);
    expect((await post(c.token, { ...body, psychologistUuid: p.uuid })).statusCode).toBe(403);
    expect((await post(undefined, body)).statusCode).toBe(401);
    const missing = await post(p.token, {
      review: 'x',
      psychologistUuid: p.uuid,
      collaboratorUuid: '0b7e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70',
    });
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      message: 'Colaborador não encontrado',
    });
    const stored = await ctx.db
      .select()
      .from(s.reviews)
      .where(eq(s.reviews.collaboratorUuid, c.uuid));
    expect(stored).toHaveLength(0);
  });
});

describe('GET /reviews/:collaboratorId', () => {
  // Each psychologist reads only the notes it wrote: a new psychologist reads nothing of another's
  // record (decision 1383).
  it('lists its own notes newest first with the collaborator name; every read is audited', async () => {
    const { p, c } = await careLink();
    const p2 = await makePsychologist(ctx, { name: 'Outro Psi' });
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p2.uuid,
      date: '2027-05-04',
    });
    ctx.setNow('2027-05-01T10:00:00.000Z');
    await post(await tokenFor(ctx, 'psychologist', p.uuid), {
      review: 'primeira',
      psychologistUuid: p.uuid,
      collaboratorUuid: c.uuid,
    });
    ctx.setNow('2027-05-02T10:00:00.000Z');
    const token2 = await tokenFor(ctx, 'psychologist', p2.uuid);
    await post(token2, { review: 'segunda', psychologistUuid: p2.uuid, collaboratorUuid: c.uuid });
    ctx.setNow('2027-05-02T10:30:00.000Z');
    await post(token2, { review: 'terceira', psychologistUuid: p2.uuid, collaboratorUuid: c.uuid });
    const res = await list(token2, c.uuid);
    const first = await list(await tokenFor(ctx, 'psychologist', p.uuid), c.uuid);
    ctx.setNow(undefined);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.collaborator).toMatchObject({ name: 'Ana Souza' });
    expect(body.reviews.map((r: { review: string }) => r.review)).toEqual(['terceira', 'segunda']);
    expect(body.reviews[1]).toMatchObject({ psychologist: { name: 'Outro Psi' } });
    expect(body.reviews[1].createdAt).toBe('2027-05-02T07:00:00.000-03:00');
    expect(JSON.stringify(body)).not.toContain(c.email);
    expect(JSON.stringify(body)).not.toContain('primeira');
    expect(first.json().reviews.map((r: { review: string }) => r.review)).toEqual(['primeira']);
    expect(first.json().reviews[0]).toMatchObject({ psychologist: { name: 'Helena Duarte' } });
    expect(await audits('review.read', c.uuid)).toHaveLength(2);
  });

  it('403 without a care relationship and for other roles (company, administrator, the collaborator); 401; 404; 400', async () => {
    const { c } = await careLink();
    const stranger = await makePsychologist(ctx);
    expect((await list(stranger.token, c.uuid)).statusCode).toBe(403);
    expect((await list(admin.token, c.uuid)).statusCode).toBe(403);
    expect((await list((await makeCompany(ctx)).token, c.uuid)).statusCode).toBe(403);
    expect((await list(c.token, c.uuid)).statusCode).toBe(403);
    expect((await list(undefined, c.uuid)).statusCode).toBe(401);
    expect((await list(stranger.token, '0b7e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70')).statusCode).toBe(
      404,
    );
    expect((await list(stranger.token, 'nao-uuid')).json().message).toBe(
      'UUID do colaborador inválido',
    );
    expect(await audits('review.read', c.uuid)).toHaveLength(0);
  });
});
