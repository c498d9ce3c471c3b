import { beforeEach, describe, expect, it } from 'vitest';
import { CARE_CONTRACT_MESSAGES as M } from '@acolher/contracts/care-contract';
import { ROOM_MESSAGES } from '@acolher/contracts/session-room';
import { CARE_CONTRACT_TEMPLATE } from '../../src/modules/care-contract/template.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeAppointment,
  makeCareSetting,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';

// docs/domain.md §18: the psychologist's care contract, its versions, the collaborator's acceptance,
// and the room that waits for it. Wednesday 2026-03-04 09:00 São Paulo; the room opens 11:45Z.
const INSIDE = '2026-03-04T11:50:00.000Z';
const DAY_BEFORE = '2026-03-03T12:00:00.000Z';

const ctx = fileApp();
const call = apiCaller(() => ctx);
beforeEach(() => ctx.setNow(DAY_BEFORE));

async function scenario(status = 'pending') {
  return makeCareSetting(ctx, { status, psychologist: { name: 'Marina Lopes' } });
}

const contractPath = (uuid: string) => `/psychologists/${uuid}/care-contract`;

describe('GET /psychologists/:uuid/care-contract', () => {
  it('is the product template as version 1 until the psychologist saves one', async () => {
    const { collaborator, psychologist } = await scenario();
    const res = await call('GET', contractPath(psychologist.uuid), collaborator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      psychologist: { uuid: psychologist.uuid, name: 'Marina Lopes', crp: psychologist.crp },
      version: 1,
      text: CARE_CONTRACT_TEMPLATE,
      savedAt: null,
      acceptance: null,
    });
    const own = await call('GET', contractPath(psychologist.uuid), psychologist.token);
    expect(own.json()).toMatchObject({ version: 1, acceptance: null });
  });

  it('the template states what Res. CFP 09/2024 asks for', () => {
    for (const part of [
      'criptografia de ponta a ponta',
      'Sigilo e seus limites',
      'CVV, 188',
      'SAMU, 192',
      'contato de emergência',
      'pagos pela sua empresa',
      'até 6 horas antes',
      'pelo menos 5 anos',
      'atendimento presencial',
    ])
      expect(CARE_CONTRACT_TEMPLATE).toContain(part);
  });

  it("refuses another psychologist, an administrator and a company (403); an unapproved or unknown psychologist's is 404", async () => {
    const { psychologist } = await scenario();
    const others = [
      (await makePsychologist(ctx)).token,
      (await makeAdministrator(ctx)).token,
      (await makeCompany(ctx)).token,
    ];
    for (const token of others)
      expect((await call('GET', contractPath(psychologist.uuid), token)).statusCode).toBe(403);
    expect((await call('GET', contractPath(psychologist.uuid))).statusCode).toBe(401);
    const collaborator = await makeCollaborator(ctx);
    const analyzing = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    for (const uuid of [analyzing.uuid, crypto.randomUUID()]) {
      const res = await call('GET', contractPath(uuid), collaborator.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.psychologistNotFound);
    }
  });
});

