import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { appWithLedgerCheck } from '../helpers/ledger.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { endSeriesAs, postSeries, seriesScenario, TUESDAYS } from '../helpers/series-kit.ts';

// domain.md §13 (decision 1392): the psychologist is told when a collaborator books, cancels or
// reschedules with her, or makes or ends a series: one e-mail, and one WhatsApp when she agreed
// to it, written in the change's own transaction; nothing for a refused change.
const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const WEDNESDAY = '2026-03-04';
const world = appWithLedgerCheck(NOW);
const call = apiCaller(() => world.ctx);

async function scenario(opts: { whatsapp?: boolean; credits?: number } = {}) {
  const collaborator = await makeCollaborator(world.ctx, {
    name: 'Clara Nunes',
    credits: opts.credits ?? 3,
  });
  const psychologist = await makePsychologist(world.ctx, {
    name: 'Helena Martins Duarte',
    phone: '11977776666',
    whatsappConsent: opts.whatsapp ?? true,
  });
  const wednesday = await makeOpeningHour(world.ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const thursday = await makeOpeningHour(world.ctx, psychologist.uuid, 4, '15:00:00', '15:50:00');
  const token = await tokenFor(world.ctx, 'collaborator', collaborator.uuid);
  const slot = {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    openingHourUuid: wednesday.uuid,
    date: WEDNESDAY,
  };
  return { collaborator, psychologist, wednesday, thursday, token, slot };
}

/** Every outbox row of a kind to a person, as channel, recipient and text. */
async function told(recipientUuid: string, kind: string) {
  const rows = await world.ctx.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.recipientUuid, recipientUuid), eq(s.outbox.kind, kind)));
  return rows
    .map((r) => ({ channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body }))
    .sort((a, b) => a.channel.localeCompare(b.channel));
}

const both = (p: { email: string; phone: string }, subject: string, body: string) => [
  { channel: 'email', recipient: p.email, subject, body },
  { channel: 'whatsapp', recipient: p.phone, subject, body },
];

describe('a booking tells the psychologist', () => {
  it('one e-mail and one WhatsApp to her, in pt-BR, with the name and the time only', async () => {
    const { psychologist, token, slot } = await scenario();
    const other = await makePsychologist(world.ctx, { whatsappConsent: true });
    const res = await call('POST', '/appointments/collaborators', token, slot);
    expect(res.statusCode).toBe(201);
    expect(await told(psychologist.uuid, 'psychologist_booking')).toEqual(
      both(
        psychologist,
        'Novo agendamento',
        "Olá, Helena! Clara Nunes agendou uma sessão com você para 04/03/2026 às 09:00 (horário de Brasília). Veja em 'Atendimentos' no Acolher.",
      ),
    );
    expect(await told(other.uuid, 'psychologist_booking')).toEqual([]);
  });

  it('by e-mail only when she has not agreed to WhatsApp', async () => {
    const { psychologist, token, slot } = await scenario({ whatsapp: false });
    expect((await call('POST', '/appointments/collaborators', token, slot)).statusCode).toBe(201);
    const rows = await told(psychologist.uuid, 'psychologist_booking');
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([['email', psychologist.email]]);
  });

  it('a refused booking tells her nothing: no credit, a taken slot', async () => {
    const broke = await scenario({ credits: 0 });
    const refused = await call('POST', '/appointments/collaborators', broke.token, broke.slot);
    expect(refused.statusCode).toBe(400);
    expect(await told(broke.psychologist.uuid, 'psychologist_booking')).toEqual([]);

    const sc = await scenario();
    expect((await call('POST', '/appointments/collaborators', sc.token, sc.slot)).statusCode).toBe(
      201,
    );
    const second = await makeCollaborator(world.ctx, { credits: 1 });
    const taken = await call(
      'POST',
      '/appointments/collaborators',
      await tokenFor(world.ctx, 'collaborator', second.uuid),
      { ...sc.slot, collaboratorUuid: second.uuid },
    );
    expect(taken.statusCode).toBe(409);
    // Only the first booking's notice: one per channel.
    expect(await told(sc.psychologist.uuid, 'psychologist_booking')).toHaveLength(2);
  });
});

