import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { tokenFor } from '../helpers/factories.ts';
import { makeRoomSession } from '../helpers/care-contract.ts';
import { fileApp } from '../helpers/file-app.ts';
import { roomSockets } from '../helpers/room-socket.ts';
import { apiCaller } from '../helpers/api.ts';

// Decision 1313 (domain.md §16): a room socket closes when the token that opened it ends —
// sign-out, sign-out everywhere, idle expiry, deletion. The room of Wednesday 2026-03-04 09:00
// (São Paulo) is open 11:45Z–13:00Z.
const INSIDE = '2026-03-04T11:50:00.000Z';

const ctx = fileApp({ ROOM_TOKEN_CHECK_SECONDS: 0.05 });
const call = apiCaller(() => ctx);
let base = '';
const { join } = roomSockets(() => base);
beforeAll(async () => {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});
beforeEach(() => ctx.setNow(INSIDE));

async function inRoom() {
  const { collaborator, psychologist, appointment } = await makeRoomSession(ctx);
  const token = await tokenFor(ctx, 'collaborator', collaborator.uuid);
  const client = await join(appointment.uuid, token);
  const peer = await join(appointment.uuid, psychologist.token);
  return { collaborator, token, client, peer };
}

async function expectClosed(client: Awaited<ReturnType<typeof join>>) {
  const closed = await Promise.race([
    client.closing,
    new Promise<undefined>((r) => setTimeout(() => r(undefined), 3000)),
  ]);
  expect(closed?.code).toBe(4401);
  expect(client.received).toContainEqual(
    expect.objectContaining({ type: 'error', code: 4401, message: 'Sessão inválida ou expirada' }),
  );
}

describe('a room socket and the token that opened it', () => {
  it("closes on 'Sair'; the other side stays", async () => {
    const { token, client, peer } = await inRoom();
    const out = await call('POST', '/auth/sign-out', token);
    expect(out.statusCode).toBeLessThan(300);
    await expectClosed(client);
    await peer.until((m) => m.type === 'peer' && m.present === false);
    expect(peer.socket.readyState).toBe(peer.socket.OPEN);
    peer.socket.close();
  });

  it("closes on 'Sair de todos os dispositivos' from another device", async () => {
    const { collaborator, client, peer } = await inRoom();
    const other = await tokenFor(ctx, 'collaborator', collaborator.uuid);
    const out = await call('POST', '/account/sign-out-everywhere', other);
    expect(out.statusCode).toBeLessThan(300);
    await expectClosed(client);
    peer.socket.close();
  });

  it('closes when the token has been unused for SESSION_IDLE_MINUTES', async () => {
    const { client, peer } = await inRoom();
    ctx.setNow('2026-03-04T12:49:00.000Z'); // 59 minutes: still open
    await new Promise((r) => setTimeout(r, 200));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    ctx.setNow('2026-03-04T12:51:00.000Z'); // 61 minutes
    await expectClosed(client);
    peer.socket.close();
  });

  it('closes when the account is deleted', async () => {
    const { collaborator, client, peer } = await inRoom();
    await ctx.db
      .update(s.collaborators)
      .set({ deletedAt: new Date(INSIDE) })
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    await expectClosed(client);
    peer.socket.close();
  });
});
