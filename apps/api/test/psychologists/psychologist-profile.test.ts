import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { TERMS_VERSION } from '@acolher/contracts/constants';
import * as s from '../../src/db/schema.ts';
import { fileKit } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany, makePsychologist } from '../helpers/factories.ts';

const { ctx, admin, call } = fileKit();

let seq = 0;
function signUpBody(over: Record<string, unknown> = {}) {
  seq++;
  return {
    name: 'Joana Prado',
    document: generateCpf(),
    crp: `06/${String(100000 + seq).padStart(6, '0')}`,
    email: `joana.${seq}.${Math.random().toString(36).slice(2, 7)}@gmail.com`,
    phone: '(11) 98765-4321',
    password: 'segredo1',
    confirmPassword: 'segredo1',
    ...over,
  };
}
const post = (payload: unknown, token?: string) => call('POST', '/psychologists', token, payload);

describe('POST /psychologists (public sign-up)', () => {
  it('creates the account under analysis with the chosen password; sign-in is refused until approved', async () => {
    const body = signUpBody({ crp: '06/123999', email: 'Maria.Sign@Gmail.com' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      complianceStatus: 'analyzing',
      crp: '06123999',
      phone: '11987654321',
      email: 'maria.sign@gmail.com',
      hasSignedTerms: false,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect(created).not.toHaveProperty('token');
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/psychologists/sign-in',
        payload: { email: 'maria.sign@gmail.com', password },
        remoteAddress: '10.9.0.1',
      });
    const refused = await signIn('segredo1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Seu cadastro está em análise.');
    await ctx.db
      .update(s.psychologists)
      .set({ complianceStatus: 'approved' })
      .where(eq(s.psychologists.uuid, created.uuid));
    const ok = await signIn('segredo1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTypeOf('string');
  });

  it('accepts the CRP without the slash (7 or 8 digits)', async () => {
    const res = await post(signUpBody({ crp: '0612345' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().crp).toBe('0612345');
  });

  it.each([
    [{ email: 'joana@hotmail.com' }, 'Apenas emails do Gmail são aceitos'],
    [{ email: 'nao-e-email' }, 'E-mail inválido'],
    [{ crp: '6/12' }, 'CRP deve estar no formato 99/99999 ou 99/999999'],
    [{ document: '123.456.789-00' }, 'CPF inválido'],
    [{ phone: '(11) 3333-4444' }, 'Telefone inválido'],
    [{ password: '123', confirmPassword: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ confirmPassword: 'outra-senha' }, 'As senhas não coincidem'],
    [{ name: '  ' }, 'Campo obrigatório'],
    [{ password: undefined, confirmPassword: undefined }, 'Campo obrigatório'],
  ])('refuses %o with its message', async (over, message) => {
    const res = await post(signUpBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 409 for a taken e-mail, CPF or CRP', async () => {
    const first = signUpBody();
    expect((await post(first)).statusCode).toBe(201);
    const email = await post(signUpBody({ email: first.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('E-mail já cadastrado');
    const cpf = await post(signUpBody({ document: first.document }));
    expect(cpf.json()).toMatchObject({ statusCode: 409, message: 'CPF já cadastrado' });
    const crp = await post(signUpBody({ crp: first.crp.replace('/', '') }));
    expect(crp.json()).toMatchObject({ statusCode: 409, message: 'CRP já cadastrado' });
  });
});

describe('POST /psychologists (administrator)', () => {
  it('creates without a password, under analysis, and sends an invitation', async () => {
    const body = signUpBody({ phone: '(11) 3333-4444', password: 'a-senha-do-admin' });
    delete (body as Record<string, unknown>).confirmPassword;
    const res = await post(body, admin.token);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.complianceStatus).toBe('analyzing');
    const [row] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, created.uuid));
    expect(row.passwordHash).toBeNull();
    const invites = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.kind, 'invitation'), eq(s.outbox.relatedUuid, created.uuid)));
    expect(invites).toHaveLength(1);
    expect(invites[0].recipient).toBe(body.email);
  });

  it('401 for a forged token, 403 for a token of another role', async () => {
    const forged = await post(signUpBody(), 'nao.e.token');
    expect(forged.statusCode).toBe(401);
    const company = await makeCompany(ctx);
    const psychologist = await makePsychologist(ctx);
    expect((await post(signUpBody(), company.token)).statusCode).toBe(403);
    const res = await post(signUpBody(), psychologist.token);
    expect(res.json()).toMatchObject({ statusCode: 403, message: 'Acesso negado' });
  });
});

describe('GET /psychologists/:id', () => {
  it('gives the full record to itself and to an administrator', async () => {
    const psychologist = await makePsychologist(ctx);
    for (const token of [psychologist.token, admin.token]) {
      const res = await call('GET', `/psychologists/${psychologist.uuid}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uuid: psychologist.uuid,
        document: psychologist.document,
        email: psychologist.email,
        phone: psychologist.phone,
      });
      expect(res.json()).not.toHaveProperty('passwordHash');
    }
  });

  it('gives a collaborator only the public profile of an approved psychologist', async () => {
    const collaborator = await makeCollaborator(ctx);
    const approved = await makePsychologist(ctx, { specialties: ['Ansiedade'] });
    const res = await call('GET', `/psychologists/${approved.uuid}`, collaborator.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      uuid: approved.uuid,
      name: approved.name,
      specialties: ['Ansiedade'],
    });
    for (const hidden of ['document', 'email', 'phone', 'passwordHash', 'complianceStatus']) {
      expect(body).not.toHaveProperty(hidden);
    }
    const analyzing = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    const notApproved = await call('GET', `/psychologists/${analyzing.uuid}`, collaborator.token);
    expect(notApproved.statusCode).toBe(404);
  });

  it('403 for another psychologist and for a company; 401 without token; 404; 400 bad id', async () => {
    const a = await makePsychologist(ctx);
    const b = await makePsychologist(ctx);
    const company = await makeCompany(ctx);
    const get = (id: string, token?: string) => call('GET', `/psychologists/${id}`, token);
    expect((await get(b.uuid, a.token)).statusCode).toBe(403);
    expect((await get(a.uuid, company.token)).statusCode).toBe(403);
    expect((await get(a.uuid)).statusCode).toBe(401);
    const missing = await get('7b0e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70', admin.token);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Psicólogo não encontrado' });
    expect((await get('nao-e-uuid', admin.token)).statusCode).toBe(400);
  });
});

describe('PATCH /psychologists/basic-data/:id', () => {
  const valid = {
    phone: '(11) 91234-5678',
    education: 'Psicologia (USP)',
    careerHistory: 'Dez anos de clínica.',
    hostMessage: 'Bem-vindo(a).',
    specialties: 'Ansiedade, Estresse , ,Luto',
    approach: ['TCC'],
    targetAudience: '',
  };
  it('updates the own profile, turning comma-separated text into lists', async () => {
    const p = await makePsychologist(ctx);
    const res = await call('PATCH', `/psychologists/basic-data/${p.uuid}`, p.token, {
      ...valid,
      name: 'Outro Nome',
      email: 'x@gmail.com',
      complianceStatus: 'approved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '11912345678',
      specialties: ['Ansiedade', 'Estresse', 'Luto'],
      approach: ['TCC'],
      targetAudience: [],
      name: p.name,
      email: p.email,
    });
  });

  it.each([
    [{ phone: '' }, 'Campo obrigatório'],
    [{ education: 'x'.repeat(301) }, 'Máximo de 300 caracteres'],
    [{ careerHistory: 'x'.repeat(501) }, 'Máximo de 500 caracteres'],
    [{ hostMessage: '' }, 'Campo obrigatório'],
    [{ specialties: 'y'.repeat(101) }, 'Máximo de 100 caracteres'],
  ])('refuses %o', async (over, message) => {
    const p = await makePsychologist(ctx);
    const res = await call('PATCH', `/psychologists/basic-data/${p.uuid}`, p.token, {
      ...valid,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('403 for another psychologist, an administrator or a collaborator; 401 without token', async () => {
    const p = await makePsychologist(ctx);
    const other = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx);
    for (const token of [other.token, admin.token, collaborator.token]) {
      const res = await call('PATCH', `/psychologists/basic-data/${p.uuid}`, token, valid);
      expect(res.statusCode).toBe(403);
    }
    const none = await call('PATCH', `/psychologists/basic-data/${p.uuid}`, undefined, valid);
    expect(none.statusCode).toBe(401);
  });
});

describe('PATCH /psychologists/sign-terms/:id', () => {
  it('stores the moment and the terms version', async () => {
    const p = await makePsychologist(ctx, { hasSignedTerms: false });
    ctx.setNow('2026-11-20T13:00:00.000Z');
    const res = await call('PATCH', `/psychologists/sign-terms/${p.uuid}`, p.token, {
      termsVersion: '1999-01-01',
      whatsappConsent: true,
    });
    ctx.setNow(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasSignedTerms: true,
      termsVersion: TERMS_VERSION,
      whatsappConsent: true,
    });
    const [row] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, p.uuid));
    expect(row.termsSignedAt?.toISOString()).toBe('2026-11-20T13:00:00.000Z');
    const bare = await call('PATCH', `/psychologists/sign-terms/${p.uuid}`, p.token);
    expect(bare.json()).toMatchObject({ hasSignedTerms: true, whatsappConsent: true });
  });

  it('403 for someone else, 401 without token', async () => {
    const p = await makePsychologist(ctx, { hasSignedTerms: false });
    const other = await makePsychologist(ctx);
    const res = await call('PATCH', `/psychologists/sign-terms/${p.uuid}`, other.token);
    expect(res.statusCode).toBe(403);
    const none = await call('PATCH', `/psychologists/sign-terms/${p.uuid}`);
    expect(none.statusCode).toBe(401);
    const [row] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, p.uuid));
    expect(row.hasSignedTerms).toBe(false);
  });
});
