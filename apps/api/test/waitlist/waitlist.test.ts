import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { waitlistOffers } from '../../src/db/tables/waitlist.ts';
import { runWaitlistJob } from '../../src/modules/waitlist/offers.ts';
import { apiCaller } from '../helpers/api.ts';
import { makeCollaborator, makePsychologist, tokenFor } from '../helpers/factories.ts';
import { appWithLedgerCheck, creditsOf } from '../helpers/ledger.ts';
import {
  WAITLIST_NOW,
  fullPsychologistWithLine,
  offerMessageTo,
} from '../helpers/waitlist-kit.ts';

// domain.md §26: a place in line, the offer of a freed slot with a 15-minute hold, leaving, the
// psychologist's count. The clock is the test's (ctx.setNow).
const world = appWithLedgerCheck(WAITLIST_NOW);
const call = apiCaller(() => world.ctx);
const MINUTE = 60_000;
const at = (ms: number) => new Date(new Date(WAITLIST_NOW).getTime() + ms);

describe('joining a line', () => {
  it('answers the place with its position; a second place with the same psychologist is 409', async () => {
    const { psychologist, line } = await fullPsychologistWithLine(world.ctx);
    const list = await call('GET', '/account/waitlist', line[1].token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { psychologist: { uuid: psychologist.uuid, name: 'Dra. Fila Cheia' }, position: 2, offer: null },
    ]);
    const again = await call('POST', `/psychologists/${psychologist.uuid}/waitlist`, line[0].token, {
      weekdays: [1],
      periods: ['evening'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já está na lista de espera deste psicólogo');
  });

  it('refuses empty weekdays or periods with their messages, and an unknown psychologist', async () => {
    const c = await makeCollaborator(world.ctx);
    const p = await makePsychologist(world.ctx);
    const noDays = await call('POST', `/psychologists/${p.uuid}/waitlist`, c.token, {
      weekdays: [],
      periods: ['morning'],
    });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().message).toBe('Escolha pelo menos um dia da semana');
    const noPeriods = await call('POST', `/psychologists/${p.uuid}/waitlist`, c.token, {
      weekdays: [2],
      periods: [],
    });
    expect(noPeriods.json().message).toBe('Escolha pelo menos um período');
    const analyzing = await makePsychologist(world.ctx, { complianceStatus: 'analyzing' });
    const unknown = await call('POST', `/psychologists/${analyzing.uuid}/waitlist`, c.token, {
      weekdays: [2],
      periods: ['morning'],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a freed slot', () => {
  it('a cancellation offers it to the first in line by e-mail and WhatsApp, held 15 minutes', async () => {
    const w = await fullPsychologistWithLine(world.ctx, { whatsapp: true });
    world.ctx.setNow(at(10 * MINUTE));
    const cancel = await call(
      'PATCH',
      `/appointments/collaborators/cancel/${w.appointmentUuid}`,
      w.holder.token,
    );
    expect(cancel.statusCode).toBe(200);
    const email = await offerMessageTo(world.ctx, w.line[0].uuid, 'email');
    const whatsapp = await offerMessageTo(world.ctx, w.line[0].uuid, 'whatsapp');
    expect(email?.token).toBeTruthy();
    expect(whatsapp?.token).toBe(email?.token);
    expect(email?.body).toContain('Dra. Fila Cheia');
    expect(await offerMessageTo(world.ctx, w.line[1].uuid)).toBeNull();

    const offer = await call('GET', `/waitlist/offers/${email!.token}`, w.line[0].token);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ status: 'offered', date: '2026-03-04' });
    expect(new Date(offer.json().expiresAt).getTime()).toBe(at(25 * MINUTE).getTime());
    // Someone else's offer link: 403; not a link at all: 404.
    expect((await call('GET', `/waitlist/offers/${email!.token}`, w.line[1].token)).statusCode).toBe(403);
    const unknown = await call('GET', `/waitlist/offers/${crypto.randomUUID()}`, w.line[0].token);
    expect(unknown.statusCode).toBe(404);
    const mine = await call('GET', '/account/waitlist', w.line[0].token);
    expect(mine.json()[0].offer).not.toBeNull();
  });

  it('nobody else can book a held slot; the holder books it by the ordinary rules, once', async () => {
    const w = await fullPsychologistWithLine(world.ctx);
    const cancel = await call(
      'PATCH',
      `/appointments/collaborators/cancel/${w.appointmentUuid}`,
      w.holder.token,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { token } = (await offerMessageTo(world.ctx, w.line[0].uuid))!;
    const outsider = await w.person(3);
    const refused = await call('POST', '/appointments/collaborators', outsider.token, {
      collaboratorUuid: outsider.uuid,
      ...w.slot,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Horário indisponível');
    // The second in line cannot take it either.
    const second = await call('POST', '/appointments/collaborators', w.line[1].token, {
      collaboratorUuid: w.line[1].uuid,
      ...w.slot,
    });
    expect(second.statusCode).toBe(409);

    const accepted = await call('POST', `/waitlist/offers/${token}/accept`, w.line[0].token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ status: 'pending', date: '2026-03-04' });
    expect(await creditsOf(world.ctx, w.line[0].uuid)).toBe(1);
    const again = await call('POST', `/waitlist/offers/${token}/accept`, w.line[0].token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta oferta não está mais disponível');
    // Booked, that place in line ends; the next one moves up.
    expect((await call('GET', '/account/waitlist', w.line[0].token)).json()).toEqual([]);
    expect((await call('GET', '/account/waitlist', w.line[1].token)).json()[0].position).toBe(1);
  });

  it('accepting without a credit is refused like any booking, and the hold stays', async () => {
    const w = await fullPsychologistWithLine(world.ctx, { line: 1, credits: 0 });
    await call('PATCH', `/appointments/collaborators/cancel/${w.appointmentUuid}`, w.holder.token);
    const { token } = (await offerMessageTo(world.ctx, w.line[0].uuid))!;
    const res = await call('POST', `/waitlist/offers/${token}/accept`, w.line[0].token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Créditos insuficientes');
    const offer = await call('GET', `/waitlist/offers/${token}`, w.line[0].token);
    expect(offer.json().status).toBe('offered');
  });

  it('unanswered for 15 minutes, it passes to the next in line; the first can no longer accept', async () => {
    const w = await fullPsychologistWithLine(world.ctx);
    await call('PATCH', `/appointments/collaborators/cancel/${w.appointmentUuid}`, w.holder.token);
    const first = (await offerMessageTo(world.ctx, w.line[0].uuid))!;
    world.ctx.setNow(at(14 * MINUTE));
    await runWaitlistJob(world.ctx.deps);
    expect(await offerMessageTo(world.ctx, w.line[1].uuid)).toBeNull();

    world.ctx.setNow(at(15 * MINUTE));
    await runWaitlistJob(world.ctx.deps);
    await runWaitlistJob(world.ctx.deps); // idempotent
    const next = (await offerMessageTo(world.ctx, w.line[1].uuid))!;
    expect(next.token).toBeTruthy();
    const late = await call('POST', `/waitlist/offers/${first.token}/accept`, w.line[0].token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta oferta não está mais disponível');
    expect((await call('GET', `/waitlist/offers/${first.token}`, w.line[0].token)).json().status).toBe(
      'expired',
    );
    const offers = await world.ctx.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.openingHourUuid, w.hour.uuid));
    expect(offers.filter((o) => o.status === 'offered')).toHaveLength(1);
    const taken = await call('POST', `/waitlist/offers/${next.token}/accept`, w.line[1].token);
    expect(taken.statusCode).toBe(201);
  });

  it('passes on lazily too: reading the line after 15 minutes moves the hold', async () => {
    const w = await fullPsychologistWithLine(world.ctx);
    await call('PATCH', `/appointments/collaborators/cancel/${w.appointmentUuid}`, w.holder.token);
    world.ctx.setNow(at(16 * MINUTE));
    const list = await call('GET', '/account/waitlist', w.line[1].token);
    expect(list.json()[0].offer).not.toBeNull();
  });

  it('never offers a slot that starts within 6 hours', async () => {
    const w = await fullPsychologistWithLine(world.ctx);
    // Wednesday 03:01 in São Paulo: the 09:00 session is 5 h 59 min away.
    world.ctx.setNow('2026-03-04T06:01:00.000Z');
    const cancel = await call(
      'PATCH',
      `/appointments/collaborators/cancel/${w.appointmentUuid}`,
      await tokenFor(world.ctx, 'collaborator', w.holder.uuid),
    );
    expect(cancel.statusCode).toBe(200);
    await runWaitlistJob(world.ctx.deps);
    expect(await offerMessageTo(world.ctx, w.line[0].uuid)).toBeNull();
    // Exactly 6 hours ahead is offered.
    const v = await fullPsychologistWithLine(world.ctx);
    world.ctx.setNow('2026-03-04T06:00:00.000Z');
    const holder = await tokenFor(world.ctx, 'collaborator', v.holder.uuid);
    await call('PATCH', `/appointments/collaborators/cancel/${v.appointmentUuid}`, holder);
    expect((await offerMessageTo(world.ctx, v.line[0].uuid))?.token).toBeTruthy();
  });

  it('a psychologist cancellation and new opening hours free slots for the line', async () => {
    const w = await fullPsychologistWithLine(world.ctx, { line: 1 });
    const cancel = await call(
      'PATCH',
      `/appointments/psychologists/cancel/${w.appointmentUuid}`,
      w.psychologist.token,
    );
    expect(cancel.statusCode).toBe(200);
    expect((await offerMessageTo(world.ctx, w.line[0].uuid))?.token).toBeTruthy();

    const v = await fullPsychologistWithLine(world.ctx, { line: 1 });
    const hours = await call('POST', '/opening-hours', v.psychologist.token, {
      psychologistUuid: v.psychologist.uuid,
      dayOfWeek: 3,
      startTime: '10:00',
      endTime: '10:50',
    });
    expect(hours.statusCode).toBe(201);
    const offer = (await offerMessageTo(world.ctx, v.line[0].uuid))!;
    const view = await call('GET', `/waitlist/offers/${offer.token}`, v.line[0].token);
    expect(view.json()).toMatchObject({ date: '2026-03-04', openingHour: { startTime: '10:00:00' } });
  });
});

describe('leaving the line and the psychologist count', () => {
  it('the collaborator leaves its place; the psychologist sees how many wait, not who', async () => {
    const w = await fullPsychologistWithLine(world.ctx, { line: 3 });
    const count = await call('GET', '/psychologists/waitlist/count', w.psychologist.token);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ count: 3 });

    const others = await call('DELETE', `/account/waitlist/${w.line[0].entryUuid}`, w.line[1].token);
    expect(others.statusCode).toBe(403);
    const left = await call('DELETE', `/account/waitlist/${w.line[0].entryUuid}`, w.line[0].token);
    expect(left.statusCode).toBe(204);
    const twice = await call('DELETE', `/account/waitlist/${w.line[0].entryUuid}`, w.line[0].token);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('Lugar na lista de espera não encontrado');
    expect((await call('GET', '/account/waitlist', w.line[0].token)).json()).toEqual([]);
    expect((await call('GET', '/account/waitlist', w.line[2].token)).json()[0].position).toBe(2);
    expect(
      (await call('GET', '/psychologists/waitlist/count', w.psychologist.token)).json(),
    ).toEqual({ count: 2 });
  });

  it('leaving while holding an offer passes the slot on at once', async () => {
    const w = await fullPsychologistWithLine(world.ctx);
    await call('PATCH', `/appointments/collaborators/cancel/${w.appointmentUuid}`, w.holder.token);
    const first = (await offerMessageTo(world.ctx, w.line[0].uuid))!;
    await call('DELETE', `/account/waitlist/${w.line[0].entryUuid}`, w.line[0].token);
    expect((await offerMessageTo(world.ctx, w.line[1].uuid))?.token).toBeTruthy();
    const late = await call('POST', `/waitlist/offers/${first.token}/accept`, w.line[0].token);
    expect(late.statusCode).toBe(409);
  });
});
