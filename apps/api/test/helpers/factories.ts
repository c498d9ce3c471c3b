import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { SESSION_MINUTES } from '@acolher/contracts/constants';
import { zonedDateTimeToInstant } from '@acolher/contracts/time';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as s from '../../src/db/schema.ts';
import { psychologistCrpCards } from '../../src/db/tables/crp-cards.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { issueSessionToken } from '../../src/modules/auth/sessions.ts';
import type { Role } from '../../src/modules/auth/roles.ts';
import { changeCredits } from '../../src/modules/credits/ledger.ts';
import type { TestContext } from './test-app.ts';

export const PASSWORD = 'senha-segura-1';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));
const unique = () => randomUUID().slice(0, 8);
// Sequential within a test file (one database per file): random CRPs collided in big fixtures.
let crpSequence = 100_000 + Math.floor(Math.random() * 400_000);
const nextCrp = () => `07${String(crpSequence++).padStart(6, '0')}`;

/** A token of a real server-side session opened now (domain.md §14), valid for one hour. */
export async function tokenFor(ctx: TestContext, role: Role, uuid: string) {
  return issueSessionToken(
    { ...ctx.deps, env: { ...ctx.deps.env, TOKEN_TTL_HOURS: 1 } },
    ctx.db,
    role,
    uuid,
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function makeAdministrator(
  ctx: TestContext,
  over: Partial<typeof s.administrators.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(s.administrators)
    .values({
      name: 'Admin Teste',
      email: `admin-${unique()}@teste.dev`,
      document: generateCpf(),
      phone: '11999990000',
      passwordHash: await hashed(),
      ...over,
    })
    .returning();
  return { ...row, token: await tokenFor(ctx, 'administrator', row.uuid) };
}

export async function makeCompany(
  ctx: TestContext,
  over: Partial<typeof s.companies.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(s.companies)
    .values({
      name: `Empresa ${unique()}`,
      legalName: 'Empresa Teste Ltda.',
      document: generateCnpj(),
      email: `rh-${unique()}@empresa.com.br`,
      passwordHash: await hashed(),
      ...over,
    })
    .returning();
  return { ...row, token: await tokenFor(ctx, 'company', row.uuid) };
}

export async function makeSector(
  ctx: TestContext,
  companyUuid: string,
  name = `Setor ${unique()}`,
) {
  const [row] = await ctx.db.insert(s.sectors).values({ name, companyUuid }).returning();
  return row;
}

/** A company with one sector (named `sectorName`, else a unique name): where collaborators are made. */
export async function makeCompanyWithSector(
  ctx: TestContext,
  over: Partial<typeof s.companies.$inferInsert> = {},
  sectorName?: string,
) {
  const company = await makeCompany(ctx, over);
  const sector = await makeSector(ctx, company.uuid, sectorName);
  return { company, sector };
}

export async function makeCollaborator(
  ctx: TestContext,
  opts: { companyUuid?: string; sectorUuid?: string; credits?: number } & Partial<
    typeof s.collaborators.$inferInsert
  > = {},
) {
  const { credits = 0, ...over } = opts;
  let { companyUuid, sectorUuid } = opts;
  if (!companyUuid) companyUuid = (await makeCompany(ctx)).uuid;
  if (!sectorUuid) sectorUuid = (await makeSector(ctx, companyUuid)).uuid;
  const [row] = await ctx.db
    .insert(s.collaborators)
    .values({
      name: 'Colaborador Teste',
      email: `colab-${unique()}@empresa.com.br`,
      document: generateCpf(),
      phone: '11988887777',
      birthdate: '1990-01-01',
      gender: 'female',
      passwordHash: await hashed(),
      hasAcceptedTerms: true,
      hasSentForm: true,
      ...over,
      companyUuid,
      sectorUuid,
    })
    .returning();
  if (credits > 0)
    await changeCredits(ctx.db, {
      collaboratorUuid: row.uuid,
      delta: credits,
      reason: 'grant',
      note: 'test',
    });
  return { ...row, credits, token: await tokenFor(ctx, 'collaborator', row.uuid) };
}

export async function makePsychologist(
  ctx: TestContext,
  over: Partial<typeof s.psychologists.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(s.psychologists)
    .values({
      name: 'Psicóloga Teste',
      email: `psi-${unique()}@gmail.com`,
      document: generateCpf(),
      crp: nextCrp(),
      phone: '11977776666',
      complianceStatus: 'approved',
      passwordHash: await hashed(),
      ...over,
    })
    .returning();
  return { ...row, token: await tokenFor(ctx, 'psychologist', row.uuid) };
}

/** A CRP card on file for a psychologist (decision 1406): a tiny PDF written straight to the table. */
export async function makeCrpCard(ctx: TestContext, psychologistUuid: string) {
  const bytes = Buffer.from('%PDF-1.4\n% carteira do CRP\n');
  await ctx.db.insert(psychologistCrpCards).values({
    psychologistUuid,
    contentType: 'application/pdf',
    bytes,
    size: bytes.length,
    uploadedByRole: 'psychologist',
  });
}

export async function makeOpeningHour(
  ctx: TestContext,
  psychologistUuid: string,
  dayOfWeek: number,
  startTime = '09:00:00',
  endTime = '09:50:00',
) {
  const [row] = await ctx.db
    .insert(s.openingHours)
    .values({ psychologistUuid, dayOfWeek, startTime, endTime })
    .returning();
  return row;
}

/** An appointment row written straight to the database (without the booking API of domain.md §5). */
export async function makeAppointment(
  ctx: TestContext,
  opts: {
    collaboratorUuid: string;
    psychologistUuid: string;
    date: string;
    startTime?: string;
    status?: (typeof s.appointments.$inferInsert)['status'];
    openingHourUuid?: string;
  },
) {
  const startTime = opts.startTime ?? '09:00:00';
  const startsAt = zonedDateTimeToInstant(opts.date, startTime, 'America/Sao_Paulo');
  const endsAt = new Date(startsAt.getTime() + SESSION_MINUTES * 60_000);
  const weekday = new Date(`${opts.date}T12:00:00Z`).getUTCDay();
  const openingHourUuid =
    opts.openingHourUuid ??
    (
      await makeOpeningHour(
        ctx,
        opts.psychologistUuid,
        weekday,
        startTime,
        `${String(Number(startTime.slice(0, 2))).padStart(2, '0')}:50:00`,
      )
    ).uuid;
  const [row] = await ctx.db
    .insert(s.appointments)
    .values({
      collaboratorUuid: opts.collaboratorUuid,
      psychologistUuid: opts.psychologistUuid,
      openingHourUuid,
      date: opts.date,
      startsAt,
      endsAt,
      status: opts.status ?? 'pending',
    })
    .returning();
  return row;
}

/**
 * A collaborator in care with a psychologist, both new: an appointment row between them on `date`
 * (Wednesday 2026-03-04 unless given) at `startTime` (09:00), pending unless `status` says
 * otherwise. `collaborator` and `psychologist` are passed to their factories.
 */
export async function makeCareSetting(
  ctx: TestContext,
  opts: {
    date?: string;
    startTime?: string;
    status?: (typeof s.appointments.$inferInsert)['status'];
    collaborator?: Parameters<typeof makeCollaborator>[1];
    psychologist?: Parameters<typeof makePsychologist>[1];
  } = {},
) {
  const collaborator = await makeCollaborator(ctx, opts.collaborator);
  const psychologist = await makePsychologist(ctx, opts.psychologist);
  const appointment = await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    date: opts.date ?? '2026-03-04',
    startTime: opts.startTime,
    status: opts.status,
  });
  return { collaborator, psychologist, appointment };
}

