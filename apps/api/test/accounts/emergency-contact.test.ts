import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeCareSetting,
  makeCompany,
  makePsychologist,
} from '../helpers/factories.ts';

// docs/domain.md §18: the collaborator's emergency contact, named in 'Minha conta', read only by
// its treating psychologists (a `pending` or held session), each reading in the audit log.
const ctx = fileApp({}, { now: '2026-03-03T12:00:00.000Z' });
const call = apiCaller(() => ctx);

const CONTACT = { name: 'Joana Souza', phone: '(11) 98888-7777', relation: 'Mãe' };

async function scenario(status = 'pending') {
  const { collaborator, psychologist } = await makeCareSetting(ctx, { status });
  return { collaborator, psychologist };
}

const readsOf = (collaboratorUuid: string) =>
  ctx.db
    .select()
    .from(s.auditLog)
    .where(
      and(
        eq(s.auditLog.action, 'emergency_contact.read'),
        eq(s.auditLog.targetUuid, collaboratorUuid),
      ),
    );

describe('PUT/GET/DELETE /account/emergency-contact', () => {
  it('the collaborator names, reads, replaces and removes its contact', async () => {
    const { collaborator } = await scenario();
    expect((await call('GET', '/account/emergency-contact', collaborator.token)).json()).toEqual({
      contact: null,
    });
    const saved = await call('PUT', '/account/emergency-contact', collaborator.token, CONTACT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      name: 'Joana Souza',
      phone: '11988887777',
      relation: 'Mãe',
      updatedAt: '2026-03-03T09:00:00.000-03:00',
    });
    await call('PUT', '/account/emergency-contact', collaborator.token, {
      ...CONTACT,
      relation: 'Irmã',
    });
    const read = await call('GET', '/account/emergency-contact', collaborator.token);
    expect(read.json().contact).toMatchObject({ name: 'Joana Souza', relation: 'Irmã' });
    const removed = await call('DELETE', '/account/emergency-contact', collaborator.token);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/account/emergency-contact', collaborator.token)).json()).toEqual({
      contact: null,
    });
  });

  it('refuses an invalid contact with the message of its field (400)', async () => {
    const { collaborator } = await scenario();
    const cases: [Record<string, string>, string][] = [
      [{ ...CONTACT, name: ' ' }, 'Campo obrigatório'],
      [{ ...CONTACT, phone: '1234' }, 'Telefone inválido'],
      [{ ...CONTACT, relation: '' }, 'Campo obrigatório'],
      [{ ...CONTACT, relation: 'x'.repeat(61) }, 'Máximo de 60 caracteres'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/account/emergency-contact', collaborator.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("is the collaborator's own: other roles get 403", async () => {
    const tokens = [
      (await makePsychologist(ctx)).token,
      (await makeAdministrator(ctx)).token,
      (await makeCompany(ctx)).token,
    ];
    for (const token of tokens) {
      expect((await call('PUT', '/account/emergency-contact', token, CONTACT)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/account/emergency-contact', token)).statusCode).toBe(403);
    }
  });
});

describe('GET /collaborators/:uuid/emergency-contact', () => {
  it('the treating psychologist reads it, and each reading is audited', async () => {
    const { collaborator, psychologist } = await scenario();
    const path = `/collaborators/${collaborator.uuid}/emergency-contact`;
    expect((await call('GET', path, psychologist.token)).json()).toEqual({ contact: null });
    await call('PUT', '/account/emergency-contact', collaborator.token, CONTACT);
    const res = await call('GET', path, psychologist.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().contact).toMatchObject({ name: 'Joana Souza', phone: '11988887777' });
    const reads = await readsOf(collaborator.uuid);
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ actorRole: 'psychologist', actorUuid: psychologist.uuid });
  });

  it('a held session counts; a cancelled or missed one does not (403)', async () => {
    const held = await scenario('confirmed');
    expect(
      (
        await call(
          'GET',
          `/collaborators/${held.collaborator.uuid}/emergency-contact`,
          held.psychologist.token,
        )
      ).statusCode,
    ).toBe(200);
    for (const status of ['cancelled_by_collaborator_in_advance', 'no_show_collaborator']) {
      const { collaborator, psychologist } = await scenario(status);
      const res = await call(
        'GET',
        `/collaborators/${collaborator.uuid}/emergency-contact`,
        psychologist.token,
      );
      expect(res.statusCode).toBe(403);
      expect(await readsOf(collaborator.uuid)).toHaveLength(0);
    }
  });

  it('anyone else gets 403, administrators included; the collaborator reads its own in Minha conta only', async () => {
    const { collaborator } = await scenario();
    await call('PUT', '/account/emergency-contact', collaborator.token, CONTACT);
    const path = `/collaborators/${collaborator.uuid}/emergency-contact`;
    const tokens = [
      (await makePsychologist(ctx)).token,
      (await makeAdministrator(ctx)).token,
      (await makeCompany(ctx)).token,
      collaborator.token,
    ];
    for (const token of tokens) {
      const res = await call('GET', path, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
    expect((await call('GET', path)).statusCode).toBe(401);
    expect(await readsOf(collaborator.uuid)).toHaveLength(0);
    const psychologist = await makePsychologist(ctx);
    const unknown = await call(
      'GET',
      `/collaborators/${crypto.randomUUID()}/emergency-contact`,
      psychologist.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
