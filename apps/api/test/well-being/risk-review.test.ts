import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { sendRiskReviewReminders } from '../../src/modules/risk-surveys/review.service.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { pdfText } from '../helpers/pdf-text.ts';

// docs/domain.md §20 (decision 1355): the inventory's next review is two years after its version,
// or sooner after a change of the work the company records; HR is e-mailed 30 days before and when
// it is due, once each per version. Runs on PGlite and on PostgreSQL (TEST_DB=pg).

const ctx = fileApp({}, { now: '2026-11-10T12:00:00.000Z' });
let company: Awaited<ReturnType<typeof makeCompany>>;
let surveyUuid: string;

const call = apiCaller(() => ctx);
/** Moves the clock and signs HR in again (test tokens last an hour). */
async function at(instant: string) {
  ctx.setNow(instant);
  return tokenFor(ctx, 'company', company.uuid);
}
const changes = (c = company.uuid) => `/companies/${c}/risk-changes`;
const inventory = (path = '') =>
  `/companies/${company.uuid}/risk-surveys/${surveyUuid}/inventory${path}`;
const item = {
  process: 'Atendimento',
  activity: 'Central telefônica',
  hazard: 'Exigências quantitativas',
  sources: 'Metas diárias',
  exposedGroup: 'Todos os colaboradores',
  existingMeasures: 'Pausas',
  probability: 3,
  severity: 2,
  criteria: 'COPSOQ II-Br',
};
async function lockVersion(token: string) {
  expect((await call('PUT', inventory(), token, { items: [item] })).statusCode).toBe(200);
  const res = await call('POST', inventory('/versions'), token);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const run = () => sendRiskReviewReminders(ctx.deps);
const reminders = () =>
  ctx.db
    .select({
      recipient: s.outbox.recipient,
      relatedUuid: s.outbox.relatedUuid,
      subject: s.outbox.subject,
      body: s.outbox.body,
    })
    .from(s.outbox)
    .where(eq(s.outbox.kind, 'risk_review_reminder'))
    .orderBy(s.outbox.createdAt);

beforeAll(async () => {
  company = await makeCompany(ctx);
  const res = await call('POST', `/companies/${company.uuid}/risk-surveys`, company.token, {
    title: 'Pesquisa 2026',
    opensOn: '2026-11-10',
    closesOn: '2026-11-20',
  });
  expect(res.statusCode).toBe(201);
  surveyUuid = res.json().uuid;
});

describe('recording a change of the work (decision 1355)', () => {
  it('validates, refuses a future date, and keeps an audit row', async () => {
    const token = await at('2026-11-10T12:00:00.000Z');
    const empty = await call('POST', changes(), token, { occurredOn: '2026-11-05' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Campo obrigatório');
    const bad = await call('POST', changes(), token, {
      occurredOn: '2026-02-30',
      description: 'x',
    });
    expect(bad.json().message).toBe('Data inválida');
    const future = await call('POST', changes(), token, {
      occurredOn: '2026-11-11',
      description: 'Fusão de setores',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('A data da mudança não pode ser no futuro');
    const res = await call('POST', changes(), token, {
      occurredOn: '2026-11-05',
      description: 'Novo turno da noite',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      occurredOn: '2026-11-05',
      description: 'Novo turno da noite',
    });
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.action, 'risk_change.record'), eq(s.auditLog.targetUuid, company.uuid)),
      );
    expect(audit).toEqual([
      expect.objectContaining({ actorRole: 'company', actorUuid: company.uuid }),
    ]);
    const list = await call('GET', changes(), token);
    expect(list.json()).toEqual([expect.objectContaining({ uuid: res.json().uuid })]);
  });

  it('only the company itself and the administrator record or read its changes', async () => {
    const other = await makeCompany(ctx);
    const admin = await makeAdministrator(ctx);
    const person = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const psychologist = await makePsychologist(ctx);
    const body = { occurredOn: '2026-11-01', description: 'Mudança de gestão' };
    for (const token of [other.token, person.token, psychologist.token]) {
      expect((await call('POST', changes(), token, body)).statusCode).toBe(403);
      expect((await call('GET', changes(), token)).statusCode).toBe(403);
    }
    expect((await call('POST', changes(), undefined, body)).statusCode).toBe(401);
    expect((await call('GET', changes(), admin.token)).statusCode).toBe(200);
    expect((await call('GET', changes(other.uuid), other.token)).json()).toEqual([]);
  });
});

describe("the inventory's next review and HR's reminders (decision 1355)", () => {
  let v1: string;

  it('is two years after the version when no change was recorded after it', async () => {
    // The change of 2026-11-05 was recorded before the lock: the version already took it in.
    const version = await lockVersion(await at('2026-11-10T13:00:00.000Z'));
    v1 = version.uuid;
    expect(version).toMatchObject({ nextReviewOn: '2028-11-09', reviewChange: null });
  });

  it('e-mails HR 30 days before, once; again when due, once', async () => {
    ctx.setNow('2028-10-09T12:00:00.000Z');
    expect(await run()).toEqual({ sent: 0 });
    ctx.setNow('2028-10-10T12:00:00.000Z');
    expect(await run()).toEqual({ sent: 1 });
    expect(await run()).toEqual({ sent: 0 });
    ctx.setNow('2028-10-11T12:00:00.000Z');
    expect(await run()).toEqual({ sent: 0 });
    expect(await reminders()).toEqual([
      {
        recipient: company.email,
        relatedUuid: v1,
        subject: 'Revisão do inventário de riscos em 30 dias',
        body: expect.stringContaining('deve ser revista até 09/11/2028'),
      },
    ]);
    ctx.setNow('2028-11-09T12:00:00.000Z');
    expect(await run()).toEqual({ sent: 1 });
    ctx.setNow('2028-11-20T12:00:00.000Z');
    expect(await run()).toEqual({ sent: 0 });
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      recipient: company.email,
      relatedUuid: v1,
      subject: 'Revisão do inventário de riscos: a data chegou',
    });
  });

  it('a change recorded after the lock brings the review forward; the due e-mail goes once', async () => {
    const v2 = await lockVersion(await at('2028-11-21T13:00:00.000Z'));
    expect(v2).toMatchObject({ number: 2, nextReviewOn: '2030-11-21', reviewChange: null });
    const token = await at('2029-03-01T13:00:00.000Z');
    const change = await call('POST', changes(), token, {
      occurredOn: '2029-02-20',
      description: 'Novo sistema de metas',
    });
    expect(change.statusCode).toBe(201);
    const versions = (await call('GET', inventory('/versions'), token)).json();
    expect(versions[0]).toMatchObject({
      number: 2,
      nextReviewOn: '2029-02-20',
      reviewChange: { uuid: change.json().uuid, description: 'Novo sistema de metas' },
    });
    // The older version keeps its own date (its two years came first).
    expect(versions[1]).toMatchObject({ number: 1, nextReviewOn: '2028-11-09' });
    // Two runs at once (two instances) send one e-mail: the reminder's key decides.
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(1);
    ctx.setNow('2029-03-02T13:00:00.000Z');
    expect(await run()).toEqual({ sent: 0 });
    const sent = (await reminders()).filter((r) => r.relatedUuid === v2.uuid);
    expect(sent).toEqual([
      expect.objectContaining({
        subject: 'Revisão do inventário de riscos: a data chegou',
        body: expect.stringContaining('"Novo sistema de metas"'),
      }),
    ]);
    const pdf = await call(
      'GET',
      `/companies/${company.uuid}/risk-surveys/${surveyUuid}/report.pdf`,
      await tokenFor(ctx, 'company', company.uuid),
    );
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Até 20/02/2029, antecipada pela mudança registrada de 20/02/2029');
  });

  it('never dates the review before the version it is about', async () => {
    const token = await at('2029-03-03T13:00:00.000Z');
    const v3 = await lockVersion(token);
    expect(v3.nextReviewOn).toBe('2031-03-03');
    await call('POST', changes(), await at('2029-03-04T13:00:00.000Z'), {
      occurredOn: '2029-01-10',
      description: 'Troca da diretoria, registrada tarde',
    });
    const [latest] = (
      await call('GET', inventory('/versions'), await at('2029-03-04T14:00:00.000Z'))
    ).json();
    expect(latest).toMatchObject({ number: 3, nextReviewOn: '2029-03-03' });
  });
});
