import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { accountDeletionRequests } from '../../src/db/tables/account-deletion.ts';
import { collaboratorIntakes } from '../../src/db/tables/matching.ts';
import { erasePersonalData } from '../../src/modules/accounts/personal-data-erasure.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';

// Decision 1380: the intake ('O que te traz aqui?') is the collaborator's own data: it writes and
// reads it, skipping is answering nothing, it is in its export, and no company, administrator or
// psychologist reads it.

const ctx = fileApp({}, { now: '2026-03-02T12:00:00.000Z' });
const call = apiCaller(() => ctx);

const ANSWER = {
  reasons: ['Ansiedade', 'Estresse no trabalho', 'Ansiedade'],
  psychologistGender: 'female',
  approaches: [' Terapia Cognitivo-Comportamental ', ''],
  periods: ['morning', 'evening'],
};

describe('PUT and GET /account/intake', () => {
  it('null before any answer; the answer, cleaned, after; a second answer replaces the first', async () => {
    const c = await makeCollaborator(ctx);
    const before = await call('GET', '/account/intake', c.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const put = await call('PUT', '/account/intake', c.token, ANSWER);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      reasons: ['Ansiedade', 'Estresse no trabalho'],
      psychologistGender: 'female',
      approaches: ['Terapia Cognitivo-Comportamental'],
      periods: ['morning', 'evening'],
      updatedAt: '2026-03-02T09:00:00.000-03:00',
    });
    expect((await call('GET', '/account/intake', c.token)).json()).toEqual(put.json());

    const again = await call('PUT', '/account/intake', c.token, {
      reasons: ['Prefiro não dizer'],
      psychologistGender: 'any',
      approaches: [],
      periods: [],
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/account/intake', c.token)).json()).toMatchObject({
      reasons: ['Prefiro não dizer'],
      psychologistGender: 'any',
      approaches: [],
      periods: [],
    });
  });

  it('skipping is answering nothing: the intake then exists, empty', async () => {
    const c = await makeCollaborator(ctx);
    const skip = { reasons: [], psychologistGender: 'any', approaches: [], periods: [] };
    expect((await call('PUT', '/account/intake', c.token, skip)).statusCode).toBe(200);
    expect((await call('GET', '/account/intake', c.token)).json()).toMatchObject(skip);
  });

  it.each([
    [{ reasons: ['Qualquer coisa'] }, 'Escolha motivos da lista'],
    [{ reasons: 'Ansiedade' }, 'Escolha motivos da lista'],
    [{ psychologistGender: 'other' }, 'Escolha uma preferência da lista'],
    [{ psychologistGender: undefined }, 'Escolha uma preferência da lista'],
    [{ periods: ['night'] }, 'Escolha períodos da lista'],
    [{ approaches: ['a', 'b', 'c', 'd'] }, 'Informe no máximo 3 abordagens'],
    [{ approaches: ['x'.repeat(101)] }, 'Cada abordagem tem no máximo 100 caracteres'],
    [{ approaches: ['a\u0000b'] }, 'O texto contém caracteres não permitidos'],
  ])('400 for %o', async (over, message) => {
    const c = await makeCollaborator(ctx);
    const res = await call('PUT', '/account/intake', c.token, { ...ANSWER, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call('GET', '/account/intake', c.token)).json()).toBeNull();
  });

  it('401 without a token; 403 for a company, an administrator and a psychologist', async () => {
    expect((await call('GET', '/account/intake')).statusCode).toBe(401);
    expect((await call('PUT', '/account/intake', undefined, ANSWER)).statusCode).toBe(401);
    const admin = await makeAdministrator(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const token of [admin.token, psychologist.token]) {
      expect((await call('GET', '/account/intake', token)).statusCode).toBe(403);
      expect((await call('PUT', '/account/intake', token, ANSWER)).statusCode).toBe(403);
    }
  });
});

describe('the intake stays the collaborator’s own', () => {
  it('in its export; in no answer of its company or an administrator about it', async () => {
    const c = await makeCollaborator(ctx);
    const companyToken = await tokenFor(ctx, 'company', c.companyUuid);
    const admin = await makeAdministrator(ctx);
    await call('PUT', '/account/intake', c.token, {
      ...ANSWER,
      approaches: ['Abordagem secreta Xyzzy'],
    });

    const exported = await call('GET', '/account/export', c.token);
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).intake).toMatchObject({
      reasons: ['Ansiedade', 'Estresse no trabalho'],
      psychologistGender: 'female',
      approaches: ['Abordagem secreta Xyzzy'],
      periods: ['morning', 'evening'],
    });

    for (const token of [companyToken, admin.token]) {
      expect((await call('GET', '/account/intake', token)).statusCode).toBe(403);
      const seen = await call('GET', `/collaborators/${c.uuid}`, token);
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toContain('Xyzzy');
      expect(seen.body).not.toContain('intake');
    }
  });
});

describe('erasure', () => {
  it('the intake goes with the account’s personal data once the retention is over', async () => {
    const c = await makeCollaborator(ctx);
    await call('PUT', '/account/intake', c.token, ANSWER);
    const deletedAt = new Date('2026-03-10T15:00:00.000Z');
    await ctx.db.update(s.collaborators).set({ deletedAt }).where(eq(s.collaborators.uuid, c.uuid));
    await ctx.db.insert(accountDeletionRequests).values({
      role: 'collaborator',
      accountUuid: c.uuid,
      requestedAt: deletedAt,
      completedAt: deletedAt,
    });
    const left = () =>
      ctx.db
        .select()
        .from(collaboratorIntakes)
        .where(eq(collaboratorIntakes.collaboratorUuid, c.uuid));
    ctx.setNow('2031-03-10T14:59:59.000Z');
    await erasePersonalData(ctx.deps);
    expect(await left()).toHaveLength(1);
    ctx.setNow('2031-03-10T15:00:00.000Z');
    await erasePersonalData(ctx.deps);
    expect(await left()).toHaveLength(0);
    ctx.setNow('2026-03-02T12:00:00.000Z');
  });
});
