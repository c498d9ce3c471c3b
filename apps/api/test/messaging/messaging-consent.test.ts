import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { MessageChannels } from '../../src/integrations/messaging/message-channel.ts';
import { deliverDueMessages } from '../../src/modules/messaging/delivery.service.ts';
import {
  collaboratorReminderText,
  psychologistReminderText,
} from '../../src/modules/messaging/templates.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  bookWednesdaySession,
  bookingConfirmationOf,
  makeCollaborator,
  tokenFor,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// Withdrawn WhatsApp consent (LGPD, decision 0902): whatever is not sent yet leaves WhatsApp.
// Monday 2026-03-02 09:00 in São Paulo; the session is Wednesday 2026-03-04 09:00 (12:00 UTC).
const NOW = '2026-03-02T12:00:00.000Z';
const START = new Date('2026-03-04T12:00:00.000Z');
const REMINDER_DUE = new Date(START.getTime() - 15 * 60_000);
const ZONE = 'America/Sao_Paulo';
const url = '/messaging/whatsapp-consent';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
  ctx.setNow(NOW);
});
afterEach(() => ctx.close());
const call = apiCaller(() => ctx);

type Person = { uuid: string; token: string };

async function reminderOf(appointmentUuid: string, subject: string) {
  const [row] = await ctx.db
    .select()
    .from(s.outbox)
    .where(
      and(
        eq(s.outbox.relatedUuid, appointmentUuid),
        eq(s.outbox.kind, 'appointment_reminder'),
        eq(s.outbox.subject, subject),
      ),
    );
  return row;
}
const COLLABORATOR_SUBJECT = 'Sua sessão começa em breve';
const PSYCHOLOGIST_SUBJECT = 'Seu atendimento começa em breve';

async function setConsent(
  person: Person,
  whatsappConsent: boolean,
  role: 'collaborator' | 'psychologist' = 'collaborator',
) {
  // A token of the test clock's now (the clock moves to the reminder's due time).
  const res = await call('PATCH', url, await tokenFor(ctx, role, person.uuid), { whatsappConsent });
  expect(res.statusCode).toBe(200);
  expect(res.json().whatsappConsent).toBe(whatsappConsent);
}

/** Channels that record what they were asked to send. */
function recording(onEmail?: () => Promise<void>) {
  const sent: { channel: string; recipient: string; subject: string; body: string }[] = [];
  const channels: MessageChannels = {
    email: {
      name: 'fake-email',
      send: async (m) => {
        sent.push({ channel: 'email', recipient: m.recipient, subject: m.subject, body: m.body });
        await onEmail?.();
      },
    },
    whatsapp: {
      name: 'fake-whatsapp',
      send: async (m) => {
        sent.push({
          channel: 'whatsapp',
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
        });
      },
    },
  };
  return { sent, channels };
}

// The reminders link to the room's page of each side (domain.md §16), on PUBLIC_URL.
const collaboratorRoom = (uuid: string) =>
  `http://localhost:3000/collaborator/app/appointment/${uuid}/session`;
const psychologistRoom = (uuid: string) =>
  `http://localhost:3000/psychologist/app/appointments/${uuid}/session`;

