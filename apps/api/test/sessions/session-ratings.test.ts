import { beforeEach, describe, expect, it } from 'vitest';
import { recordJoin } from '../../src/modules/session-room/attendance.ts';
import { makeAdministrator, makeCollaborator, makeCompany } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeRoomSession } from '../helpers/care-contract.ts';
import { apiCaller } from '../helpers/api.ts';

const AFTER = '2026-03-04T13:05:00.000Z';

const ctx = fileApp();
const call = apiCaller(() => ctx);
beforeEach(() => ctx.setNow(AFTER));

async function session({ joined = true } = {}) {
  const { collaborator, psychologist, appointment } = await makeRoomSession(ctx, {
    contract: false,
  });
  if (joined)
    await recordJoin(ctx.db, appointment.uuid, 'collaborator', new Date('2026-03-04T11:55:00Z'));
  return { collaborator, psychologist, appointment };
}

const rate = (uuid: string, token: string, payload: object) =>
  call('POST', `/appointments/${uuid}/session/rating`, token, payload);
const summary = (token: string) => call('GET', '/session-ratings/summary', token);

describe("'Como foi sua sessão?'", () => {
  it('takes the collaborator’s 1–5 and comment once, after having entered the room', async () => {
    const { collaborator, appointment } = await session();
    expect((await rate(appointment.uuid, collaborator.token, { score: 4 })).statusCode).toBe(204);
    const again = await rate(appointment.uuid, collaborator.token, { score: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já avaliou esta sessão');

    const notIn = await session({ joined: false });
    const res = await rate(notIn.appointment.uuid, notIn.collaborator.token, { score: 5 });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a bad score, a long comment, and everyone but the collaborator', async () => {
    const { collaborator, psychologist, appointment } = await session();
    for (const payload of [{ score: 0 }, { score: 6 }, { score: 2.5 }, {}]) {
      const res = await rate(appointment.uuid, collaborator.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Escolha uma nota de 1 a 5');
    }
    const long = await rate(appointment.uuid, collaborator.token, {
      score: 3,
      comment: 'a'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect((await rate(appointment.uuid, psychologist.token, { score: 5 })).statusCode).toBe(403);
    const other = await makeCollaborator(ctx);
    expect((await rate(appointment.uuid, other.token, { score: 5 })).statusCode).toBe(403);
  });

  it('shows the administrator aggregates only, and no company at all', async () => {
    const admin = await makeAdministrator(ctx);
    const before = (await summary(admin.token)).json();
    const a = await session();
    const b = await session();
    await rate(a.appointment.uuid, a.collaborator.token, { score: 5, comment: 'Muito bom' });
    await rate(b.appointment.uuid, b.collaborator.token, { score: 3, comment: '  ' });
    const res = await summary(admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(before.count + 2);
    expect(body.byScore[4]).toBe(before.byScore[4] + 1);
    expect(body.byScore[2]).toBe(before.byScore[2] + 1);
    expect(body.withComment).toBe(before.withComment + 1);
    expect(JSON.stringify(body)).not.toContain('Muito bom');
    const company = await makeCompany(ctx);
    expect((await summary(company.token)).statusCode).toBe(403);
  });
});
