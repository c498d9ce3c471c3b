import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { listening } from '../helpers/read-cache-listening.ts';
import {
  bearer,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
  makeAppointment,
  bookSlot,
} from '../helpers/factories.ts';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import type { Role } from '../../src/modules/auth/roles.ts';

// The read cache keeps what a change leaves valid (decision 1212): a booking or a cancellation
// clears only its collaborator's and its psychologist's answers; the directory and everybody
// else's stay. A change that names nothing clears everything, as before (decision 1004).

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const WEDNESDAY = '2026-03-04';

const ctx = fileApp({ READ_CACHE_SECONDS: 60 });
const admin = fileAdministrator(ctx);
beforeAll(async () => {
  await listening(ctx.deps.readCache);
});
beforeEach(() => ctx.setNow(NOW));

const as = async (role: Role, uuid: string) => bearer(await tokenFor(ctx, role, uuid));

/** A collaborator with credits and a psychologist with a Wednesday hour to book. */
async function person(name: string) {
  const collaborator = await makeCollaborator(ctx, { credits: 3, hasSentForm: true });
  const psychologist = await makePsychologist(ctx, { name });
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const auth = await as('collaborator', collaborator.uuid);
  const book = (app = ctx.app) =>
    bookSlot(app, auth, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date: WEDNESDAY,
    });
  const history = `/api/appointments/collaborators/${collaborator.uuid}`;
  const confirmed = `/api/appointments/psychologists/confirmed/${psychologist.uuid}`;
  return { collaborator, psychologist, auth, book, history, confirmed };
}

/** Reads `url` twice; the second must come from memory. */
async function cached(url: string, headers: Record<string, string>, app = ctx.app) {
  await app.inject({ method: 'GET', url, headers });
  const again = await app.inject({ method: 'GET', url, headers });
  expect(again.statusCode).toBe(200);
  expect(again.headers['x-read-cache'], url).toBe('hit');
}
const from = async (url: string, headers: Record<string, string>, app = ctx.app) =>
  (await app.inject({ method: 'GET', url, headers })).headers['x-read-cache'];