describe('withdrawing WhatsApp consent (PATCH /messaging/whatsapp-consent false)', () => {
  it("moves the collaborator's queued reminder and confirmation to its e-mail, with the link", async () => {
    const { collaborator, psychologist, appointment } = await bookWednesdaySession(ctx, {
      collaboratorWhatsapp: true,
      psychologistWhatsapp: true,
    });
    const before = await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT);
    expect(before).toMatchObject({
      channel: 'whatsapp',
      recipient: collaborator.phone,
      status: 'pending',
    });

    await setConsent(collaborator, false);

    const after = await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT);
    expect(after).toMatchObject({
      uuid: before.uuid,
      channel: 'email',
      recipient: collaborator.email,
      status: 'pending',
      ...collaboratorReminderText({
        name: collaborator.name,
        psychologistName: psychologist.name,
        startsAt: START,
        zone: ZONE,
        roomUrl: collaboratorRoom(appointment.uuid),
      }),
    });
    expect(after.body).toContain(collaboratorRoom(appointment.uuid));
    expect(after.sendAfter?.toISOString()).toBe(REMINDER_DUE.toISOString());
    const confirmation = await bookingConfirmationOf(ctx, collaborator.uuid);
    expect(confirmation).toMatchObject({
      channel: 'email',
      recipient: collaborator.email,
      subject: 'Agendamento confirmado!',
      status: 'pending',
    });
    // The psychologist still agrees: its reminder stays on WhatsApp.
    expect(await reminderOf(appointment.uuid, PSYCHOLOGIST_SUBJECT)).toMatchObject({
      channel: 'whatsapp',
      recipient: psychologist.phone,
    });

    // Consent given again: nothing moves back.
    await setConsent(collaborator, true);
    expect((await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT)).channel).toBe('email');

    // At the due time the collaborator gets e-mails only.
    ctx.setNow(REMINDER_DUE);
    const { sent, channels } = await recording();
    // The two reminders, the confirmation, and the psychologist's notice of the booking by e-mail
    // and WhatsApp, which she agreed to (decision 1392).
    expect(await deliverDueMessages(ctx.deps, { channels })).toMatchObject({ sent: 5 });
    expect(sent.filter((m) => m.recipient === collaborator.phone)).toEqual([]);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'email',
          recipient: collaborator.email,
          subject: COLLABORATOR_SUBJECT,
          body: expect.stringContaining(collaboratorRoom(appointment.uuid)),
        }),
        expect.objectContaining({ channel: 'whatsapp', recipient: psychologist.phone }),
      ]),
    );
  });

  it("leaves another collaborator's WhatsApp alone, even with the same phone", async () => {
    const first = await bookWednesdaySession(ctx, { collaboratorWhatsapp: true });
    const second = await bookWednesdaySession(ctx, {
      collaborator: await makeCollaborator(ctx, {
        credits: 2,
        whatsappConsent: true,
        phone: first.collaborator.phone,
      }),
    });
    expect(second.appointment.uuid).not.toBe(first.appointment.uuid);

    await setConsent(first.collaborator, false);

    expect((await reminderOf(first.appointment.uuid, COLLABORATOR_SUBJECT)).channel).toBe('email');
    expect(await reminderOf(second.appointment.uuid, COLLABORATOR_SUBJECT)).toMatchObject({
      channel: 'whatsapp',
      recipient: second.collaborator.phone,
    });
  });

  it("moves the psychologist's queued reminder to its e-mail, with the link", async () => {
    const { collaborator, psychologist, appointment } = await bookWednesdaySession(ctx, {
      collaboratorWhatsapp: true,
      psychologistWhatsapp: true,
    });
    expect((await reminderOf(appointment.uuid, PSYCHOLOGIST_SUBJECT)).channel).toBe('whatsapp');

    await setConsent(psychologist, false, 'psychologist');

    const after = await reminderOf(appointment.uuid, PSYCHOLOGIST_SUBJECT);
    expect(after).toMatchObject({
      channel: 'email',
      recipient: psychologist.email,
      status: 'pending',
      ...psychologistReminderText({
        name: psychologist.name,
        collaboratorName: collaborator.name,
        startsAt: START,
        zone: ZONE,
        roomUrl: psychologistRoom(appointment.uuid),
      }),
    });
    expect(after.body).toContain(psychologistRoom(appointment.uuid));
    expect((await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT)).channel).toBe('whatsapp');

    ctx.setNow(REMINDER_DUE);
    const { sent, channels } = await recording();
    await deliverDueMessages(ctx.deps, { channels });
    expect(sent.filter((m) => m.recipient === psychologist.phone)).toEqual([]);
    expect(sent).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        recipient: psychologist.email,
        body: expect.stringContaining(psychologistRoom(appointment.uuid)),
      }),
    );
  });

  it('drops the WhatsApp copy of a cancel notice (its e-mail copy stays)', async () => {
    const { collaborator, psychologist, appointment } = await bookWednesdaySession(ctx, {
      collaboratorWhatsapp: true,
    });
    const cancel = await call(
      'PATCH',
      `/appointments/psychologists/cancel/${appointment.uuid}`,
      psychologist.token,
    );
    expect(cancel.statusCode).toBe(200);
    const notices = () =>
      ctx.db
        .select()
        .from(s.outbox)
        .where(eq(s.outbox.kind, 'appointment_cancelled_by_psychologist'));
    expect((await notices()).map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);

    await setConsent(collaborator, false);

    const rows = await notices();
    expect(rows.find((m) => m.channel === 'whatsapp')?.status).toBe('dropped');
    expect(rows.find((m) => m.channel === 'email')).toMatchObject({
      recipient: collaborator.email,
      status: 'pending',
    });
  });

  it('also when the terms are accepted or signed again without consent', async () => {
    const { collaborator, psychologist, appointment } = await bookWednesdaySession(ctx, {
      collaboratorWhatsapp: true,
      psychologistWhatsapp: true,
    });
    const accept = await call(
      'PATCH',
      `/collaborators/accept-terms/${collaborator.uuid}`,
      collaborator.token,
      { whatsappConsent: false },
    );
    expect(accept.statusCode).toBe(200);
    expect(await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT)).toMatchObject({
      channel: 'email',
      recipient: collaborator.email,
    });
    expect((await reminderOf(appointment.uuid, PSYCHOLOGIST_SUBJECT)).channel).toBe('whatsapp');
    const sign = await call(
      'PATCH',
      `/psychologists/sign-terms/${psychologist.uuid}`,
      psychologist.token,
      { whatsappConsent: false },
    );
    expect(sign.statusCode).toBe(200);
    expect(sign.json().whatsappConsent).toBe(false);
    expect(await reminderOf(appointment.uuid, PSYCHOLOGIST_SUBJECT)).toMatchObject({
      channel: 'email',
      recipient: psychologist.email,
    });
  });
});

