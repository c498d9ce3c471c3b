import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOM_MESSAGES } from '@acolher/contracts/session-room';
import type { Role } from '../../src/modules/auth/roles.ts';
import {
  iceServersFor,
  TURN_CREDENTIAL_SECONDS,
} from '../../src/modules/session-room/ice-servers.ts';
import { makeCollaborator, makeCompany, makePsychologist, tokenFor } from '../helpers/factories.ts';
import { makeRoomSession } from '../helpers/care-contract.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Wednesday 2026-03-04, 09:00–09:50 in São Paulo (12:00Z–12:50Z): the room is open 11:45Z–13:00Z.
const INSIDE = '2026-03-04T11:50:00.000Z';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
beforeEach(() => ctx.setNow(INSIDE));

const scenario = (status = 'pending') => makeRoomSession(ctx, { status });

const as = (role: Role, uuid: string) => tokenFor(ctx, role, uuid);
/** GET /appointments/:id/session on the file's app, or on `app`. */
const getRoom = (uuid: string, token?: string, app: TestContext = ctx) =>
  apiCaller(() => app)('GET', `/appointments/${uuid}/session`, token);

describe('GET /appointments/:id/session', () => {
  it("answers each side its role, the other's name, the window and no ICE server by default", async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const mine = await getRoom(appointment.uuid, await as('collaborator', collaborator.uuid));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      appointmentUuid: appointment.uuid,
      role: 'collaborator',
      peerName: psychologist.name,
      startsAt: '2026-03-04T09:00:00.000-03:00',
      endsAt: '2026-03-04T09:50:00.000-03:00',
      opensAt: '2026-03-04T08:45:00.000-03:00',
      closesAt: '2026-03-04T10:00:00.000-03:00',
      provider: 'builtin',
      iceServers: [],
      jitsiUrl: null,
    });
    const theirs = await getRoom(appointment.uuid, await as('psychologist', psychologist.uuid));
    expect(theirs.json()).toMatchObject({ role: 'psychologist', peerName: collaborator.name });
  });

  it('opens 15 minutes before the start and closes 10 minutes after the end (409)', async () => {
    const { collaborator, appointment } = await scenario();
    const at = async (now: string) => {
      ctx.setNow(now);
      return getRoom(appointment.uuid, await as('collaborator', collaborator.uuid));
    };
    const early = await at('2026-03-04T11:44:59.000Z');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A sala abre 15 minutos antes da sessão');
    expect((await at('2026-03-04T11:45:00.000Z')).statusCode).toBe(200);
    expect((await at('2026-03-04T12:59:59.000Z')).statusCode).toBe(200);
    const late = await at('2026-03-04T13:00:00.000Z');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta sessão já terminou');
  });

  it("never opens a cancelled appointment's room", async () => {
    for (const status of ['cancelled_by_psychologist', 'cancelled_by_collaborator_in_advance']) {
      const { psychologist, appointment } = await scenario(status);
      const res = await getRoom(appointment.uuid, await as('psychologist', psychologist.uuid));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ROOM_MESSAGES.cancelled);
    }
  });

  it('refuses everyone else, also another collaborator or psychologist (403), and no token (401)', async () => {
    const { collaborator, appointment } = await scenario();
    const sameCompany = await makeCollaborator(ctx, {
      companyUuid: collaborator.companyUuid,
      sectorUuid: collaborator.sectorUuid,
    });
    const strangers = [
      await as('collaborator', sameCompany.uuid),
      await as('psychologist', (await makePsychologist(ctx)).uuid),
      await as('administrator', admin.uuid),
      await as('company', (await makeCompany(ctx)).uuid),
    ];
    for (const token of strangers) {
      const res = await getRoom(appointment.uuid, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
    expect((await getRoom(appointment.uuid)).statusCode).toBe(401);
  });

  it('a stranger learns nothing about the window either: 403 before the 409s', async () => {
    const { appointment } = await scenario('cancelled_by_psychologist');
    ctx.setNow('2026-03-01T12:00:00.000Z');
    const other = await makeCollaborator(ctx);
    const res = await getRoom(appointment.uuid, await as('collaborator', other.uuid));
    expect(res.statusCode).toBe(403);
  });
});

