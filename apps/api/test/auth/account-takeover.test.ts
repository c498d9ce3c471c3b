import { afterEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  applyDueContactChanges,
  CONTACT_CHANGE_DELAY_MS,
} from '../../src/modules/accounts/pending-contact-changes.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  PASSWORD,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makeSector,
  tokenFor,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §14 (amends §2): no one but the person obtains a session as that person. A company
// changed a collaborator's sign-in e-mail to one of its own, asked for a reset link there, signed in
// as her and read her well-being radar.

const ctx = fileApp();
const call = apiCaller(() => ctx);

const ONLY_OWNER = 'Apenas o próprio colaborador pode alterar o e-mail de acesso';

async function lastMessage(recipient: string) {
  const [row] = await ctx.db
    .select()
    .from(s.outbox)
    .where(eq(s.outbox.recipient, recipient))
    .orderBy(desc(s.outbox.createdAt))
    .limit(1);
  return row;
}

function updateBody(c: {
  name: string;
  document: string;
  email: string;
  phone: string;
  sectorUuid: string;
}) {
  return {
    name: c.name,
    document: c.document,
    email: c.email,
    gender: 'female',
    phone: c.phone, // the phone is the person's too (account-phone.test.ts)
    sectorUuid: c.sectorUuid,
  };
}

async function tenant(passwordSet = true) {
  const company = await makeCompany(ctx);
  const sector = await makeSector(ctx, company.uuid);
  const collaborator = await makeCollaborator(ctx, {
    companyUuid: company.uuid,
    sectorUuid: sector.uuid,
    ...(passwordSet ? {} : { passwordHash: null }),
  });
  return { company, sector, collaborator };
}