/**
 * An appointment row at an instant (`status`, pending unless given) on a 10:00–10:50 opening hour
 * of its UTC weekday, its credit debited on the ledger as a booking (domain.md §4).
 */
export async function makeDebitedAppointment(
  ctx: TestContext,
  opts: {
    collaboratorUuid: string;
    psychologistUuid: string;
    startsAt: Date;
    status?: (typeof s.appointments.$inferInsert)['status'];
    date?: string;
  },
) {
  const { collaboratorUuid, psychologistUuid, startsAt } = opts;
  const hour = await makeOpeningHour(
    ctx,
    psychologistUuid,
    startsAt.getUTCDay(),
    '10:00:00',
    '10:50:00',
  );
  const [row] = await ctx.db
    .insert(s.appointments)
    .values({
      collaboratorUuid,
      psychologistUuid,
      openingHourUuid: hour.uuid,
      date: opts.date ?? startsAt.toISOString().slice(0, 10),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      status: opts.status ?? 'pending',
    })
    .returning();
  await changeCredits(ctx.db, {
    collaboratorUuid,
    delta: -1,
    reason: 'booking',
    refUuid: row.uuid,
  });
  return row;
}

/** POST /api/appointments/collaborators: books a slot through the API (domain.md §5). */
export function bookSlot(
  app: TestContext['app'],
  headers: Record<string, string>,
  slot: {
    collaboratorUuid: string;
    psychologistUuid: string;
    openingHourUuid: string;
    date: string;
  },
) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments/collaborators',
    headers,
    payload: slot,
  });
}

/** A Wednesday: the day of the 09:00–09:50 session `bookWednesdaySession` books. */
const WEDNESDAY = '2026-03-04';

/**
 * Books, through the API, a new collaborator's session with a new psychologist on WEDNESDAY at
 * 09:00 (São Paulo); the caller's clock must be before it. WhatsApp consent is off unless asked.
 */
export async function bookWednesdaySession(
  ctx: TestContext,
  opts: {
    collaborator?: Awaited<ReturnType<typeof makeCollaborator>>;
    collaboratorWhatsapp?: boolean;
    psychologistWhatsapp?: boolean;
  } = {},
) {
  const collaborator =
    opts.collaborator ??
    (await makeCollaborator(ctx, {
      credits: 2,
      whatsappConsent: opts.collaboratorWhatsapp ?? false,
    }));
  const psychologist = await makePsychologist(ctx, {
    whatsappConsent: opts.psychologistWhatsapp ?? false,
  });
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const res = await bookSlot(
    ctx.app,
    bearer(await tokenFor(ctx, 'collaborator', collaborator.uuid)),
    {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date: WEDNESDAY,
    },
  );
  expect(res.statusCode).toBe(201);
  return {
    collaborator,
    psychologist,
    appointment: res.json() as { uuid: string },
  };
}

/** The outbox row that confirms a collaborator's booking to them (one per booking in these tests). */
export async function bookingConfirmationOf(ctx: TestContext, collaboratorUuid: string) {
  const [row] = await ctx.db
    .select()
    .from(s.outbox)
    .where(
      and(eq(s.outbox.kind, 'booking_confirmation'), eq(s.outbox.relatedUuid, collaboratorUuid)),
    );
  return row!;
}
