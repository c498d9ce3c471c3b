import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { waitlistOffers } from '../../src/db/tables/waitlist.ts';
import { offerSlot } from '../../src/modules/waitlist/offers.ts';
import { apiCaller } from '../helpers/api.ts';
import { appWithLedgerCheck } from '../helpers/ledger.ts';
import {
  WAITLIST_NOW,
  fullPsychologistWithLine,
  offerMessageTo,
} from '../helpers/waitlist-kit.ts';

// domain.md §26 under races, on both engines (TEST_DB=pg truly overlaps the requests): the held
// slot is the offered person's alone, and a slot never has two holders.
const world = appWithLedgerCheck(WAITLIST_NOW);
const call = apiCaller(() => world.ctx);

describe('a held slot under races', () => {
  it('20 bookings against the holder accepting: only the offered person takes it', async () => {
    const w = await fullPsychologistWithLine(world.ctx, { line: 1 });
    await call('PATCH', `/appointments/collaborators/cancel/${w.appointmentUuid}`, w.holder.token);
    const { token } = (await offerMessageTo(world.ctx, w.line[0].uuid))!;
    const others = await Promise.all(Array.from({ length: 20 }, () => w.person(1)));
    const results = await Promise.all([
      ...others.map((c) =>
        call('POST', '/appointments/collaborators', c.token, { collaboratorUuid: c.uuid, ...w.slot }),
      ),
      call('POST', `/waitlist/offers/${token}/accept`, w.line[0].token),
    ]);
    const accepted = results.pop()!;
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(409));
    for (const r of results) expect(r.json().message).toBe('Horário indisponível');
    const booked = await world.ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.openingHourUuid, w.hour.uuid));
    expect(booked.filter((a) => a.status === 'pending').map((a) => a.collaboratorUuid)).toEqual([
      w.line[0].uuid,
    ]);
  });

  it('never two holders: offers made at once for one slot give one hold; the index refuses a second', async () => {
    const w = await fullPsychologistWithLine(world.ctx, { line: 3 });
    await world.ctx.db
      .update(s.appointments)
      .set({ status: 'cancelled_by_collaborator_in_advance', cancelledAt: world.ctx.now() })
      .where(eq(s.appointments.uuid, w.appointmentUuid));
    const slot = { openingHourUuid: w.hour.uuid, date: w.slot.date };
    const tokens = await Promise.all(Array.from({ length: 5 }, () => offerSlot(world.ctx.deps, slot)));
    expect(tokens.filter(Boolean)).toHaveLength(1);
    const [offer] = await world.ctx.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.openingHourUuid, w.hour.uuid));
    expect(offer.collaboratorUuid).toBe(w.line[0].uuid);
    const second = world.ctx.db.insert(waitlistOffers).values({
      ...offer,
      uuid: undefined,
      entryUuid: w.line[1].entryUuid,
      collaboratorUuid: w.line[1].uuid,
      tokenHash: 'another',
    });
    await expect(second).rejects.toThrow();
  });
});
