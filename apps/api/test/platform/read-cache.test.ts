import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { NOTIFIER_APPLICATION_NAME } from '../../src/db/notifications.ts';
import { autoConfirmAppointments } from '../../src/modules/appointments/auto-confirm.ts';
import { listening } from '../helpers/read-cache-listening.ts';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
  bookSlot,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import type { Role } from '../../src/modules/auth/roles.ts';

// The hot-read cache (modules/read-cache, decision 1004) switched on: answers come from memory
// until the next change of any kind, and never cross from one person to another.

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const WEDNESDAY = '2026-03-04';

const ctx = fileApp({ READ_CACHE_SECONDS: 60 });
beforeAll(async () => {
  // On PostgreSQL the cache waits for its LISTEN connection before it answers from memory.
  await listening(ctx.deps.readCache);
});
beforeEach(() => ctx.setNow(NOW));

const as = async (role: Role, uuid: string) => bearer(await tokenFor(ctx, role, uuid));
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function scenario() {
  const collaborator = await makeCollaborator(ctx, { credits: 3, hasSentForm: true });
  const psychologist = await makePsychologist(ctx);
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const auth = await as('collaborator', collaborator.uuid);
  const book = () =>
    bookSlot(ctx.app, auth, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date: WEDNESDAY,
    });
  return { collaborator, psychologist, hour, auth, book };
}

