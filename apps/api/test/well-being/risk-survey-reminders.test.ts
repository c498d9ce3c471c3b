import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COPSOQ_ITEMS } from '@acolher/contracts/copsoq-ii-br';
import * as s from '../../src/db/schema.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { makeAdministrator, makeCollaborator, makeCompany } from '../helpers/factories.ts';

// domain.md §23 (§20 of the rules): HR reminds the people who have not answered, once a day,
// and learns how many, never who. Runs on PGlite and on PostgreSQL (TEST_DB=pg).

const ctx = fileApp({}, { now: '2026-11-10T13:00:00.000Z' });
let company: Awaited<ReturnType<typeof makeCompany>>;
let people: Awaited<ReturnType<typeof makeCollaborator>>[];
let surveyUuid: string;

const call = apiCaller(() => ctx);
const remind = (token = company.token) =>
  call('POST', `/companies/${company.uuid}/risk-surveys/${surveyUuid}/reminders`, token);
const reminders = () =>
  ctx.db
    .select({ recipientUuid: s.outbox.recipientUuid, body: s.outbox.body })
    .from(s.outbox)
    .where(and(eq(s.outbox.kind, 'risk_survey_reminder'), eq(s.outbox.relatedUuid, surveyUuid)));

beforeAll(async () => {
  company = await makeCompany(ctx);
  people = [];
  for (let i = 0; i < 4; i++)
    people.push(
      await makeCollaborator(ctx, {
        companyUuid: company.uuid,
        createdAt: new Date('2026-11-01T12:00:00.000Z'),
      }),
    );
  const res = await call('POST', `/companies/${company.uuid}/risk-surveys`, company.token, {
    title: 'Pesquisa 2026',
    opensOn: '2026-11-10',
    closesOn: '2026-11-20',
  });
  surveyUuid = res.json().uuid;
  // A late account does not take part and is never reminded.
  await makeCollaborator(ctx, { companyUuid: company.uuid });
  const all = COPSOQ_ITEMS.map((i) => ({ itemId: i.id, value: i.options[0].value }));
  const answered = await call('POST', `/risk-surveys/${surveyUuid}/responses`, people[0].token, {
    answers: all,
  });
  expect(answered.statusCode).toBe(201);
});

describe('participation reminders (domain.md §23)', () => {
  it('e-mails only who takes part and has not answered; HR sees the count only', async () => {
    const res = await remind();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sent: 3 });
    const rows = await reminders();
    expect(rows.map((r) => r.recipientUuid).sort()).toEqual(
      people
        .slice(1)
        .map((p) => p.uuid)
        .sort(),
    );
    expect(rows[0].body).toContain('Pesquisa 2026');
  });

  it('at most once a day, again the next day; never for another company', async () => {
    const again = await remind();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Um lembrete desta pesquisa já foi enviado hoje. Tente novamente amanhã.',
    );
    const other = await makeCompany(ctx);
    const foreign = await call(
      'POST',
      `/companies/${other.uuid}/risk-surveys/${surveyUuid}/reminders`,
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    ctx.setNow('2026-11-11T13:00:00.000Z');
    const next = await remind((await makeAdministrator(ctx)).token);
    expect(next.json()).toEqual({ sent: 3 });
    expect(await reminders()).toHaveLength(6);
  });

  it('refuses a closed survey', async () => {
    ctx.setNow('2026-11-11T15:00:00.000Z');
    const admin = (await makeAdministrator(ctx)).token;
    const closing = `/companies/${company.uuid}/risk-surveys/${surveyUuid}/close`;
    expect((await call('POST', closing, admin)).statusCode).toBe(200);
    const res = await remind(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta pesquisa não está aberta');
  });
});
