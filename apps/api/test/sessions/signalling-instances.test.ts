// domain.md §16 (decision 1452): the two people of a room on two instances of one PostgreSQL
// database meet and exchange signalling, a message over a notification's 8,000 bytes included;
// one instance restarts and its person reconnects and goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRoomSession } from '../helpers/care-contract.ts';
import { createRestartableTestApp, type RestartableContext } from '../helpers/restartable-app.ts';
import { roomSockets, type RoomMessage } from '../helpers/room-socket.ts';
import { testTarget } from '../helpers/target.ts';

// The room of Wednesday 2026-03-04 09:00 (São Paulo) is open 11:45Z–13:00Z.
const INSIDE = '2026-03-04T11:50:00.000Z';
const listen = async (app: RestartableContext['app']) =>
  (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');

describe.runIf(testTarget() === 'pg')('signalling across instances', () => {
  let ctx: RestartableContext;
  let baseA = '';
  let baseB = '';
  beforeAll(async () => {
    ctx = await createRestartableTestApp();
    ctx.setNow(INSIDE);
    baseA = await listen(ctx.app);
    baseB = await listen((await ctx.openInstance()).app);
  });
  afterAll(() => ctx.close());

  const onA = roomSockets(() => baseA);
  const onB = roomSockets(() => baseB);
  const signal = (kind: string, data: unknown): RoomMessage => ({ type: 'signal', kind, data });

  it('relays between instances, large messages too, and survives a restart of one', async () => {
    const { collaborator, psychologist, appointment } = await makeRoomSession(ctx);

    const c = await onA.join(appointment.uuid, collaborator.token);
    expect(c.received).toContainEqual({ type: 'ready', side: 'collaborator', peerPresent: false });
    const p = await onB.join(appointment.uuid, psychologist.token);
    await c.until((m) => m.type === 'peer' && m.present === true);
    await p.until((m) => m.type === 'peer' && m.present === true);

    // An offer larger than a notification can carry (SDP with many candidates).
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host\r\n'.repeat(220)}`;
    expect(Buffer.byteLength(sdp)).toBeGreaterThan(8_000);
    c.send(signal('offer', { type: 'offer', sdp }));
    expect(await p.until((m) => m.kind === 'offer')).toEqual(
      signal('offer', { type: 'offer', sdp }),
    );
    p.send(signal('answer', { type: 'answer', sdp: 'v=0' }));
    expect(await c.until((m) => m.kind === 'answer')).toEqual(
      signal('answer', { type: 'answer', sdp: 'v=0' }),
    );

    // Instance A restarts (a deploy): the collaborator's socket drops, reconnects to the new A.
    const dropped = c.closing;
    const seenByP = p.received.length;
    await ctx.restart();
    expect((await dropped).code).not.toBeGreaterThanOrEqual(4400);
    baseA = await listen(ctx.app);
    const again = await onA.join(appointment.uuid, collaborator.token);
    await again.until((m) => (m.type === 'ready' && m.peerPresent === true) || m.type === 'peer');
    // The psychologist, on B, is told the collaborator is back (the browser then renegotiates).
    await expect
      .poll(() => p.received.slice(seenByP).some((m) => m.type === 'peer' && m.present === true))
      .toBe(true);
    again.send(signal('ice', { candidate: 'candidate:2 1 udp 1 192.0.2.2 5000 typ host' }));
    expect(await p.until((m) => m.kind === 'ice')).toEqual(
      signal('ice', { candidate: 'candidate:2 1 udp 1 192.0.2.2 5000 typ host' }),
    );
    p.send(signal('media', { audio: false, video: true }));
    expect(await again.until((m) => m.kind === 'media')).toEqual(
      signal('media', { audio: false, video: true }),
    );
    again.socket.close();
    p.socket.close();
  });
});
