import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { MessageChannels } from '../../src/integrations/messaging/message-channel.ts';
import {
  deliverDueMessages,
  MAX_ATTEMPTS,
  RETRY_BACKOFF_MINUTES,
} from '../../src/modules/messaging/delivery.service.ts';
import { enqueueMessage } from '../../src/modules/messaging/outbox.ts';
import { createRestartableTestApp, type RestartableContext } from '../helpers/restartable-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import {
  bookWednesdaySession,
  bookingConfirmationOf,
  makeAdministrator,
  tokenFor,
} from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { apiCaller } from '../helpers/api.ts';

// Monday 2026-03-02 09:00 in São Paulo; the session is Wednesday 2026-03-04 09:00 (12:00 UTC).
const NOW = '2026-03-02T12:00:00.000Z';
const START = new Date('2026-03-04T12:00:00.000Z');
const before = (minutes: number) => new Date(START.getTime() - minutes * 60_000);

let ctx: RestartableContext;
beforeEach(async () => {
  ctx = await createRestartableTestApp();
  ctx.setNow(NOW);
});
afterEach(() => ctx.close());
const call = apiCaller(() => ctx);

async function remindersOf(c: TestContext, appointmentUuid: string) {
  return c.db
    .select()
    .from(s.outbox)
    .where(
      and(eq(s.outbox.relatedUuid, appointmentUuid), eq(s.outbox.kind, 'appointment_reminder')),
    );
}