describe('a cancel and a reschedule by the collaborator tell the psychologist', () => {
  it('a cancel: one e-mail and one WhatsApp; a refused second cancel adds nothing', async () => {
    const { psychologist, token, slot } = await scenario();
    const booked = await call('POST', '/appointments/collaborators', token, slot);
    const uuid = booked.json().uuid as string;
    const url = `/appointments/collaborators/cancel/${uuid}`;
    expect((await call('PATCH', url, token)).statusCode).toBe(200);
    const expected = both(
      psychologist,
      'Sessão cancelada',
      'Olá, Helena. Clara Nunes cancelou a sessão de 04/03/2026 às 09:00 (horário de Brasília). O horário voltou a ficar livre na sua agenda.',
    );
    expect(await told(psychologist.uuid, 'psychologist_cancellation')).toEqual(expected);
    expect((await call('PATCH', url, token)).statusCode).toBe(400);
    expect(await told(psychologist.uuid, 'psychologist_cancellation')).toEqual(expected);
  });

  it('a reschedule: one e-mail and one WhatsApp with both times; a refused one adds nothing', async () => {
    const { psychologist, thursday, token, slot } = await scenario();
    const uuid = (await call('POST', '/appointments/collaborators', token, slot)).json().uuid;
    const url = `/appointments/${uuid}/reschedule`;
    const wrongDay = await call('PATCH', url, token, {
      openingHourUuid: thursday.uuid,
      date: '2026-03-06',
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(await told(psychologist.uuid, 'appointment_rescheduled')).toEqual([]);
    const res = await call('PATCH', url, token, {
      openingHourUuid: thursday.uuid,
      date: '2026-03-05',
    });
    expect(res.statusCode).toBe(200);
    expect(await told(psychologist.uuid, 'appointment_rescheduled')).toEqual(
      both(
        psychologist,
        'Sessão remarcada',
        "Olá, Helena. Clara Nunes remarcou a sessão de 04/03/2026 às 09:00 (horário de Brasília) para 05/03/2026 às 15:00 (horário de Brasília). Veja em 'Atendimentos' no Acolher.",
      ),
    );
  });

  it('nothing clinical in any of her notices', async () => {
    const rows = await world.ctx.db
      .select({ body: s.outbox.body })
      .from(s.outbox)
      .where(like(s.outbox.kind, 'psychologist_%'));
    expect(rows.length).toBeGreaterThan(0);
    for (const { body } of rows) expect(body).not.toMatch(/motivo|PHQ|GAD|radar|anota/i);
  });
});

describe('a weekly series tells the psychologist once', () => {
  it('made: one e-mail and one WhatsApp for the whole series; ended by the collaborator: both again', async () => {
    const { collaborator, psychologist, body } = await seriesScenario(world.ctx, 10, {
      collaborator: { name: 'Clara Nunes' },
      psychologist: { name: 'Helena Martins Duarte', whatsappConsent: true },
    });
    const res = await postSeries(world.ctx, body);
    expect(res.statusCode).toBe(201);
    expect(await told(psychologist.uuid, 'psychologist_series')).toEqual(
      both(
        psychologist,
        'Nova série de sessões',
        "Olá, Helena! Clara Nunes agendou com você uma série de sessões semanais, a partir de 03/03/2026 às 10:00 (horário de Brasília). Veja em 'Atendimentos' no Acolher.",
      ),
    );
    // Not one booking notice per date.
    expect(await told(psychologist.uuid, 'psychologist_booking')).toEqual([]);
    const seriesUuid = res.json().uuid as string;
    const ended = await endSeriesAs(
      world.ctx,
      seriesUuid,
      'collaborator',
      collaborator.uuid,
      TUESDAYS[1],
    );
    expect(ended.statusCode).toBe(200);
    expect(await told(psychologist.uuid, 'series_ended')).toEqual(
      both(
        psychologist,
        'Série de sessões encerrada',
        'Olá, Helena. A série de sessões com Clara Nunes foi encerrada a partir de 10/03/2026: as sessões pendentes desde essa data foram canceladas.',
      ),
    );
  });
});
