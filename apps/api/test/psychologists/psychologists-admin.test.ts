import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  PASSWORD,
  makeCollaborator,
  makeCompany,
  makeCrpCard,
  makeDebitedAppointment,
  makePsychologist,
} from '../helpers/factories.ts';
import { fileKit } from '../helpers/file-app.ts';

const { ctx, admin, call } = fileKit();

/** An appointment at a given instant (status as given), its credit debited. */
const appointmentAt = (
  collaboratorUuid: string,
  psychologistUuid: string,
  startsAt: Date,
  status?: Parameters<typeof makeDebitedAppointment>[1]['status'],
  date?: string,
) => makeDebitedAppointment(ctx, { collaboratorUuid, psychologistUuid, startsAt, status, date });

describe('GET /psychologists', () => {
  it('lists every active psychologist for an administrator, without hashes', async () => {
    const a = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    const gone = await makePsychologist(ctx, { deletedAt: new Date() });
    const res = await call('GET', '/psychologists', admin.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { uuid: string; complianceStatus: string }[];
    expect(rows.find((r) => r.uuid === a.uuid)?.complianceStatus).toBe('analyzing');
    expect(rows.some((r) => r.uuid === gone.uuid)).toBe(false);
    for (const row of rows) expect(row).not.toHaveProperty('passwordHash');
  });

  it('answers 401 and 403 for the other roles', async () => {
    expect((await call('GET', '/psychologists')).statusCode).toBe(401);
    const psychologist = await makePsychologist(ctx);
    const company = await makeCompany(ctx);
    const collaborator = await makeCollaborator(ctx);
    for (const token of [psychologist.token, company.token, collaborator.token]) {
      expect((await call('GET', '/psychologists', token)).statusCode).toBe(403);
    }
  });
});

describe('PATCH /psychologists/compliance/:uuid', () => {
  it('approves one under analysis, e-mails it, audits, and it can then sign in', async () => {
    const p = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    await makeCrpCard(ctx, p.uuid); // complete for approval (decision 1405)
    const before = await call('POST', '/psychologists/sign-in', undefined, {
      email: p.email,
      password: PASSWORD,
    });
    expect(before.statusCode).toBe(403);
    const res = await call('PATCH', `/psychologists/compliance/${p.uuid}`, admin.token, {
      complianceStatus: 'approved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: p.uuid, complianceStatus: 'approved' });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const mail = await ctx.db.select().from(s.outbox).where(eq(s.outbox.relatedUuid, p.uuid));
    expect(mail).toMatchObject([
      { recipient: p.email, kind: 'psychologist_approved', channel: 'email' },
    ]);
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, p.uuid));
    expect(audit).toMatchObject([{ action: 'approve', actorUuid: admin.uuid }]);
    const after = await call('POST', '/psychologists/sign-in', undefined, {
      email: p.email,
      password: PASSWORD,
    });
    expect(after.statusCode).toBe(200);
  });

  it('disapproves one under analysis', async () => {
    const p = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    const res = await call('PATCH', `/psychologists/compliance/${p.uuid}`, admin.token, {
      complianceStatus: 'disapproved',
    });
    expect([res.statusCode, res.json().complianceStatus]).toEqual([200, 'disapproved']);
    const mail = await ctx.db.select().from(s.outbox).where(eq(s.outbox.relatedUuid, p.uuid));
    expect(mail).toMatchObject([{ kind: 'psychologist_disapproved' }]);
  });

  it('answers 409 unless under analysis, and changes nothing', async () => {
    for (const status of ['approved', 'disapproved'] as const) {
      const p = await makePsychologist(ctx, { complianceStatus: status });
      for (const decision of ['approved', 'disapproved']) {
        const res = await call('PATCH', `/psychologists/compliance/${p.uuid}`, admin.token, {
          complianceStatus: decision,
        });
        expect([res.statusCode, res.json().message]).toEqual([
          409,
          'Apenas psicólogos em análise podem ser aprovados ou reprovados',
        ]);
      }
      const [row] = await ctx.db
        .select()
        .from(s.psychologists)
        .where(eq(s.psychologists.uuid, p.uuid));
      expect(row.complianceStatus).toBe(status);
    }
  });

  it('answers 400 for another status, 404, 401, 403 (even the psychologist itself)', async () => {
    const p = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    for (const value of ['analyzing', 'aprovado', undefined]) {
      const res = await call('PATCH', `/psychologists/compliance/${p.uuid}`, admin.token, {
        complianceStatus: value,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Status inválido']);
    }
    const missing = await call(
      'PATCH',
      `/psychologists/compliance/${crypto.randomUUID()}`,
      admin.token,
      { complianceStatus: 'approved' },
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Psicólogo não encontrado']);
    expect(
      (
        await call('PATCH', `/psychologists/compliance/${p.uuid}`, undefined, {
          complianceStatus: 'approved',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call('PATCH', `/psychologists/compliance/${p.uuid}`, p.token, {
          complianceStatus: 'approved',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /psychologists/:uuid', () => {
  it('cancels its future pending appointments as cancelled_by_psychologist with refunds, tells the collaborators, soft-deletes', async () => {
    const p = await makePsychologist(ctx);
    const c = await makeCollaborator(ctx, { credits: 3 });
    const now = ctx.now().getTime();
    const future = await appointmentAt(c.uuid, p.uuid, new Date(now + 72 * 3_600_000));
    const past = await appointmentAt(c.uuid, p.uuid, new Date(now - 72 * 3_600_000), 'confirmed');
    const res = await call('DELETE', `/psychologists/${p.uuid}`, admin.token);
    expect(res.statusCode).toBe(204);
    const [f] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, future.uuid));
    const [pa] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, past.uuid));
    expect(f.status).toBe('cancelled_by_psychologist');
    expect(f.cancelledAt).not.toBeNull();
    expect(pa.status).toBe('confirmed');
    const [collaborator] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(collaborator.credits).toBe(2);
    const refunds = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.refUuid, future.uuid));
    expect(refunds.map((r) => r.reason).sort()).toEqual(['booking', 'refund']);
    const told = await ctx.db.select().from(s.outbox).where(eq(s.outbox.relatedUuid, future.uuid));
    expect(told).toMatchObject([{ recipient: c.email, kind: 'appointment_cancelled' }]);
    const [row] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, p.uuid));
    expect(row.deletedAt).not.toBeNull();
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, p.uuid));
    expect(audit).toMatchObject([{ action: 'delete', details: { cancelledAppointments: 1 } }]);
    expect((await call('GET', '/psychologists', p.token)).statusCode).toBe(401);
    const list = await call('GET', '/psychologists', admin.token);
    expect(list.json().some((x: { uuid: string }) => x.uuid === p.uuid)).toBe(false);
  });

  it('answers 404 (unknown or already deleted), 400, 401, 403', async () => {
    const gone = await makePsychologist(ctx, { deletedAt: new Date() });
    expect((await call('DELETE', `/psychologists/${gone.uuid}`, admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/psychologists/123', admin.token)).statusCode).toBe(400);
    const p = await makePsychologist(ctx);
    expect((await call('DELETE', `/psychologists/${p.uuid}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/psychologists/${p.uuid}`, p.token)).statusCode).toBe(403);
  });
});

describe('GET /appointments/psychologists/last-month/:id', () => {
  it('returns the previous calendar month in São Paulo, with collaborator and hours', async () => {
    ctx.setNow('2026-03-01T12:00:00Z');
    try {
      const p = await makePsychologist(ctx);
      const c = await makeCollaborator(ctx, { credits: 5 });
      // 2026-02-01 00:30 in São Paulo is 03:30Z: inside. 2026-03-01 00:30 local (03:30Z) is this month.
      const first = await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-02-01T03:30:00Z'),
        'confirmed',
        '2026-02-01',
      );
      const cancelled = await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-02-20T13:00:00Z'),
        'cancelled_by_psychologist',
        '2026-02-20',
      );
      await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-02-01T02:30:00Z'),
        'confirmed',
        '2026-01-31',
      );
      await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-03-01T03:30:00Z'),
        'pending',
        '2026-03-01',
      );
      const res = await call(
        'GET',
        `/appointments/psychologists/last-month/${p.uuid}`,
        admin.token,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(rows.map((r: { uuid: string }) => r.uuid)).toEqual([first.uuid, cancelled.uuid]);
      expect(rows[0]).toMatchObject({
        status: 'confirmed',
        date: '2026-02-01',
        collaborator: { uuid: c.uuid, name: c.name, email: c.email, phone: c.phone },
        psychologist: { name: p.name },
        openingHour: { startTime: '10:00:00', endTime: '10:50:00' },
      });
    } finally {
      ctx.setNow(undefined);
    }
  });

  it('?month=yyyy-MM lists that São Paulo month instead (decision 1179), pending ones included, audited', async () => {
    ctx.setNow('2026-03-10T12:00:00Z');
    try {
      const p = await makePsychologist(ctx);
      const c = await makeCollaborator(ctx, { credits: 5 });
      // 2026-04-01 00:30 in São Paulo is 03:30Z: April. 02:30Z is still March 31 there.
      const april = await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-04-01T03:30:00Z'),
        'pending',
        '2026-04-01',
      );
      const march = await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-04-01T02:30:00Z'),
        'pending',
        '2026-03-31',
      );
      const previous = await appointmentAt(
        c.uuid,
        p.uuid,
        new Date('2026-02-10T13:00:00Z'),
        'confirmed',
        '2026-02-10',
      );
      const url = `/appointments/psychologists/last-month/${p.uuid}`;
      const ids = async (query: string) => {
        const res = await call('GET', `${url}${query}`, admin.token);
        expect(res.statusCode).toBe(200);
        return res.json().map((r: { uuid: string }) => r.uuid);
      };
      expect(await ids('?month=2026-04')).toEqual([april.uuid]);
      expect(await ids('?month=2026-03')).toEqual([march.uuid]);
      // Without a month: the previous one, as the spec says.
      expect(await ids('')).toEqual([previous.uuid]);
      expect(await ids('?month=2026-02')).toEqual([previous.uuid]);
      expect(await ids('?month=2025-12')).toEqual([]);
      for (const bad of ['2026-13', '2026-4', 'abril', '2026-04-01']) {
        const res = await call('GET', `${url}?month=${bad}`, admin.token);
        expect([res.statusCode, res.json().message]).toEqual([400, 'Mês inválido']);
      }
      expect((await call('GET', `${url}?month=2026-04`, p.token)).statusCode).toBe(403);
      const audited = await ctx.db
        .select()
        .from(s.auditLog)
        .where(eq(s.auditLog.targetUuid, p.uuid));
      expect(audited.filter((e) => e.action === 'appointments.read')).toHaveLength(5);
      expect(audited.map((e) => e.details)).toContainEqual({ count: 1, month: '2026-04' });
    } finally {
      ctx.setNow(undefined);
    }
  });

  it('answers 404, 400, 401, 403 (not even the psychologist)', async () => {
    const p = await makePsychologist(ctx);
    const missing = await call(
      'GET',
      `/appointments/psychologists/last-month/${crypto.randomUUID()}`,
      admin.token,
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Psicólogo não encontrado']);
    expect(
      (await call('GET', '/appointments/psychologists/last-month/x', admin.token)).statusCode,
    ).toBe(400);
    expect((await call('GET', `/appointments/psychologists/last-month/${p.uuid}`)).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', `/appointments/psychologists/last-month/${p.uuid}`, p.token)).statusCode,
    ).toBe(403);
  });
});