describe('appointment reminders', () => {
  it('are sent at start − 15 min, not before, with the link and the São Paulo time', async () => {
    const { collaborator, psychologist, appointment } = await bookWednesdaySession(ctx);

    ctx.setNow(before(16));
    await deliverDueMessages(ctx.deps);
    let reminders = await remindersOf(ctx, appointment.uuid);
    expect(reminders.map((r) => r.status)).toEqual(['pending', 'pending']);

    ctx.setNow(before(15));
    const result = await deliverDueMessages(ctx.deps);
    expect(result.sent).toBe(2);
    reminders = await remindersOf(ctx, appointment.uuid);
    expect(reminders).toHaveLength(2);
    for (const r of reminders) {
      expect(r.status).toBe('sent');
      expect(r.sentAt?.toISOString()).toBe(before(15).toISOString());
      expect(r.body).toContain(`/${appointment.uuid}/session`);
      expect(r.body).toContain('04/03/2026 às 09:00 (horário de Brasília)');
    }
    expect(reminders.map((r) => r.recipient).sort()).toEqual(
      [collaborator.email, psychologist.email].sort(),
    );
    // Delivered is delivered: nothing more to do a minute later.
    ctx.setNow(before(14));
    expect(await deliverDueMessages(ctx.deps)).toMatchObject({ sent: 0, dropped: 0 });
  });

  it('confirms the booking to the collaborator at once, on WhatsApp when agreed', async () => {
    const { collaborator } = await bookWednesdaySession(ctx, { collaboratorWhatsapp: true });
    await deliverDueMessages(ctx.deps);
    const confirmation = await bookingConfirmationOf(ctx, collaborator.uuid);
    expect(confirmation).toMatchObject({
      channel: 'whatsapp',
      recipient: collaborator.phone,
      status: 'sent',
    });
    expect(confirmation.body).toContain('04/03/2026 às 09:00 (horário de Brasília)');
  });

  it('are not sent after a cancel (dropped)', async () => {
    const { collaborator, appointment } = await bookWednesdaySession(ctx);
    const cancel = await call(
      'PATCH',
      `/appointments/collaborators/cancel/${appointment.uuid}`,
      await tokenFor(ctx, 'collaborator', collaborator.uuid),
    );
    expect(cancel.statusCode).toBe(200);
    ctx.setNow(before(15));
    await deliverDueMessages(ctx.deps);
    const reminders = await remindersOf(ctx, appointment.uuid);
    expect(reminders.map((r) => r.status)).toEqual(['dropped', 'dropped']);
  });

  it('are dropped by delivery when the appointment is no longer pending', async () => {
    const { appointment } = await bookWednesdaySession(ctx);
    // Whatever path changed the status (deletion, a future flow), delivery checks it again.
    await ctx.db
      .update(s.appointments)
      .set({ status: 'cancelled_by_psychologist' })
      .where(eq(s.appointments.uuid, appointment.uuid));
    ctx.setNow(before(15));
    const result = await deliverDueMessages(ctx.deps);
    // The booking confirmation and the psychologist's notice of the booking (decision 1392).
    expect(result).toMatchObject({ sent: 2, dropped: 2 });
    const reminders = await remindersOf(ctx, appointment.uuid);
    expect(reminders.map((r) => r.status)).toEqual(['dropped', 'dropped']);
  });

  it('are sent exactly once across a restart between scheduling and sending', async () => {
    const { appointment } = await bookWednesdaySession(ctx);
    // The booking confirmation and the psychologist's notice of the booking (decision 1392).
    expect((await deliverDueMessages(ctx.deps)).sent).toBe(2);
    await ctx.restart();
    ctx.setNow(before(15));
    expect((await deliverDueMessages(ctx.deps)).sent).toBe(2);
    await ctx.restart();
    ctx.setNow(before(10));
    expect((await deliverDueMessages(ctx.deps)).sent).toBe(0);
    const reminders = await remindersOf(ctx, appointment.uuid);
    expect(reminders.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a booking 10 minutes ahead reminds at once', async () => {
    ctx.setNow(before(10));
    const { appointment } = await bookWednesdaySession(ctx);
    const result = await deliverDueMessages(ctx.deps);
    // Two reminders, the booking confirmation and the psychologist's notice (decision 1392).
    expect(result.sent).toBe(4);
    const reminders = await remindersOf(ctx, appointment.uuid);
    for (const r of reminders) {
      expect(r.status).toBe('sent');
      expect(r.sentAt?.toISOString()).toBe(before(10).toISOString());
    }
  });
});

describe('immediate delivery (kickDelivery)', () => {
  it('sends a reminder due now without waiting for the minute job', async () => {
    const c = await createTestApp({ JOBS_ENABLED: true });
    try {
      c.setNow(before(10));
      const { appointment } = await bookWednesdaySession(c);
      let statuses: string[] = [];
      for (let i = 0; i < 50; i++) {
        statuses = (await remindersOf(c, appointment.uuid)).map((r) => r.status);
        if (statuses.every((st) => st === 'sent')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(statuses).toEqual(['sent', 'sent']);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await c.close();
    }
  });
});

describe('a failing provider', () => {
  const failing: MessageChannels = {
    email: {
      name: 'broken-smtp',
      send: async () => {
        throw new Error('SMTP 421 serviço indisponível');
      },
    },
    whatsapp: { name: 'whatsapp', send: async () => {} },
  };

  it('is retried with backoff (1, 5, 15, 60 min), then the message is failed and visible', async () => {
    const admin = await makeAdministrator(ctx);
    const uuid = await enqueueMessage(ctx.db, {
      channel: 'email',
      recipient: 'pessoa@empresa.com.br',
      kind: 'password_reset',
      subject: 'Acolher: redefinição de senha',
      body: 'Texto',
    });
    const row = async () => {
      const [r] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.uuid, uuid));
      return r;
    };
    let t = new Date(NOW).getTime();
    const at = (ms: number) => {
      t = ms;
      ctx.setNow(new Date(t));
    };

    await deliverDueMessages(ctx.deps, { channels: failing });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    for (const [i, wait] of RETRY_BACKOFF_MINUTES.entries()) {
      const attempt = await row();
      expect(attempt.lastError).toBe('SMTP 421 serviço indisponível');
      expect(attempt.sendAfter?.getTime()).toBe(t + wait * 60_000);
      // Not before its time…
      at(t + wait * 60_000 - 1000);
      await deliverDueMessages(ctx.deps, { channels: failing });
      expect((await row()).attempts).toBe(i + 1);
      // …then again.
      at(t + 1000);
      await deliverDueMessages(ctx.deps, { channels: failing });
      expect((await row()).attempts).toBe(i + 2);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    at(t + 24 * 3600_000);
    expect(await deliverDueMessages(ctx.deps, { channels: failing })).toMatchObject({
      sent: 0,
      failed: 0,
      retried: 0,
    });

    const token = await tokenFor(ctx, 'administrator', admin.uuid); // signed at the moved clock
    const res = await call('GET', '/outbox', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((m: { uuid: string }) => m.uuid === uuid)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP 421 serviço indisponível',
    });
    const failed = await call('GET', '/messages?status=failed', token);
    expect(failed.json().map((m: { uuid: string }) => m.uuid)).toEqual([uuid]);
  });

  it('sends the message once the provider is back', async () => {
    const uuid = await enqueueMessage(ctx.db, {
      channel: 'email',
      recipient: 'pessoa@empresa.com.br',
      kind: 'invitation',
      body: 'Texto',
    });
    await deliverDueMessages(ctx.deps, { channels: failing });
    ctx.setNow(new Date(new Date(NOW).getTime() + 60_000));
    expect((await deliverDueMessages(ctx.deps)).sent).toBe(1);
    const [r] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.uuid, uuid));
    expect(r).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});
