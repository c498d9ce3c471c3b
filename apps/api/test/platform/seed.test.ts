import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import * as s from '../../src/db/schema.ts';
import { seedDemo, type DemoIds } from '../../src/db/seed.ts';
import { bootstrapAdministrator } from '../../src/db/bootstrap.ts';
import { ZCompanyUpdate } from '@acolher/contracts/companies';
import { REMINDER_MINUTES_BEFORE } from '@acolher/contracts/constants';
import { typeformIdFrom } from '../../src/integrations/forms/typeform-provider.ts';
import { DEMO_COMPANY } from '../../src/db/seed-data.ts';
import { sessionNoteAddenda, sessionNotes } from '../../src/db/tables/session-notes.ts';
import { appointmentAttendance } from '../../src/db/tables/attendance.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

const WEB_PUBLIC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/public',
);

const ctx = fileApp();
const call = apiCaller(() => ctx);
let ids: DemoIds | undefined;
beforeAll(async () => {
  await bootstrapAdministrator(ctx.deps);
  ids = await seedDemo(ctx.deps);
});

const signIn = (path: string, email: string) =>
  call('POST', `/${path}/sign-in`, undefined, { email, password: 'acolher123' });

describe('demo seed', () => {
  it('signs in every demo account with acolher123, except the psychologist under analysis', async () => {
    expect((await signIn('administrators', 'admin@acolher.dev')).statusCode).toBe(200);
    expect((await signIn('companies', 'rh@empresa-demo.com.br')).statusCode).toBe(200);
    expect((await signIn('collaborators', 'ana@empresa-demo.com.br')).statusCode).toBe(200);
    expect((await signIn('collaborators', 'bruno@empresa-demo.com.br')).statusCode).toBe(200);
    expect((await signIn('psychologists', 'psicologa.demo@gmail.com')).statusCode).toBe(200);
    const analyzing = await signIn('psychologists', 'psicologo.analise@gmail.com');
    expect([analyzing.statusCode, analyzing.json().message]).toEqual([
      403,
      'Seu cadastro está em análise.',
    ]);
  });

  it('gives ana and bruno the states the README promises', async () => {
    const ana = (await signIn('collaborators', 'ana@empresa-demo.com.br')).json();
    expect(ana).toMatchObject({ credits: 5, hasAcceptedTerms: true, hasSentForm: true });
    const bruno = (await signIn('collaborators', 'bruno@empresa-demo.com.br')).json();
    expect(bruno).toMatchObject({ credits: 0, hasAcceptedTerms: false, hasSentForm: false });
  });

  it('has valid check digits, two sectors and Mon–Fri 08:00–12:00 slots', async () => {
    const collaborators = await ctx.db.select().from(s.collaborators);
    expect(collaborators.every((c) => isValidCpf(c.document))).toBe(true);
    const [company] = await ctx.db.select().from(s.companies);
    expect(isValidCnpj(company.document)).toBe(true);
    expect(await ctx.db.select().from(s.sectors)).toHaveLength(2);
    const hours = await ctx.db
      .select()
      .from(s.openingHours)
      .where(eq(s.openingHours.psychologistUuid, ids!.psychologistUuid));
    expect(hours).toHaveLength(20);
    expect(new Set(hours.map((h) => h.dayOfWeek))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(hours.map((h) => `${h.startTime}-${h.endTime}`))).toEqual(
      new Set(['08:00:00-08:50:00', '09:00:00-09:50:00', '10:00:00-10:50:00', '11:00:00-11:50:00']),
    );
  });

  it('has past appointments and keeps every balance equal to its ledger', async () => {
    const past = await ctx.db
      .select()
      .from(s.appointments)
      .where(sql`starts_at < now()`);
    expect(past.length).toBeGreaterThan(3);
    await expectLedgerBalanced(ctx);
  });

  it("schedules the reminders of ana's upcoming session as a booking does (domain.md §5, §13)", async () => {
    const upcoming = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.status, 'pending'));
    expect(upcoming).toHaveLength(1);
    const [appointment] = upcoming;
    expect(appointment.collaboratorUuid).toBe(ids!.anaUuid);
    const reminders = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.relatedUuid, appointment.uuid));
    expect(reminders).toHaveLength(2);
    const due = new Date(appointment.startsAt.getTime() - REMINDER_MINUTES_BEFORE * 60_000);
    for (const r of reminders) {
      expect(r).toMatchObject({ kind: 'appointment_reminder', status: 'pending' });
      expect(r.sendAfter?.toISOString()).toBe(due.toISOString());
      expect(r.body).toContain(`/${appointment.uuid}/session`);
      expect(r.body).toContain('(horário de Brasília)');
    }
    // ana agreed to WhatsApp (phone); the psychologist did not (e-mail), as the booking decides.
    const [ana] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, ids!.anaUuid));
    const [psychologist] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, ids!.psychologistUuid));
    expect(reminders.map((r) => `${r.channel}:${r.recipient}`).sort()).toEqual(
      [
        `whatsapp:${ana.phone}`,
        psychologist.whatsappConsent
          ? `whatsapp:${psychologist.phone}`
          : `email:${psychologist.email}`,
      ].sort(),
    );
    // Past (confirmed or cancelled) sessions have no reminder left to send.
    const pendingReminders = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.kind, 'appointment_reminder'));
    expect(pendingReminders).toHaveLength(2);
  });

  it("settles one of ana's sessions, ended 2 to 48 hours ago, as a no-show she can still contest (§17)", async () => {
    const noShows = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.status, 'no_show_collaborator'));
    expect(noShows).toHaveLength(1);
    const [noShow] = noShows;
    expect(noShow.collaboratorUuid).toBe(ids!.anaUuid);
    expect(noShow.psychologistUuid).toBe(ids!.psychologistUuid);
    const endedAgo = Date.now() - noShow.endsAt.getTime();
    expect(endedAgo).toBeGreaterThanOrEqual(2 * 60 * 60_000);
    expect(endedAgo).toBeLessThan(48 * 60 * 60_000);
    expect(noShow.endsAt.getTime() - noShow.startsAt.getTime()).toBe(50 * 60_000);
    // The row's hour says the same time as the session.
    const [hour] = await ctx.db
      .select()
      .from(s.openingHours)
      .where(eq(s.openingHours.uuid, noShow.openingHourUuid));
    const localStart = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(noShow.startsAt);
    expect(hour.startTime.slice(0, 5)).toBe(localStart);
    // The psychologist joined, ana did not: what settling by attendance would have read.
    const attendance = await ctx.db
      .select()
      .from(appointmentAttendance)
      .where(eq(appointmentAttendance.appointmentUuid, noShow.uuid));
    expect(attendance.map((a) => a.side)).toEqual(['psychologist']);
    // Its credit was spent by a booking entry (the balance check above covers the sums).
    const entries = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.refUuid, noShow.uuid));
    expect(entries.map((e) => [e.reason, e.delta])).toEqual([['booking', -1]]);
  });

  it('gives the demo company data its own edit form accepts (domain.md §21), keeping the built-in radar', async () => {
    const [company] = await ctx.db.select().from(s.companies);
    const parsed = ZCompanyUpdate.safeParse(company);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(company.actionPlanLink).toBe('/demo/plano-de-acao.html');
    expect(company.dashboardLink).toBe('/demo/painel-empresa.html');
    // The demo uses the built-in questionnaire, not a Typeform (decision 0702).
    expect(typeformIdFrom(company.formId)).toBeUndefined();

    const admin = await signIn('administrators', 'admin@acolher.dev');
    const { name, document, legalName, email, actionPlanLink, dashboardLink, formId, formTitle } =
      company;
    const res = await call('PUT', `/companies/${company.uuid}`, admin.json().token, {
      name,
      document,
      legalName,
      email,
      actionPlanLink,
      dashboardLink,
      formId,
      formTitle,
    });
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  });

  it("has the demo psychologist's notes on ana's past sessions, one locked with an addendum (§18)", async () => {
    const notes = await ctx.db
      .select({ note: sessionNotes.note, collaboratorUuid: s.appointments.collaboratorUuid })
      .from(sessionNotes)
      .innerJoin(s.appointments, eq(s.appointments.uuid, sessionNotes.appointmentUuid))
      .where(eq(sessionNotes.psychologistUuid, ids!.psychologistUuid));
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.every((n) => n.collaboratorUuid === ids!.anaUuid && n.note.length > 0)).toBe(true);
    expect(await ctx.db.select().from(sessionNoteAddenda)).toHaveLength(1);
  });

  it('runs once: a second seed leaves the data alone', async () => {
    expect(await seedDemo(ctx.deps)).toBeUndefined();
    expect(await ctx.db.select().from(s.companies)).toHaveLength(1);
    expect(await ctx.db.select().from(s.administrators)).toHaveLength(1);
  });
});

describe('demo sample pages', () => {
  it('the seeded company links name pages the web app ships', () => {
    for (const link of [DEMO_COMPANY.actionPlanLink, DEMO_COMPANY.dashboardLink]) {
      const file = path.join(WEB_PUBLIC, link);
      expect(fs.existsSync(file), link).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toContain('lang="pt-BR"');
    }
  });
});