describe('ICE servers', () => {
  it('gives time-limited TURN credentials in the coturn REST scheme, which expire', () => {
    const env = { TURN_URLS: ['turn:turn.exemplo.com:3478'], TURN_SECRET: 's3gredo' };
    const now = new Date('2026-03-04T11:50:00.000Z');
    const [server] = iceServersFor(env, 'abc123', now);
    const expiry = now.getTime() / 1000 + TURN_CREDENTIAL_SECONDS;
    expect(server).toEqual({
      urls: ['turn:turn.exemplo.com:3478'],
      username: `${expiry}:abc123`,
      credential: createHmac('sha1', 's3gredo').update(`${expiry}:abc123`).digest('base64'),
    });
    // coturn refuses a username whose expiry has passed: they last two hours, the room's stay.
    expect(TURN_CREDENTIAL_SECONDS).toBeLessThanOrEqual(3 * 3600);
    expect(expiry * 1000).toBeGreaterThan(now.getTime() + 75 * 60_000);
    const later = iceServersFor(env, 'abc123', new Date(now.getTime() + 3_600_000));
    expect(later[0]!.username).toBe(`${expiry + 3600}:abc123`);
    expect(later[0]!.credential).not.toBe(server!.credential);
  });

  it('ICE_SERVERS wins; nothing configured gives none', () => {
    const servers = [{ urls: 'stun:stun.exemplo.com:3478' }];
    const env = { ICE_SERVERS: servers, TURN_URLS: ['turn:x'], TURN_SECRET: 'y' };
    expect(iceServersFor(env, 'id', new Date())).toEqual(servers);
    expect(
      iceServersFor({ TURN_URLS: undefined, TURN_SECRET: undefined }, 'id', new Date()),
    ).toEqual([]);
  });

  it('the room answers them, with a fresh username per answer and no account id in it', async () => {
    const turn = await createTestApp({
      TURN_URLS: ['turns:turn.exemplo.com:5349'],
      TURN_SECRET: 'k',
    });
    try {
      turn.setNow(INSIDE);
      const { collaborator, appointment } = await makeRoomSession(turn);
      const res = await getRoom(appointment.uuid, collaborator.token, turn);
      const [server] = res.json().iceServers;
      const expiry = Date.parse(INSIDE) / 1000 + TURN_CREDENTIAL_SECONDS;
      expect(server.username).toMatch(new RegExp(`^${expiry}:[0-9a-f]{16}$`));
      expect(server.username).not.toContain(collaborator.uuid);
      expect(server.credential).toBe(
        createHmac('sha1', 'k').update(server.username).digest('base64'),
      );
    } finally {
      await turn.close();
    }
  });
});

describe('VIDEO_PROVIDER=jitsi', () => {
  it('signs one token per person, the psychologist as moderator, valid for the window', async () => {
    const { jwtVerify } = await import('jose');
    const jitsi = await createTestApp({
      VIDEO_PROVIDER: 'jitsi',
      JITSI_DOMAIN: 'video.exemplo.com',
      JITSI_APP_ID: 'acolher',
      JITSI_APP_SECRET: 'segredo-jitsi',
    });
    try {
      jitsi.setNow(INSIDE);
      const { collaborator, psychologist, appointment } = await makeRoomSession(jitsi);
      const claimsOf = async (token: string) => {
        const res = await getRoom(appointment.uuid, token, jitsi);
        expect(res.json()).toMatchObject({ provider: 'jitsi', iceServers: [] });
        const url = new URL(res.json().jitsiUrl);
        expect(url.origin).toBe('https://video.exemplo.com');
        const { payload } = await jwtVerify(
          url.searchParams.get('jwt')!,
          new TextEncoder().encode('segredo-jitsi'),
          { currentDate: new Date(INSIDE), audience: 'jitsi', issuer: 'acolher' },
        );
        expect(url.pathname).toBe(`/${payload.room as string}`);
        expect(payload.exp).toBe(Date.parse('2026-03-04T13:00:00.000Z') / 1000);
        return payload as { moderator: boolean; context: { user: { name: string } } };
      };
      const psy = await claimsOf(psychologist.token);
      expect(psy.moderator).toBe(true);
      expect(psy.context.user.name).toBe(psychologist.name);
      expect((await claimsOf(collaborator.token)).moderator).toBe(false);
    } finally {
      await jitsi.close();
    }
  });
});
