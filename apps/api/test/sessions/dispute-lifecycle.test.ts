import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import { ZDispute } from '@acolher/contracts/answers/session-outcomes';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import { makeCareSetting } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// The lifecycle the collaborator sees on its history's card (decision 1412): none → 'open' →
// decided with the administrator's justification; a second dispute refused; nobody else reads it.
// The session: Monday 2026-03-02 09:00–09:50 São Paulo; the clock: two hours later.
const NOW = '2026-03-02T14:50:00.000Z';

const ctx = fileApp();
const call = apiCaller(() => ctx);
const admin = fileAdministrator(ctx);
beforeEach(() => ctx.setNow(NOW));

async function held() {
  return makeCareSetting(ctx, {
    date: '2026-03-02',
    status: 'confirmed',
    collaborator: { credits: 1 },
  });
}

const mine = (token: string, uuid: string) => call('GET', `/collaborators/${uuid}/disputes`, token);
const contest = (token: string, uuid: string, reason = 'A psicóloga não entrou na sala.') =>
  call('POST', `/appointments/${uuid}/dispute`, token, { reason });
const resolve = (uuid: string, outcome: 'refund' | 'keep', note: string) =>
  call('PATCH', `/disputes/${uuid}/resolve`, admin.token, { outcome, note });

describe('GET /collaborators/{uuid}/disputes', () => {
  it('none, then open, then kept with the justification; a second dispute is refused with 409', async () => {
    const sc = await held();
    const none = await mine(sc.collaborator.token, sc.collaborator.uuid);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);

    expect((await contest(sc.collaborator.token, sc.appointment.uuid)).statusCode).toBe(201);
    const open = await mine(sc.collaborator.token, sc.collaborator.uuid);
    expect(open.statusCode).toBe(200);
    const [d] = ZDispute.array().parse(open.json());
    expect(open.json()).toHaveLength(1);
    expect(d).toMatchObject({
      appointmentUuid: sc.appointment.uuid,
      status: 'open',
      reason: 'A psicóloga não entrou na sala.',
      resolutionNote: null,
      resolvedAt: null,
      appointmentStatus: 'confirmed',
    });

    const again = await contest(sc.collaborator.token, sc.appointment.uuid, 'Outra vez.');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.disputeExists);
    expect((await mine(sc.collaborator.token, sc.collaborator.uuid)).json()).toHaveLength(1);

    const note = 'O registro da sala mostra as duas pessoas por 50 minutos.';
    expect((await resolve(d.uuid, 'keep', note)).statusCode).toBe(200);
    const decided = ZDispute.array().parse(
      (await mine(sc.collaborator.token, sc.collaborator.uuid)).json(),
    );
    expect(decided).toEqual([
      expect.objectContaining({
        uuid: d.uuid,
        status: 'kept',
        resolutionNote: note,
        appointmentStatus: 'confirmed',
      }),
    ]);
    expect(decided[0].resolvedAt).not.toBeNull();
    // Decided: still no second dispute.
    expect((await contest(sc.collaborator.token, sc.appointment.uuid)).statusCode).toBe(409);
  });

  it('refunded: the outcome and the justification, the session refunded_by_administrator', async () => {
    const sc = await held();
    const opened = await contest(sc.collaborator.token, sc.appointment.uuid);
    const note = 'A psicóloga não entrou na sala; o crédito foi devolvido.';
    expect((await resolve(opened.json().uuid, 'refund', note)).statusCode).toBe(200);
    const [d] = ZDispute.array().parse(
      (await mine(sc.collaborator.token, sc.collaborator.uuid)).json(),
    );
    expect(d).toMatchObject({
      status: 'refunded',
      resolutionNote: note,
      appointmentStatus: 'refunded_by_administrator',
    });
  });

  it("only the collaborator's own: another collaborator gets 403 and never sees it in its own list; other roles 403; 401", async () => {
    const sc = await held();
    const other = await held();
    expect((await contest(sc.collaborator.token, sc.appointment.uuid)).statusCode).toBe(201);
    expect((await mine(other.collaborator.token, sc.collaborator.uuid)).statusCode).toBe(403);
    const otherList = await mine(other.collaborator.token, other.collaborator.uuid);
    expect(otherList.statusCode).toBe(200);
    expect(otherList.json()).toEqual([]);
    expect((await mine(sc.psychologist.token, sc.collaborator.uuid)).statusCode).toBe(403);
    expect((await mine(admin.token, sc.collaborator.uuid)).statusCode).toBe(403);
    const anonymous = await call('GET', `/collaborators/${sc.collaborator.uuid}/disputes`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /disputes/resolved (decision 1409)', () => {
  const resolved = (token = admin.token) => call('GET', '/disputes/resolved', token);

  it('lists decided disputes with outcome and justification, latest first; open ones stay out', async () => {
    const kept = await held();
    const refunded = await held();
    const open = await held();
    const ids: string[] = [];
    for (const sc of [kept, refunded, open]) {
      const res = await contest(sc.collaborator.token, sc.appointment.uuid);
      ids.push(res.json().uuid as string);
    }
    await resolve(ids[0]!, 'keep', 'A sala registra a entrada das duas pessoas.');
    ctx.setNow('2026-03-02T15:00:00.000Z');
    await resolve(ids[1]!, 'refund', 'A psicóloga não entrou na sala.');
    const res = await resolved();
    expect(res.statusCode).toBe(200);
    const mineOnly = (res.json() as { uuid: string }[]).filter((d) => ids.includes(d.uuid));
    expect(mineOnly).toMatchObject([
      { uuid: ids[1], status: 'refunded', resolutionNote: 'A psicóloga não entrou na sala.' },
      {
        uuid: ids[0],
        status: 'kept',
        resolutionNote: 'A sala registra a entrada das duas pessoas.',
      },
    ]);
    const open2 = await call('GET', '/disputes', admin.token);
    expect((open2.json() as { uuid: string }[]).map((d) => d.uuid)).toContain(ids[2]);
  });

  it('401 without a token, 403 for the other roles', async () => {
    expect((await call('GET', '/disputes/resolved')).statusCode).toBe(401);
    const sc = await held();
    expect((await resolved(sc.collaborator.token)).statusCode).toBe(403);
    expect((await resolved(sc.psychologist.token)).statusCode).toBe(403);
  });
});