describe('POST /psychologists/:uuid/care-contract/versions', () => {
  it('every save is a new version; the template stays version 1', async () => {
    const { psychologist } = await scenario();
    const save = (text: string) =>
      call('POST', `${contractPath(psychologist.uuid)}/versions`, psychologist.token, { text });
    const first = await save('  Meu contrato, primeira versão.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      version: 2,
      text: 'Meu contrato, primeira versão.',
      savedAt: '2026-03-03T09:00:00.000-03:00',
    });
    const second = await save('Meu contrato, segunda versão.');
    expect(second.json()).toMatchObject({ version: 3, text: 'Meu contrato, segunda versão.' });
    const read = await call('GET', contractPath(psychologist.uuid), psychologist.token);
    expect(read.json()).toMatchObject({ version: 3, text: 'Meu contrato, segunda versão.' });
  });

  it('refuses an empty or too long text with its message (400)', async () => {
    const { psychologist } = await scenario();
    const path = `${contractPath(psychologist.uuid)}/versions`;
    const empty = await call('POST', path, psychologist.token, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.emptyText);
    const long = await call('POST', path, psychologist.token, { text: 'a'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Máximo de 10000 caracteres');
  });

  it('only the psychologist saves its own (403 for another psychologist or a collaborator)', async () => {
    const { psychologist, collaborator } = await scenario();
    const path = `${contractPath(psychologist.uuid)}/versions`;
    for (const token of [(await makePsychologist(ctx)).token, collaborator.token])
      expect((await call('POST', path, token, { text: 'Outro texto.' })).statusCode).toBe(403);
    const read = await call('GET', contractPath(psychologist.uuid), psychologist.token);
    expect(read.json()).toMatchObject({ version: 1, savedAt: null });
  });
});

describe('POST /psychologists/:uuid/care-contract/acceptances', () => {
  it('keeps the version and the time, shown to the collaborator and to the psychologist', async () => {
    const { collaborator, psychologist } = await scenario();
    const path = `${contractPath(psychologist.uuid)}/acceptances`;
    const res = await call('POST', path, collaborator.token, { version: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      version: 1,
      acceptance: { version: 1, acceptedAt: '2026-03-03T09:00:00.000-03:00' },
    });
    // Accepting the same version again keeps the first time.
    ctx.setNow('2026-03-03T12:30:00.000Z');
    const again = await call('POST', path, collaborator.token, { version: 1 });
    expect(again.json().acceptance.acceptedAt).toBe('2026-03-03T09:00:00.000-03:00');
    const read = await call('GET', contractPath(psychologist.uuid), collaborator.token);
    expect(read.json().acceptance).toEqual({
      version: 1,
      acceptedAt: '2026-03-03T09:00:00.000-03:00',
    });
    const seen = await call('GET', path, psychologist.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      {
        collaboratorUuid: collaborator.uuid,
        collaboratorName: collaborator.name,
        version: 1,
        acceptedAt: '2026-03-03T09:00:00.000-03:00',
      },
    ]);
    expect((await call('GET', path, collaborator.token)).json()).toHaveLength(1);
    expect((await call('GET', path, (await makePsychologist(ctx)).token)).statusCode).toBe(403);
  });

  it('refuses a version that is no longer the current one (409), then takes the new one', async () => {
    const { collaborator, psychologist } = await scenario();
    await call('POST', `${contractPath(psychologist.uuid)}/versions`, psychologist.token, {
      text: 'Versão revista do contrato.',
    });
    const path = `${contractPath(psychologist.uuid)}/acceptances`;
    const old = await call('POST', path, collaborator.token, { version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(M.outdated);
    const current = await call('POST', path, collaborator.token, { version: 2 });
    expect(current.statusCode).toBe(201);
    expect(current.json().acceptance.version).toBe(2);
  });

  it('needs a booked session with that psychologist (409), a valid version (400), the collaborator role (403)', async () => {
    const { collaborator, psychologist } = await scenario('cancelled_by_psychologist');
    const path = `${contractPath(psychologist.uuid)}/acceptances`;
    const none = await call('POST', path, collaborator.token, { version: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(M.noBooking);
    const bad = await call('POST', path, collaborator.token, { version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.invalidVersion);
    expect((await call('POST', path, psychologist.token, { version: 1 })).statusCode).toBe(403);
    const list = await call('GET', path, psychologist.token);
    expect(list.json()).toEqual([]);
  });
});

describe('the room waits for the contract (domain.md §18)', () => {
  it('refuses the collaborator until it accepted, even before the window; the psychologist enters', async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const room = (token: string) => call('GET', `/appointments/${appointment.uuid}/session`, token);
    const early = await room(collaborator.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.roomNeedsContract);
    ctx.setNow(INSIDE);
    collaborator.token = await tokenFor(ctx, 'collaborator', collaborator.uuid);
    psychologist.token = await tokenFor(ctx, 'psychologist', psychologist.uuid);
    const inside = await room(collaborator.token);
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe(M.roomNeedsContract);
    expect((await room(psychologist.token)).statusCode).toBe(200);

    await call('POST', `${contractPath(psychologist.uuid)}/acceptances`, collaborator.token, {
      version: 1,
    });
    expect((await room(collaborator.token)).statusCode).toBe(200);
    // A later version does not close the room again (decision 1370).
    await call('POST', `${contractPath(psychologist.uuid)}/versions`, psychologist.token, {
      text: 'Versão revista.',
    });
    expect((await room(collaborator.token)).statusCode).toBe(200);
    ctx.setNow('2026-03-04T11:30:00.000Z');
    expect((await room(collaborator.token)).json().message).toBe(ROOM_MESSAGES.notYetOpen);
  });

  it("an acceptance of one psychologist's contract does not open another's room", async () => {
    const { collaborator, psychologist } = await scenario();
    await call('POST', `${contractPath(psychologist.uuid)}/acceptances`, collaborator.token, {
      version: 1,
    });
    const other = await makePsychologist(ctx);
    const appointment = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: other.uuid,
      date: '2026-03-04',
      startTime: '10:00:00',
    });
    const res = await call('GET', `/appointments/${appointment.uuid}/session`, collaborator.token);
    expect(res.json().message).toBe(M.roomNeedsContract);
  });
});