describe('hot-read cache', () => {
  it('answers a repeated read from memory, and a booking is seen at once by the next read', async () => {
    const { collaborator, auth, book } = await scenario();
    const url = `/api/appointments/collaborators/${collaborator.uuid}`;
    const first = await get(url, auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-read-cache']).toBeUndefined();
    expect(first.json()).toEqual([]);
    const second = await get(url, auth);
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    expect((await book()).statusCode).toBe(201);
    const after = await get(url, auth);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json()).toHaveLength(1);
  });

  it("never serves one person's entry to another: each caller is checked by the route", async () => {
    const a = await scenario();
    const b = await scenario();
    const url = `/api/appointments/collaborators/${a.collaborator.uuid}`;
    await get(url, a.auth);
    expect((await get(url, a.auth)).headers['x-read-cache']).toBe('hit');
    const intruder = await get(url, b.auth);
    expect(intruder.statusCode).toBe(403);
    expect(intruder.headers['x-read-cache']).toBeUndefined();
  });

  it("shares the redacted 'confirmed' list among collaborators, never the psychologist's full view", async () => {
    const { psychologist, collaborator, book } = await scenario();
    expect((await book()).statusCode).toBe(201);
    const url = `/api/appointments/psychologists/confirmed/${psychologist.uuid}`;
    const own = await get(url, await as('psychologist', psychologist.uuid));
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(collaborator.email);

    const other = await makeCollaborator(ctx, { credits: 1, hasSentForm: true });
    const redacted = await get(url, await as('collaborator', other.uuid));
    expect(redacted.statusCode).toBe(200);
    expect(redacted.headers['x-read-cache']).toBeUndefined();
    expect(redacted.body).not.toContain(collaborator.email);
    expect(redacted.json()).toHaveLength(1);
    const shared = await get(url, await as('collaborator', collaborator.uuid));
    expect(shared.headers['x-read-cache']).toBe('hit');
    expect(shared.body).toBe(redacted.body);
  });

  it('does not keep errors', async () => {
    const { auth } = await scenario();
    const url = '/api/opening-hours/psychologist/00000000-0000-4000-8000-000000000000';
    expect((await get(url, auth)).statusCode).toBe(404);
    const again = await get(url, auth);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-read-cache']).toBeUndefined();
  });

  it("a deleted account's token stops working at once, though its existence was cached", async () => {
    const { collaborator, auth } = await scenario();
    const url = `/api/appointments/collaborators/${collaborator.uuid}`;
    await get(url, auth);
    expect((await get(url, auth)).headers['x-read-cache']).toBe('hit');
    const admin = await makeAdministrator(ctx);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/collaborators/${collaborator.uuid}`,
      headers: await as('administrator', admin.uuid),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await get(url, auth)).statusCode).toBe(401);
  });

  it('a change made by a job (auto-confirm) clears the cache too', async () => {
    const { collaborator, auth, book } = await scenario();
    expect((await book()).statusCode).toBe(201);
    const url = `/api/appointments/collaborators/${collaborator.uuid}`;
    expect((await get(url, auth)).json()[0].status).toBe('pending');
    expect((await get(url, auth)).headers['x-read-cache']).toBe('hit');
    ctx.setNow('2026-03-04T13:00:00.000Z'); // the session ended at 12:50 UTC
    const later = await as('collaborator', collaborator.uuid); // the first token has expired
    await get(url, later);
    expect((await get(url, later)).headers['x-read-cache']).toBe('hit');
    expect(await autoConfirmAppointments(ctx.deps)).toBeGreaterThan(0);
    const after = await get(url, later);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json()[0].status).toBe('confirmed');
  });

  it('a read that raced a change does not store what it saw', async () => {
    const cache = ctx.deps.readCache!;
    const started = cache.generation;
    cache.changed();
    cache.setResponse('race', started, '"stale"');
    expect(cache.getResponse('race')).toBeUndefined();
    cache.setResponse('race', cache.generation, '"fresh"');
    expect(cache.getResponse('race')).toBe('"fresh"');
  });
});

// Two instances on one PostgreSQL server: a change on one clears the other's memory (NOTIFY).
describe.runIf(process.env.TEST_DB === 'pg')('hot-read cache across instances (PostgreSQL)', () => {
  it('answers nothing from memory while its listening connection is down, and again once it listens', async () => {
    const cache = ctx.deps.readCache!;
    const { collaborator, auth } = await scenario();
    const url = `/api/appointments/collaborators/${collaborator.uuid}`;
    await get(url, auth);
    expect((await get(url, auth)).headers['x-read-cache']).toBe('hit');

    // The notifier's connection dies (PostgreSQL restarted, a proxy's idle timeout): this instance
    // could miss another's change, so it reads the database until it listens again, a second later.
    const terminated = await ctx.deps.database.pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [NOTIFIER_APPLICATION_NAME],
    );
    expect(terminated.rowCount).toBe(1);
    // Within the second before it reconnects (which clears the cache anyway).
    await expect
      .poll(async () => (await get(url, auth)).headers['x-read-cache'], {
        interval: 20,
        timeout: 800,
      })
      .toBeUndefined();
    // Off, not merely cleared: a repeated read is not kept either.
    expect((await get(url, auth)).headers['x-read-cache']).toBeUndefined();
    expect((await get(url, auth)).headers['x-read-cache']).toBeUndefined();

    await listening(cache);
    await get(url, auth);
    expect((await get(url, auth)).headers['x-read-cache']).toBe('hit');
  });

  it("another instance's booking and deletion are seen without waiting for the entries to expire", async () => {
    const other = await buildApp({ ...ctx.deps, readCache: undefined });
    try {
      await listening(other.deps.readCache);
      const { collaborator, auth, book } = await scenario();
      const url = `/api/appointments/collaborators/${collaborator.uuid}`;
      const read = () => other.inject({ method: 'GET', url, headers: auth });
      expect((await read()).json()).toEqual([]);
      expect((await read()).headers['x-read-cache']).toBe('hit');

      expect((await book()).statusCode).toBe(201); // on the first instance
      await expect.poll(async () => (await read()).json().length, { timeout: 3000 }).toBe(1);

      const admin = await makeAdministrator(ctx);
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/collaborators/${collaborator.uuid}`,
        headers: await as('administrator', admin.uuid),
      });
      await expect.poll(async () => (await read()).statusCode, { timeout: 3000 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});
