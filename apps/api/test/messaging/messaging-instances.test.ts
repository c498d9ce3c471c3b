import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { MessageChannels } from '../../src/integrations/messaging/message-channel.ts';
import { deliverDueMessages } from '../../src/modules/messaging/delivery.service.ts';
import { createRestartableTestApp, type RestartableContext } from '../helpers/restartable-app.ts';
import { makeCollaborator, makeOpeningHour, makePsychologist } from '../helpers/factories.ts';

// PGlite is single-process (one app per data directory), so several instances sharing one
// database only exist on the PostgreSQL server: this file runs with TEST_DB=pg.
describe.runIf(process.env.TEST_DB === 'pg')('several app instances on one PostgreSQL', () => {
  const START = new Date('2026-03-04T12:00:00.000Z');
  let ctx: RestartableContext;
  beforeAll(async () => {
    ctx = await createRestartableTestApp();
  });
  afterAll(() => ctx.close());

  it('deliver concurrently and send each reminder exactly once', async () => {
    const appointmentUuids: string[] = [];
    // 30 sessions at the same instant (one per psychologist): 60 reminders due at the same minute.
    for (let i = 0; i < 30; i++) {
      const psychologist = await makePsychologist(ctx);
      const collaborator = await makeCollaborator(ctx);
      const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
      const [appointment] = await ctx.db
        .insert(s.appointments)
        .values({
          collaboratorUuid: collaborator.uuid,
          psychologistUuid: psychologist.uuid,
          openingHourUuid: hour.uuid,
          date: '2026-03-04',
          startsAt: START,
          endsAt: new Date(START.getTime() + 50 * 60_000),
        })
        .returning();
      appointmentUuids.push(appointment.uuid);
      for (const recipient of [collaborator.email, psychologist.email]) {
        await ctx.db.insert(s.outbox).values({
          channel: 'email',
          recipient,
          kind: 'appointment_reminder',
          body: `Lembrete ${i}`,
          relatedUuid: appointment.uuid,
          sendAfter: new Date(START.getTime() - 15 * 60_000),
        });
      }
    }

    const deliveries = new Map<string, number>();
    const counting = (instance: string): MessageChannels => {
      const channel = {
        name: `fake-${instance}`,
        send: async (m: { uuid: string }) => {
          await new Promise((resolve) => setTimeout(resolve, 5)); // a provider takes time
          deliveries.set(m.uuid, (deliveries.get(m.uuid) ?? 0) + 1);
        },
      };
      return { email: channel, whatsapp: channel };
    };

    const instances = [ctx, await ctx.openInstance(), await ctx.openInstance()];
    ctx.setNow(new Date(START.getTime() - 15 * 60_000));
    // Each instance runs two workers at once (the minute job and a kick may overlap).
    const results = await Promise.all(
      instances.flatMap((instance, i) => [
        deliverDueMessages(instance.deps, { channels: counting(`a${i}`) }),
        deliverDueMessages(instance.deps, { channels: counting(`b${i}`) }),
      ]),
    );

    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(60);
    expect(deliveries.size).toBe(60);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    const rows = await ctx.db
      .select({ status: s.outbox.status })
      .from(s.outbox)
      .where(inArray(s.outbox.relatedUuid, appointmentUuids));
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);

    // Work was actually shared: more than one worker sent something.
    expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    // Nothing is left for a later run.
    expect((await deliverDueMessages(instances[1].deps)).sent).toBe(0);
    const [one] = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.relatedUuid, appointmentUuids[0]));
    expect(one.sentAt?.toISOString()).toBe(new Date(START.getTime() - 15 * 60_000).toISOString());
  });
});