describe('delivery checks the consent right before a WhatsApp send', () => {
  it('sends by e-mail a reminder whose recipient withdrew consent after it was claimed', async () => {
    const { collaborator, appointment } = await bookWednesdaySession(ctx, {
      collaboratorWhatsapp: true,
    });
    // An earlier e-mail is claimed first; while it is being sent, the collaborator withdraws.
    await ctx.db.insert(s.outbox).values({
      channel: 'email',
      recipient: 'outra@empresa.com.br',
      kind: 'password_reset',
      subject: 'Acolher: redefinição de senha',
      body: 'Texto',
      sendAfter: new Date(REMINDER_DUE.getTime() - 60_000),
    });
    let withdrawn = false;
    const { sent, channels } = await recording(async () => {
      if (withdrawn) return;
      withdrawn = true;
      await setConsent(collaborator, false);
    });
    ctx.setNow(REMINDER_DUE);
    await deliverDueMessages(ctx.deps, { channels });
    expect(withdrawn).toBe(true);
    expect(sent.filter((m) => m.channel === 'whatsapp')).toEqual([]);
    expect(sent).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        recipient: collaborator.email,
        body: expect.stringContaining(collaboratorRoom(appointment.uuid)),
      }),
    );
    expect(await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT)).toMatchObject({
      channel: 'email',
      recipient: collaborator.email,
      status: 'sent',
    });
  });

  it('never sends WhatsApp to someone whose consent is false, however the row got there', async () => {
    const { collaborator, appointment } = await bookWednesdaySession(ctx, {
      collaboratorWhatsapp: true,
    });
    // The consent changed without the outbox (a booking racing the withdrawal wrote this row).
    await ctx.db
      .update(s.collaborators)
      .set({ whatsappConsent: false })
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    const [stray] = await ctx.db
      .insert(s.outbox)
      .values({
        channel: 'whatsapp',
        recipient: collaborator.phone,
        kind: 'appointment_cancelled_by_psychologist',
        body: 'Aviso',
      })
      .returning();
    ctx.setNow(REMINDER_DUE);
    const { sent, channels } = await recording();
    await deliverDueMessages(ctx.deps, { channels });
    expect(sent.filter((m) => m.channel === 'whatsapp')).toEqual([]);
    expect(await reminderOf(appointment.uuid, COLLABORATOR_SUBJECT)).toMatchObject({
      channel: 'email',
      recipient: collaborator.email,
      status: 'sent',
    });
    // A WhatsApp row linked to nobody: no consent to check, not sent.
    const [row] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.uuid, stray.uuid));
    expect(row.status).toBe('dropped');
  });
});