describe('scoped invalidation', () => {
  it("a booking keeps the directory and another collaborator's history, drops its own people's", async () => {
    const a = await person('Alice Diretório');
    const b = await person('Beatriz Diretório');
    const directory = '/api/psychologists/collaborators?name=Diret';
    await cached(directory, a.auth);
    await cached(a.history, a.auth);
    await cached(b.history, b.auth);
    await cached(a.confirmed, a.auth);
    await cached(b.confirmed, a.auth);

    expect((await a.book()).statusCode).toBe(201);
    expect(await from(directory, a.auth)).toBe('hit');
    expect(await from(b.history, b.auth)).toBe('hit');
    expect(await from(b.confirmed, a.auth)).toBe('hit');
    const mine = await ctx.app.inject({ method: 'GET', url: a.history, headers: a.auth });
    expect(mine.headers['x-read-cache']).toBeUndefined();
    expect(mine.json()).toHaveLength(1);
    const slots = await ctx.app.inject({ method: 'GET', url: a.confirmed, headers: b.auth });
    expect(slots.headers['x-read-cache']).toBeUndefined();
    expect(slots.json()).toHaveLength(1);
  });

  it("a refused booking (409) and a sign-in keep the others' entries", async () => {
    const a = await person('Carla Recusa');
    const b = await person('Denise Recusa');
    expect((await a.book()).statusCode).toBe(201);
    await cached(b.history, b.auth);
    expect((await a.book()).statusCode).toBe(409);
    expect(await from(b.history, b.auth)).toBe('hit');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/collaborators/sign-in',
      payload: { email: a.collaborator.email, password: 'wrong-password-1' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await from(b.history, b.auth)).toBe('hit');
  });

  it("a collaborator's cancellation drops their and their psychologist's answers only", async () => {
    const a = await person('Elisa Cancela');
    const b = await person('Fabiana Cancela');
    const booked = await a.book();
    expect(booked.statusCode).toBe(201);
    await cached(a.history, a.auth);
    await cached(a.confirmed, b.auth);
    await cached(b.history, b.auth);
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/collaborators/cancel/${booked.json().uuid}`,
      headers: a.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await from(b.history, b.auth)).toBe('hit');
    const mine = await ctx.app.inject({ method: 'GET', url: a.history, headers: a.auth });
    expect(mine.headers['x-read-cache']).toBeUndefined();
    expect(mine.json()[0].status).toMatch(/^cancelled/);
    expect(await from(a.confirmed, b.auth)).toBeUndefined();
  });

  it('a change that names nothing (an administrator edits a psychologist) still clears everything', async () => {
    const a = await person('Gabriela Geral');
    const directory = '/api/psychologists/collaborators?name=Gabriela';
    await cached(directory, a.auth);
    await cached(a.history, a.auth);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/psychologists/compliance/${a.psychologist.uuid}`,
      headers: await as('administrator', admin.uuid),
      payload: { complianceStatus: 'approved' },
    });
    expect(res.statusCode).toBe(409); // already approved: an attempt clears too
    expect(await from(directory, a.auth)).toBeUndefined();
    expect(await from(a.history, a.auth)).toBeUndefined();
  });

  it('a page keeps its Link header when it comes from memory', async () => {
    const a = await person('Helena Página');
    for (const date of ['2026-02-02', '2026-02-03'])
      await makeAppointment(ctx, {
        collaboratorUuid: a.collaborator.uuid,
        psychologistUuid: a.psychologist.uuid,
        date,
      });
    const url = `${a.history}?limit=1`;
    const first = await ctx.app.inject({ method: 'GET', url, headers: a.auth });
    const again = await ctx.app.inject({ method: 'GET', url, headers: a.auth });
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.headers.link).toBe(first.headers.link);
    expect(again.headers.link).toMatch(/rel="next"$/);
    expect(again.body).toBe(first.body);
  });

  it('a read that raced a change of its own family is not kept; of another family it is', () => {
    const cache = ctx.deps.readCache!;
    const started = cache.generation;
    cache.changed(['collaborator:x']);
    cache.setResponse('mine', started, '"stale"', ['collaborator:x']);
    expect(cache.getResponse('mine')).toBeUndefined();
    cache.setResponse('theirs', started, '"fine"', ['collaborator:y']);
    expect(cache.getResponse('theirs')).toBe('"fine"');
    // An answer that named no family is reached by every change.
    cache.setResponse('any', started, '"stale"');
    expect(cache.getResponse('any')).toBeUndefined();
    // Account checks are kept through scoped changes, not through a full one.
    cache.setAlive('collaborator:z:s', started);
    expect(cache.isAlive('collaborator:z:s')).toBe(true);
    cache.changed();
    expect(cache.isAlive('collaborator:z:s')).toBe(false);
    expect(cache.getResponse('theirs')).toBeUndefined();
  });
});

// Two instances on one PostgreSQL server: the booking's families travel in the NOTIFY.
describe.runIf(process.env.TEST_DB === 'pg')('scoped invalidation across instances', () => {
  it("another instance's booking drops only its people's answers there", async () => {
    const other = await buildApp({ ...ctx.deps, readCache: undefined });
    try {
      await listening(other.deps.readCache);
      const a = await person('Iara Instância');
      const b = await person('Joana Instância');
      const directory = '/api/psychologists/collaborators?name=Inst';
      await cached(directory, a.auth, other);
      await cached(a.history, a.auth, other);
      await cached(b.history, b.auth, other);

      expect((await a.book()).statusCode).toBe(201); // on the first instance
      const read = () => other.inject({ method: 'GET', url: a.history, headers: a.auth });
      await expect.poll(async () => (await read()).json().length, { timeout: 3000 }).toBe(1);
      expect(await from(b.history, b.auth, other)).toBe('hit');
      expect(await from(directory, a.auth, other)).toBe('hit');

      // A change that names nothing still empties the other instance.
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/collaborators/${b.collaborator.uuid}`,
        headers: await as('administrator', admin.uuid),
      });
      await expect.poll(() => from(directory, a.auth, other), { timeout: 3000 }).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