describe('a company cannot take over its collaborator account', () => {
  it('the attack (change e-mail → reset → sign in → read radar) fails at its first step', async () => {
    const { company, collaborator } = await tenant();
    const attacker = `rh.atacante.${Date.now()}@empresa.com.br`;
    const res = await call('PUT', `/collaborators/${collaborator.uuid}`, company.token, {
      ...updateBody(collaborator),
      email: attacker,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ONLY_OWNER);
    const [row] = await ctx.db
      .select({ email: s.collaborators.email })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    expect(row.email).toBe(collaborator.email);
    // The rest of the attack has nothing to work with: no link reaches the attacker's address.
    await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: attacker,
    });
    expect(await lastMessage(attacker)).toBeUndefined();
    const signIn = await call('POST', '/collaborators/sign-in', undefined, {
      email: attacker,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('other fields stay editable, and the same e-mail sent back (any case) is not a change', async () => {
    const { company, collaborator } = await tenant();
    const res = await call('PUT', `/collaborators/${collaborator.uuid}`, company.token, {
      ...updateBody(collaborator),
      name: 'Nome Corrigido',
      email: collaborator.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Nome Corrigido');
    expect(res.json().email).toBe(collaborator.email);
  });

  it('while the invitation is unused the company may fix the address; the invitation moves', async () => {
    const { company, collaborator } = await tenant(false);
    const oldInvite = await ctx.db.insert(s.oneTimeTokens).values({
      role: 'collaborator',
      accountUuid: collaborator.uuid,
      kind: 'invite',
      tokenHash: `h-${collaborator.uuid}`,
      expiresAt: new Date(ctx.now().getTime() + 86_400_000),
    });
    expect(oldInvite).toBeDefined();
    const fixed = `corrigido.${Date.now()}@empresa.com.br`;
    const res = await call('PUT', `/collaborators/${collaborator.uuid}`, company.token, {
      ...updateBody(collaborator),
      email: fixed,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(fixed);
    expect((await lastMessage(fixed))?.kind).toBe('invitation');
    const open = await ctx.db
      .select()
      .from(s.oneTimeTokens)
      .where(
        and(
          eq(s.oneTimeTokens.accountUuid, collaborator.uuid),
          eq(s.oneTimeTokens.tokenHash, `h-${collaborator.uuid}`),
        ),
      );
    expect(open[0].usedAt).not.toBeNull();
  });
});

// §26 (decision 1301): the administrator's change waits 72 hours (admin-contact-change.test.ts);
// once applied it has these effects.
async function seventyTwoHoursLater() {
  ctx.setNow(new Date(Date.now() + CONTACT_CHANGE_DELAY_MS));
  await applyDueContactChanges(ctx.deps);
}

describe('an administrator may change any account e-mail, visibly and audited', () => {
  afterEach(() => ctx.setNow(undefined));

  it('after 72 hours ends every session, tells the old address (no link), and audits who did it', async () => {
    const admin = await makeAdministrator(ctx);
    const { collaborator } = await tenant();
    let session = await tokenFor(ctx, 'collaborator', collaborator.uuid);
    const me = () => call('GET', `/collaborators/${collaborator.uuid}`, session);
    expect((await me()).statusCode).toBe(200);
    const next = `novo.${Date.now()}@empresa.com.br`;
    const res = await call('PUT', `/collaborators/${collaborator.uuid}`, admin.token, {
      ...updateBody(collaborator),
      email: next,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(collaborator.email);
    expect((await me()).statusCode).toBe(200);
    ctx.setNow(new Date(Date.now() + CONTACT_CHANGE_DELAY_MS - 60_000));
    session = await tokenFor(ctx, 'collaborator', collaborator.uuid);
    await seventyTwoHoursLater();
    expect((await me()).statusCode).toBe(401);
    const notice = await lastMessage(collaborator.email);
    expect(notice?.kind).toBe('email_changed');
    expect(notice?.body).toContain(next);
    expect(notice?.body).not.toMatch(/https?:\/\//);
    const [entry] = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.targetUuid, collaborator.uuid), eq(s.auditLog.action, 'email_change')),
      );
    expect(entry).toMatchObject({ actorRole: 'administrator', actorUuid: admin.uuid });
  });

  it('applies to companies and administrators too, after 72 hours', async () => {
    const admin = await makeAdministrator(ctx);
    const company = await makeCompany(ctx);
    const other = await makeAdministrator(ctx);
    const companyNext = `rh.novo.${Date.now()}@empresa.com.br`;
    const companyRes = await call('PUT', `/companies/${company.uuid}`, admin.token, {
      name: company.name,
      document: company.document,
      legalName: company.legalName,
      email: companyNext,
      actionPlanLink: 'https://exemplo.com/plano',
      dashboardLink: 'https://exemplo.com/painel',
      formId: 'builtin',
      formTitle: 'Radar',
    });
    expect(companyRes.statusCode).toBe(200);
    expect(companyRes.json().email).toBe(company.email);

    const adminNext = `adm.novo.${Date.now()}@teste.dev`;
    const adminRes = await call('PUT', `/administrators/${other.uuid}`, admin.token, {
      name: other.name,
      document: other.document,
      email: adminNext,
      phone: other.phone,
    });
    expect(adminRes.statusCode).toBe(200);
    expect(adminRes.json().email).toBe(other.email);
    ctx.setNow(new Date(Date.now() + CONTACT_CHANGE_DELAY_MS - 60_000));
    const companySession = await tokenFor(ctx, 'company', company.uuid);
    const otherSession = await tokenFor(ctx, 'administrator', other.uuid);
    await seventyTwoHoursLater();
    const companyMe = await call('GET', `/companies/${company.uuid}`, companySession);
    expect(companyMe.statusCode).toBe(401);
    expect((await lastMessage(company.email))?.kind).toBe('email_changed');
    const otherMe = await call('GET', '/administrators', otherSession);
    expect(otherMe.statusCode).toBe(401);
    expect((await lastMessage(other.email))?.kind).toBe('email_changed');
    const audited = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'email_change'));
    expect(audited.map((a) => a.targetUuid)).toEqual(
      expect.arrayContaining([company.uuid, other.uuid]),
    );
  });
});
