import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { randomUUID } from 'node:crypto';
import * as s from '../../src/db/schema.ts';
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
