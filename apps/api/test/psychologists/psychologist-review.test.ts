import { describe, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileKit } from '../helpers/file-app.ts';
import {
  PASSWORD,
  bookWednesdaySession,
  makeCollaborator,
  makePsychologist,
} from '../helpers/factories.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

// The administrator's review (docs/domain.md §9): approval only when complete (decision 1405),
// the CRP card (decision 1406), suspension and reactivation (decision 1407).

const { ctx, admin, call } = fileKit();
const decide = (uuid: string, complianceStatus: string, token = admin.token) =>
  call('PATCH', `/psychologists/compliance/${uuid}`, token, { complianceStatus });

const BOUNDARY = '----acolher-crp-card';
function upload(uuid: string, bytes: Buffer, headers: Record<string, string>) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="carteira"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/psychologists/crp-card/${uuid}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUp() {
  const id = crypto.randomUUID().slice(0, 6);
  const res = await call('POST', '/psychologists', undefined, {
    name: `Renata Revisão ${id}`,
    document: generateCpf(),
    crp: `06/${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    email: `renata.${id}@gmail.com`,
    phone: '11987654321',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { uuid: string; crpCardUploadToken: string; email: string };
}

describe('approval keeps domain.md §9: from analysis, whatever the record holds (decision 1405)', () => {
  it('approves a sign-up without the CRP card; the card sent with its upload token is kept', async () => {
    const p = await signUp();
    const sent = await upload(p.uuid, PDF, { 'x-crp-card-token': p.crpCardUploadToken });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    const ok = await decide(p.uuid, 'approved');
    expect([ok.statusCode, ok.json().complianceStatus]).toEqual([200, 'approved']);
    const bare = await signUp();
    const approved = await decide(bare.uuid, 'approved');
    expect([approved.statusCode, approved.json().complianceStatus]).toEqual([200, 'approved']);
  });

  it('decides a record without a phone too; only analysis can be decided', async () => {
    const p = await makePsychologist(ctx, { complianceStatus: 'analyzing', phone: '' });
    expect((await decide(p.uuid, 'disapproved')).statusCode).toBe(200);
    expect((await decide(p.uuid, 'approved')).statusCode).toBe(409);
  });
});

describe('the CRP card (decision 1406)', () => {
  it('the upload token sends only its own card; it is no session', async () => {
    const a = await signUp();
    const b = await signUp();
    expect(
      (await upload(b.uuid, PDF, { 'x-crp-card-token': a.crpCardUploadToken })).statusCode,
    ).toBe(401);
    expect((await upload(a.uuid, PDF, { 'x-crp-card-token': 'nada' })).statusCode).toBe(401);
    const asSession = await call('GET', `/psychologists/${a.uuid}`, a.crpCardUploadToken);
    expect(asSession.statusCode).toBe(401);
  });

  it('PDF, JPEG or PNG told by the bytes, at most 5 MB, with pt-BR messages', async () => {
    const p = await makePsychologist(ctx);
    const auth = bearerOf(p.token);
    const text = await upload(p.uuid, Buffer.from('isto não é um documento'), auth);
    expect([text.statusCode, text.json().message]).toEqual([
      400,
      'Envie a carteira do CRP em PDF, JPG ou PNG.',
    ]);
    const big = await upload(p.uuid, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), auth);
    expect([big.statusCode, big.json().message]).toEqual([
      413,
      'A carteira do CRP deve ter no máximo 5MB.',
    ]);
    const png = await upload(p.uuid, PNG, auth);
    expect([png.statusCode, png.json().contentType]).toEqual([200, 'image/png']);
  });

  it('only she and administrators read it; an administrator replaces it; a reading is audited', async () => {
    const p = await makePsychologist(ctx);
    const other = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx);
    const file = `/psychologists/crp-card/${p.uuid}/file`;
    expect((await call('GET', `/psychologists/crp-card/${p.uuid}`, p.token)).json()).toBeNull();
    const none = await call('GET', file, admin.token);
    expect([none.statusCode, none.json().message]).toEqual([404, 'Carteira do CRP não enviada']);
    expect((await upload(p.uuid, PDF, bearerOf(p.token))).statusCode).toBe(200);
    const own = await call('GET', file, p.token);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', file, other.token)).statusCode).toBe(403);
    expect((await call('GET', file, collaborator.token)).statusCode).toBe(403);
    expect((await upload(p.uuid, PDF, bearerOf(other.token))).statusCode).toBe(403);
    expect((await upload(p.uuid, PNG, bearerOf(admin.token))).statusCode).toBe(200);
    const read = await call('GET', file, admin.token);
    expect([read.statusCode, read.headers['content-type']]).toEqual([200, 'image/png']);
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, p.uuid));
    expect(audit.map((a) => a.action)).toEqual(['crp_card.read']);
  });
});

describe('suspension (decision 1407)', () => {
  it('cancels her future pending sessions with refunds, ends her sessions, hides her; reactivation brings her back', async () => {
    ctx.setNow('2026-03-02T12:00:00.000Z'); // the Wednesday session is ahead
    const { psychologist: p, collaborator, appointment } = await bookWednesdaySession(ctx);
    expect((await call('GET', `/psychologists/${p.uuid}`, collaborator.token)).statusCode).toBe(
      200,
    );
    const res = await decide(p.uuid, 'suspended');
    expect([res.statusCode, res.json().complianceStatus]).toEqual([200, 'suspended']);
    const [row] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, appointment.uuid));
    expect(row.status).toBe('cancelled_by_psychologist');
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(2);
    const mail = await ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.recipientUuid, collaborator.uuid));
    expect(mail.find((m) => m.kind === 'appointment_cancelled')?.body).toContain(
      'está com o atendimento suspenso',
    );
    const told = await ctx.db.select().from(s.outbox).where(eq(s.outbox.relatedUuid, p.uuid));
    expect(told.map((m) => m.kind)).toContain('psychologist_suspended');
    expect((await call('GET', `/psychologists/${p.uuid}`, p.token)).statusCode).toBe(401);
    const signIn = await call('POST', '/psychologists/sign-in', undefined, {
      email: p.email,
      password: PASSWORD,
    });
    expect([signIn.statusCode, signIn.json().message]).toEqual([
      403,
      'Seu cadastro está suspenso. Fale com o Acolher.',
    ]);
    expect((await call('GET', `/psychologists/${p.uuid}`, collaborator.token)).statusCode).toBe(
      404,
    );
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, p.uuid));
    expect(audit).toMatchObject([{ action: 'suspend', details: { cancelledAppointments: 1 } }]);

    const back = await decide(p.uuid, 'approved');
    expect([back.statusCode, back.json().complianceStatus]).toEqual([200, 'approved']);
    const again = await call('POST', '/psychologists/sign-in', undefined, {
      email: p.email,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('409 unless approved; a suspended one is neither approved from analysis nor disapproved', async () => {
    for (const status of ['analyzing', 'disapproved', 'suspended'] as const) {
      const p = await makePsychologist(ctx, { complianceStatus: status });
      const res = await decide(p.uuid, 'suspended');
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'Apenas psicólogos aprovados podem ser suspensos',
      ]);
    }
    const suspended = await makePsychologist(ctx, { complianceStatus: 'suspended' });
    expect((await decide(suspended.uuid, 'disapproved')).statusCode).toBe(409);
    const p = await makePsychologist(ctx);
    expect((await decide(p.uuid, 'suspended', p.token)).statusCode).toBe(403);
  });
});
