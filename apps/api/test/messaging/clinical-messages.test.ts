import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { enqueueMessage } from '../../src/modules/messaging/outbox.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §18 (decision 1310): the PHQ-9 alert of §18 reaches the treating psychologist and
// is never listed to an administrator: 'Mensagens' (GET /messages) and GET /outbox leave it out,
// whatever the filter or search.

const ctx = fileApp({}, { now: new Date('2027-05-03T12:00:00.000Z') });
const call = apiCaller(() => ctx);

describe('clinical notifications and the administrator', () => {
  it('the PHQ-9 alert is delivered to the psychologist and listed nowhere to an administrator', async () => {
    const admin = await makeAdministrator(ctx);
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-05-10',
      status: 'pending',
    });
    const answered = await call('POST', '/measures/responses', c.token, {
      instrument: 'phq9',
      answers: [0, 0, 0, 0, 0, 0, 0, 0, 2],
    });
    expect(answered.statusCode).toBe(201);
    const [alert] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.recipientUuid, p.uuid));
    expect(alert.kind).toBe('measure_distress');

    const urls = [
      '/messages',
      '/messages?kind=measure_distress',
      `/messages?status=${alert.status}`,
      '/outbox',
      '/outbox?q=measure_distress',
      `/outbox?q=${encodeURIComponent(alert.recipient)}`,
      '/outbox?q=paciente',
    ];
    for (const url of urls) {
      const res = await call('GET', url, admin.token);
      expect(res.statusCode, url).toBe(200);
      const text = res.body;
      expect(text, url).not.toContain(alert.uuid);
      expect(text, url).not.toContain('measure_distress');
      expect(text, url).not.toContain(alert.recipient);
      expect(text, url).not.toContain('sofrimento intenso');
      expect(text, url).not.toContain('atenção a um paciente');
    }
    // Other messages are still listed (the filter is by kind, not everything).
    const other = await enqueueMessage(ctx.db, {
      channel: 'email',
      recipient: p.email,
      kind: 'booking_confirmation',
      body: 'Sessão confirmada',
    });
    const all = await call('GET', '/outbox', admin.token);
    expect(all.json().map((m: { uuid: string }) => m.uuid)).toContain(other);
  });
});
