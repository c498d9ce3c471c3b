import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import * as s from '../../src/db/schema.ts';
import {
  makeCollaborator,
  makeCompany,
  makePsychologist,
  bookWednesdaySession,
  makeAppointment,
} from '../helpers/factories.ts';
import { auditsOf, messagesTo } from '../helpers/session-outcomes.ts';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { apiCaller } from '../helpers/api.ts';

// The administrator's corrections (domain.md §17; decision 1176). Monday 2026-03-02 09:00 SP.
const NOW = '2026-03-02T12:00:00.000Z';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const ctx = fileApp();
const call = apiCaller(() => ctx);
const admin = fileAdministrator(ctx);
beforeEach(() => ctx.setNow(NOW));

const cancel = (uuid: string, body: object, token = admin.token) =>
  call('PATCH', `/appointments/${uuid}/administrator-cancel`, token, body);
const removeCredits = (uuid: string, body: object, token = admin.token) =>
  call('PATCH', `/collaborators/${uuid}/remove-credits`, token, body);

describe('PATCH /appointments/{uuid}/administrator-cancel', () => {
  it('with refund: cancelled_by_administrator, the credit back in the ledger, reminders dropped, both told, audited', async () => {
    const { collaborator, psychologist, appointment } = await bookWednesdaySession(ctx);
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(1);
    const res = await cancel(appointment.uuid, { refund: true, reason: 'Pedido da empresa.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: appointment.uuid,
      status: 'cancelled_by_administrator',
      refunded: true,
      newCollaboratorCredits: 2,
    });
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(2);
    const pendingReminders = await ctx.db
      .select()
      .from(s.outbox)
      .where(
        and(
          eq(s.outbox.relatedUuid, appointment.uuid),
          eq(s.outbox.kind, 'appointment_reminder'),
          eq(s.outbox.status, 'pending'),
        ),
      );
    expect(pendingReminders).toEqual([]);
    expect(
      await messagesTo(ctx, collaborator.uuid, 'appointment_cancelled_by_administrator'),
    ).toHaveLength(1);
    expect(
      await messagesTo(ctx, psychologist.uuid, 'appointment_cancelled_by_administrator'),
    ).toHaveLength(1);
    const [audit] = await auditsOf(ctx, 'appointment_cancelled_by_administrator', appointment.uuid);
    expect(audit.details).toEqual({ refund: true, reason: 'Pedido da empresa.' });

    const again = await cancel(appointment.uuid, { refund: true, reason: 'De novo.' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.onlyPendingAdminCancel);
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(2);
  });

  it('without refund: no credit moves; the slot is free again', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 1 });
    const psychologist = await makePsychologist(ctx);
    const appointment = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-04',
    });
    const res = await cancel(appointment.uuid, { refund: false, reason: 'Falta de pagamento.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refunded: false, newCollaboratorCredits: 1 });
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(1);
    const other = await makeCollaborator(ctx, { credits: 1 });
    const rebook = await makeAppointment(ctx, {
      collaboratorUuid: other.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-04',
      openingHourUuid: appointment.openingHourUuid,
    });
    expect(rebook.status).toBe('pending');
  });

  it('400 without a reason, for a settled session; 404; 401; 403 for every other role', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 1 });
    const psychologist = await makePsychologist(ctx);
    const done = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-02-25',
      status: 'confirmed',
    });
    const settled = await cancel(done.uuid, { refund: true, reason: 'x' });
    expect(settled.statusCode).toBe(400);
    expect(settled.json().message).toBe(M.onlyPendingAdminCancel);
    const pending = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-04',
    });
    const noReason = await cancel(pending.uuid, { refund: true, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(MESSAGES.required);
    expect((await cancel(UNKNOWN, { refund: true, reason: 'x' })).statusCode).toBe(404);
    const none = await call(
      'PATCH',
      `/appointments/${pending.uuid}/administrator-cancel`,
      undefined,
      { refund: true, reason: 'x' },
    );
    expect(none.statusCode).toBe(401);
    const company = await makeCompany(ctx);
    for (const token of [collaborator.token, psychologist.token, company.token]) {
      expect((await cancel(pending.uuid, { refund: true, reason: 'x' }, token)).statusCode).toBe(
        403,
      );
    }
  });
});

describe('PATCH /collaborators/{uuid}/remove-credits', () => {
  it('removes through the ledger, audited with the reason, the collaborator told', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 5 });
    const res = await removeCredits(collaborator.uuid, {
      credits: 3,
      reason: 'Concedido por engano.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ collaboratorUuid: collaborator.uuid, removed: 3, credits: 2 });
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(2);
    const [entry] = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(
        and(
          eq(s.creditLedger.collaboratorUuid, collaborator.uuid),
          eq(s.creditLedger.reason, 'removal'),
        ),
      );
    expect(entry).toMatchObject({
      delta: -3,
      actorUuid: admin.uuid,
      note: 'Concedido por engano.',
    });
    const [audit] = await auditsOf(ctx, 'credits_removed', collaborator.uuid);
    expect(audit.details).toEqual({ credits: 3, reason: 'Concedido por engano.' });
    expect(await messagesTo(ctx, collaborator.uuid, 'credits_removed')).toHaveLength(1);
    // Down to exactly zero is allowed.
    expect(
      (await removeCredits(collaborator.uuid, { credits: 2, reason: 'Ajuste.' })).json().credits,
    ).toBe(0);
  });

  it('never below zero: 400 with the message and nothing changes', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 2 });
    const res = await removeCredits(collaborator.uuid, { credits: 3, reason: 'Ajuste.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.creditsBelowZero);
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(2);
    expect(await auditsOf(ctx, 'credits_removed', collaborator.uuid)).toEqual([]);
  });

  it('400 for 0, 1001, a fraction and no reason; 404; 401; 403 for every other role', async () => {
    const collaborator = await makeCollaborator(ctx, { credits: 2 });
    for (const credits of [0, 1001, 1.5]) {
      expect((await removeCredits(collaborator.uuid, { credits, reason: 'x' })).statusCode).toBe(
        400,
      );
    }
    const noReason = await removeCredits(collaborator.uuid, { credits: 1, reason: '' });
    expect(noReason.json().message).toBe(MESSAGES.required);
    expect((await removeCredits(UNKNOWN, { credits: 1, reason: 'x' })).statusCode).toBe(404);
    const none = await call(
      'PATCH',
      `/collaborators/${collaborator.uuid}/remove-credits`,
      undefined,
      { credits: 1, reason: 'x' },
    );
    expect(none.statusCode).toBe(401);
    const psychologist = await makePsychologist(ctx);
    const company = await makeCompany(ctx);
    for (const token of [collaborator.token, psychologist.token, company.token]) {
      expect(
        (await removeCredits(collaborator.uuid, { credits: 1, reason: 'x' }, token)).statusCode,
      ).toBe(403);
    }
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(2);
  });
});
