import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import * as s from '../../src/db/schema.ts';
import { appointmentAttendance } from '../../src/db/tables/attendance.ts';
import {
  makeCareSetting,
  makeCollaborator,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { auditsOf, messagesTo } from '../helpers/session-outcomes.ts';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { apiCaller } from '../helpers/api.ts';

// Corrections and disputes within 48 hours (domain.md §17; decision 1174). The session: Monday
// 2026-03-02 09:00–09:50 São Paulo (12:00–12:50 UTC); the clock: two hours later.
const END = new Date('2026-03-02T12:50:00.000Z');
const NOW = '2026-03-02T14:50:00.000Z';
const H48 = 48 * 3_600_000;

const ctx = fileApp();
const call = apiCaller(() => ctx);
const admin = fileAdministrator(ctx);
beforeEach(() => ctx.setNow(NOW));

async function settled(status: 'confirmed' | 'no_show_collaborator' | 'pending' = 'confirmed') {
  return makeCareSetting(ctx, { date: '2026-03-02', status, collaborator: { credits: 2 } });
}

const correct = (token: string, uuid: string, status: string) =>
  call('PATCH', `/appointments/${uuid}/attendance`, token, { status });
const contest = (token: string, uuid: string, reason = 'O psicólogo não entrou na sala.') =>
  call('POST', `/appointments/${uuid}/dispute`, token, { reason });
const resolve = (uuid: string, outcome: string, note = 'Analisado com o registro da sala.') =>
  call('PATCH', `/disputes/${uuid}/resolve`, admin.token, { outcome, note });

describe('PATCH /appointments/{uuid}/attendance', () => {
  it('the psychologist switches between confirmed and no_show_collaborator; no credit moves; audited; the collaborator told', async () => {
    const sc = await settled('confirmed');
    const res = await correct(sc.psychologist.token, sc.appointment.uuid, 'no_show_collaborator');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('no_show_collaborator');
    expect(await expectLedgerBalanced(ctx, sc.collaborator.uuid)).toBe(2);
    expect(
      await auditsOf(ctx, 'appointment_attendance_corrected', sc.appointment.uuid),
    ).toHaveLength(1);
    const told = await messagesTo(ctx, sc.collaborator.uuid, 'appointment_attendance_corrected');
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain('não compareceu');
    // Once per appointment (domain.md §17): a second change is refused and tells nobody.
    const back = await correct(sc.psychologist.token, sc.appointment.uuid, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A presença desta sessão já foi corrigida');
    const again = await correct(sc.psychologist.token, sc.appointment.uuid, 'no_show_collaborator');
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('no_show_collaborator');
    expect(
      await messagesTo(ctx, sc.collaborator.uuid, 'appointment_attendance_corrected'),
    ).toHaveLength(1);
    expect(
      await auditsOf(ctx, 'appointment_attendance_corrected', sc.appointment.uuid),
    ).toHaveLength(1);
  });

  it('two simultaneous corrections: one is made, the collaborator told once', async () => {
    const sc = await settled('confirmed');
    const results = await Promise.all([
      correct(sc.psychologist.token, sc.appointment.uuid, 'no_show_collaborator'),
      correct(sc.psychologist.token, sc.appointment.uuid, 'no_show_collaborator'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const flip = await correct(sc.psychologist.token, sc.appointment.uuid, 'confirmed');
    expect(flip.statusCode).toBe(409);
    expect(
      await messagesTo(ctx, sc.collaborator.uuid, 'appointment_attendance_corrected'),
    ).toHaveLength(1);
  });

  it('open until 48 hours after the end, inclusive', async () => {
    const sc = await settled('confirmed');
    ctx.setNow(new Date(END.getTime() + H48));
    // Tokens live less than two days: a fresh one at the later clock.
    const token = await tokenFor(ctx, 'psychologist', sc.psychologist.uuid);
    expect((await correct(token, sc.appointment.uuid, 'no_show_collaborator')).statusCode).toBe(
      200,
    );
    ctx.setNow(new Date(END.getTime() + H48 + 1000));
    const late = await correct(token, sc.appointment.uuid, 'confirmed');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.correctionWindow);
  });

  it('400 for a pending session or another status; 403 for another psychologist or role; 404; 401', async () => {
    const sc = await settled('pending');
    const pending = await correct(sc.psychologist.token, sc.appointment.uuid, 'confirmed');
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(M.onlyConfirmedOrNoShow);
    const bad = await correct(sc.psychologist.token, sc.appointment.uuid, 'no_show_psychologist');
    expect(bad.statusCode).toBe(400);
    const other = await makePsychologist(ctx);
    expect((await correct(other.token, sc.appointment.uuid, 'confirmed')).statusCode).toBe(403);
    expect(
      (await correct(sc.collaborator.token, sc.appointment.uuid, 'confirmed')).statusCode,
    ).toBe(403);
    expect((await correct(admin.token, sc.appointment.uuid, 'confirmed')).statusCode).toBe(403);
    expect(
      (await correct(sc.psychologist.token, '00000000-0000-4000-8000-000000000000', 'confirmed'))
        .statusCode,
    ).toBe(404);
    const none = await call('PATCH', `/appointments/${sc.appointment.uuid}/attendance`, undefined, {
      status: 'confirmed',
    });
    expect(none.statusCode).toBe(401);
  });
});

describe('disputes', () => {
  it('the collaborator contests once within 48 hours; the administrator lists it with the attendance record', async () => {
    const sc = await settled('no_show_collaborator');
    await ctx.db.insert(appointmentAttendance).values({
      appointmentUuid: sc.appointment.uuid,
      side: 'psychologist',
      firstJoinedAt: new Date('2026-03-02T12:01:00.000Z'),
      lastLeftAt: new Date('2026-03-02T12:20:00.000Z'),
    });
    const res = await contest(sc.collaborator.token, sc.appointment.uuid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open', appointmentStatus: 'no_show_collaborator' });
    const again = await contest(sc.collaborator.token, sc.appointment.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.disputeExists);

    const list = await call('GET', '/disputes', admin.token);
    expect(list.statusCode).toBe(200);
    const mine = (list.json() as { uuid: string }[]).find((d) => d.uuid === res.json().uuid);
    expect(mine).toMatchObject({
      reason: 'O psicólogo não entrou na sala.',
      collaborator: { uuid: sc.collaborator.uuid, name: sc.collaborator.name },
      psychologist: { uuid: sc.psychologist.uuid, name: sc.psychologist.name },
      attendance: {
        collaborator: { firstJoinedAt: null, lastLeftAt: null },
        psychologist: {
          firstJoinedAt: '2026-03-02T09:01:00.000-03:00',
          lastLeftAt: '2026-03-02T09:20:00.000-03:00',
        },
      },
    });
    for (const token of [sc.collaborator.token, sc.psychologist.token]) {
      const denied = await call('GET', '/disputes', token);
      expect(denied.statusCode).toBe(403);
    }
  });

  it('refused: a pending session (400), after 48 hours (400), an empty reason (400), another collaborator (403), a psychologist (403)', async () => {
    const pending = await settled('pending');
    const p = await contest(pending.collaborator.token, pending.appointment.uuid);
    expect(p.statusCode).toBe(400);
    expect(p.json().message).toBe(M.onlyConfirmedOrNoShowDispute);

    const sc = await settled('confirmed');
    const empty = await contest(sc.collaborator.token, sc.appointment.uuid, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.required);
    const other = await makeCollaborator(ctx);
    expect((await contest(other.token, sc.appointment.uuid)).statusCode).toBe(403);
    expect((await contest(sc.psychologist.token, sc.appointment.uuid)).statusCode).toBe(403);
    ctx.setNow(new Date(END.getTime() + H48 + 1000));
    const token = await tokenFor(ctx, 'collaborator', sc.collaborator.uuid);
    const late = await contest(token, sc.appointment.uuid);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.correctionWindow);
  });

  it('refund: credit back in the ledger, refunded_by_administrator, both told, audited, then closed', async () => {
    const sc = await settled('confirmed');
    const dispute = (await contest(sc.collaborator.token, sc.appointment.uuid)).json();
    const res = await resolve(dispute.uuid, 'refund');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'refunded',
      appointmentStatus: 'refunded_by_administrator',
    });
    const [row] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, sc.appointment.uuid));
    expect(row.status).toBe('refunded_by_administrator');
    expect(await expectLedgerBalanced(ctx, sc.collaborator.uuid)).toBe(3);
    expect(await messagesTo(ctx, sc.collaborator.uuid, 'dispute_resolved')).toHaveLength(1);
    expect(await messagesTo(ctx, sc.psychologist.uuid, 'dispute_resolved')).toHaveLength(1);
    expect(await auditsOf(ctx, 'dispute_refunded', sc.appointment.uuid)).toHaveLength(1);

    const twice = await resolve(dispute.uuid, 'refund');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.disputeNotOpen);
    expect(await expectLedgerBalanced(ctx, sc.collaborator.uuid)).toBe(3);
    const list = await call('GET', '/disputes', admin.token);
    expect((list.json() as { uuid: string }[]).map((d) => d.uuid)).not.toContain(dispute.uuid);
    // A refunded session can no longer be corrected.
    const fix = await correct(sc.psychologist.token, sc.appointment.uuid, 'confirmed');
    expect(fix.json().message).toBe(M.onlyConfirmedOrNoShow);
  });

  it('keep: the session stays as it was, no credit moves, both told; 400 without a note; 404; 403 for other roles', async () => {
    const sc = await settled('no_show_collaborator');
    const dispute = (await contest(sc.collaborator.token, sc.appointment.uuid)).json();
    const noNote = await resolve(dispute.uuid, 'keep', '');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(MESSAGES.required);
    const res = await resolve(dispute.uuid, 'keep');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'kept', appointmentStatus: 'no_show_collaborator' });
    expect(await expectLedgerBalanced(ctx, sc.collaborator.uuid)).toBe(2);
    expect(await messagesTo(ctx, sc.psychologist.uuid, 'dispute_resolved')).toHaveLength(1);
    expect((await resolve('00000000-0000-4000-8000-000000000000', 'keep')).statusCode).toBe(404);
    const denied = await call('PATCH', `/disputes/${dispute.uuid}/resolve`, sc.psychologist.token, {
      outcome: 'refund',
      note: 'x',
    });
    expect(denied.statusCode).toBe(403);
  });
});
