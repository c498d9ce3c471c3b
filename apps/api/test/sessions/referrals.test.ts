import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatCrp } from '@acolher/contracts/format';
import * as s from '../../src/db/schema.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeAdministrator,
  makeCareSetting,
  makeCompany,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { pdfText } from '../helpers/pdf-text.ts';

// Decision 1376: 'Encaminhamento' — a referral in the psychologist's own record of a patient (to
// in-person care or psychiatry) and its printable letter; only that psychologist, audited.
const ctx = fileApp({}, { now: new Date('2026-11-20T15:00:00Z') });
const call = apiCaller(() => ctx);

async function care(status: 'confirmed' | 'cancelled_by_psychologist' = 'confirmed') {
  const company = await makeCompany(ctx);
  const { collaborator, psychologist } = await makeCareSetting(ctx, {
    date: '2026-11-18',
    status,
    collaborator: { companyUuid: company.uuid, name: 'Bruno Encaminhado' },
    psychologist: { name: 'Dr. Paulo Carta' },
  });
  return { company, collaborator, psychologist };
}

const LETTER =
  'Prezado(a) colega,\n\nEncaminho Bruno para avaliação psiquiátrica, com o seu consentimento.';

describe('referrals (decision 1376)', () => {
  it('the psychologist records one, reads its list, prints its letter; each step audited', async () => {
    const { collaborator, psychologist } = await care();
    const url = `/clinical-records/${collaborator.uuid}/referrals`;
    const created = await call('POST', url, psychologist.token, {
      kind: 'psychiatry',
      text: LETTER,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      uuid: expect.any(String),
      kind: 'psychiatry',
      text: LETTER,
      createdAt: expect.stringMatching(/^2026-11-20T12:00:00(\.000)?-03:00$/),
    });
    await call('POST', url, psychologist.token, {
      kind: 'in_person',
      text: 'Atendimento presencial.',
    });
    const list = await call('GET', url, psychologist.token);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((r: { kind: string }) => r.kind)
        .sort(),
    ).toEqual(['in_person', 'psychiatry']);

    const pdf = await call(
      'GET',
      `/referrals/${created.json().uuid}/letter.pdf`,
      psychologist.token,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
    for (const part of [
      'Encaminhamento',
      'Psiquiatria',
      'Paciente: Bruno Encaminhado',
      'Data: 20/11/2026',
      'Prezado(a) colega,',
      'avaliação psiquiátrica, com o seu consentimento.',
      'Dr. Paulo Carta',
      `CRP ${formatCrp(psychologist.crp)}`,
    ])
      expect(text).toContain(part);

    const audit = await ctx.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorUuid, psychologist.uuid),
          eq(s.auditLog.targetUuid, collaborator.uuid),
        ),
      );
    expect(audit.map((a) => a.action).sort()).toEqual([
      'referral.create',
      'referral.create',
      'referral.export',
      'referral.read',
    ]);
  });

  it('validation: the kind and a non-empty text, with the exact messages', async () => {
    const { collaborator, psychologist } = await care();
    const url = `/clinical-records/${collaborator.uuid}/referrals`;
    const noKind = await call('POST', url, psychologist.token, { kind: 'hospital', text: 'x' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe('Escolha o tipo de encaminhamento');
    const noText = await call('POST', url, psychologist.token, { kind: 'in_person', text: '  ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Campo obrigatório');
  });

  it('nobody else reads or writes them: another psychologist, the collaborator, its company, an administrator', async () => {
    const { company, collaborator, psychologist } = await care();
    const created = (
      await call('POST', `/clinical-records/${collaborator.uuid}/referrals`, psychologist.token, {
        kind: 'in_person',
        text: LETTER,
      })
    ).json();
    const stranger = await makePsychologist(ctx);
    const admin = await makeAdministrator(ctx);
    const companyToken = await tokenFor(ctx, 'company', company.uuid);
    const list = `/clinical-records/${collaborator.uuid}/referrals`;
    const letter = `/referrals/${created.uuid}/letter.pdf`;
    for (const url of [list, letter]) expect((await call('GET', url)).statusCode).toBe(401);
    for (const token of [stranger.token, collaborator.token, companyToken, admin.token]) {
      expect((await call('GET', list, token)).statusCode).toBe(403);
      expect((await call('GET', letter, token)).statusCode).toBe(403);
      expect((await call('POST', list, token, { kind: 'in_person', text: 'x' })).statusCode).toBe(
        403,
      );
    }
    const missing = await call(
      'GET',
      '/referrals/00000000-0000-4000-8000-000000000000/letter.pdf',
      psychologist.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Encaminhamento não encontrado');
  });

  it('a cancelled booking is no care relationship: 403', async () => {
    const { collaborator, psychologist } = await care('cancelled_by_psychologist');
    const res = await call(
      'POST',
      `/clinical-records/${collaborator.uuid}/referrals`,
      psychologist.token,
      {
        kind: 'in_person',
        text: LETTER,
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
