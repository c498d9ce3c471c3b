import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import { ZDispute } from '@acolher/contracts/answers/session-outcomes';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import {
  bearer,
  makeAppointment,
  makeCollaborator,
  makePsychologist,
} from '../helpers/factories.ts';

// The lifecycle the collaborator sees on its history's card (decision 1412): none → 'open' →
// decided with the administrator's justification; a second dispute refused; nobody else reads it.
// The session: Monday 2026-03-02 09:00–09:50 São Paulo; the clock: two hours later.
const NOW = '2026-03-02T14:50:00.000Z';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
beforeEach(() => ctx.setNow(NOW));

async function held() {
  const collaborator = await makeCollaborator(ctx, { credits: 1 });
  const psychologist = await makePsychologist(ctx);
  const appointment = await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    date: '2026-03-02',
    status: 'confirmed',
  });
  return { collaborator, psychologist, appointment };
}

const mine = (token: string, uuid: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/collaborators/${uuid}/disputes`,
    headers: bearer(token),
  });
const contest = (token: string, uuid: string, reason = 'A psicóloga não entrou na sala.') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/appointments/${uuid}/dispute`,
    headers: bearer(token),
    payload: { reason },
  });
const resolve = (uuid: string, outcome: 'refund' | 'keep', note: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/disputes/${uuid}/resolve`,
    headers: bearer(admin.token),
    payload: { outcome, note },
  });

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
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/collaborators/${sc.collaborator.uuid}/disputes`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
