import { beforeAll, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { QUESTIONS } from '../../src/modules/radar/questionnaire.ts';
import { fileAppLogging } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  PASSWORD,
  makeCollaborator,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';
import { codeAt, enrolTotp, secondStep, signInAs } from '../helpers/mfa.ts';

// docs/domain.md §14: logs never hold a token, a password or its hash, a review or a radar answer
// (decision 1122). Every sensitive path runs once with the most verbose log level.
const { ctx, logged } = fileAppLogging();
const call = apiCaller(() => ctx);
beforeAll(() => {
  // A route that fails in the database with a secret among the query's parameters.
  ctx.app.post('/api/test/failing-query', async (request) => {
    const { secret } = request.body as { secret: string };
    return ctx.db.execute(sql`select ${secret}::text as leaked, 1 / 0 as boom`);
  });
});

it('logs requests and errors without tokens, passwords, hashes, reviews or radar answers', async () => {
  const secrets: string[] = [PASSWORD];
  const collaborator = await makeCollaborator(ctx, { hasAcceptedTerms: true });
  const psychologist = await makePsychologist(ctx);
  secrets.push(collaborator.passwordHash!, collaborator.token, psychologist.token);

  // Sign-in, right and wrong.
  for (const password of [PASSWORD, 'senha-errada-que-vaza']) {
    await call('POST', '/collaborators/sign-in', undefined, {
      email: collaborator.email,
      password,
    });
  }
  secrets.push('senha-errada-que-vaza');

  // A review written by the psychologist.
  await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    date: '2027-05-03',
    status: 'pending',
  });
  const review = 'Relato confidencial: crise de pânico no trabalho';
  const written = await call('POST', '/reviews', psychologist.token, {
    review,
    psychologistUuid: psychologist.uuid,
    collaboratorUuid: collaborator.uuid,
  });
  expect(written.statusCode).toBe(201);
  secrets.push(review);

  // A radar answer.
  const answers = QUESTIONS.map((q) => ({ questionId: q.id, value: 1 }));
  const radar = await call('POST', '/well-being-radar/responses', collaborator.token, { answers });
  expect(radar.statusCode).toBe(201);
  secrets.push(JSON.stringify(answers[0]), '"questionId"');

  // Reset: the token in the query (as the e-mail's link carries it) and in the body.
  await call('POST', '/auth/forgot-password', undefined, {
    role: 'collaborator',
    email: collaborator.email,
  });
  const [mail] = await ctx.db
    .select()
    .from(s.outbox)
    .where(eq(s.outbox.recipient, collaborator.email))
    .orderBy(desc(s.outbox.createdAt));
  const token = mail!.body.match(/token=([\w-]+)/)![1]!;
  secrets.push(token);
  await call('GET', `/auth/reset-password?role=collaborator&token=${token}`);
  await call('POST', `/auth/reset-password?token=${token}`, undefined, {
    token,
    password: 'nova-senha-secreta-9',
  });
  secrets.push('nova-senha-secreta-9');

  // Database errors whose parameters are a hash and a review.
  for (const secret of [collaborator.passwordHash!, review]) {
    const failed = await call('POST', '/test/failing-query', undefined, { secret });
    expect(failed.statusCode).toBe(500);
  }

  // The log is there (requests, the database error's code) and holds none of the secrets.
  expect(logged()).toContain('/api/auth/reset-password');
  expect(logged()).toContain('22012');
  for (const secret of secrets) expect(logged(), secret).not.toContain(secret);
  expect(logged()).not.toMatch(/token=/);
  expect(logged()).not.toMatch(/\$argon2/);
});

it('logs the second factor without its secret, codes, recovery codes or mfaToken (domain.md §14)', async () => {
  const T0 = new Date('2027-03-01T12:00:00.000Z');
  ctx.setNow(T0);
  const person = await makeCollaborator(ctx);
  const { secret, recoveryCodes } = await enrolTotp(ctx, person.token);
  const secrets = [secret, codeAt(secret, T0), ...recoveryCodes];
  const { mfaToken } = (await signInAs(ctx, 'collaborator', person.email)).json<{
    mfaToken: string;
  }>();
  secrets.push(mfaToken);
  ctx.setNow(new Date(T0.getTime() + 30_000));
  const wrong = codeAt(secret, new Date(T0.getTime() - 300_000));
  expect((await secondStep(ctx, { mfaToken, code: wrong })).statusCode).toBe(401);
  const code = codeAt(secret, ctx.now());
  const done = await secondStep(ctx, { mfaToken, code });
  expect(done.statusCode).toBe(200);
  secrets.push(wrong, code, done.json<{ token: string }>().token);
  const next = (await signInAs(ctx, 'collaborator', person.email)).json<{ mfaToken: string }>();
  secrets.push(next.mfaToken);
  expect(
    (await secondStep(ctx, { mfaToken: next.mfaToken, recoveryCode: recoveryCodes[1] })).statusCode,
  ).toBe(200);
  ctx.setNow(new Date(T0.getTime() + 60_000));
  const offCode = codeAt(secret, ctx.now());
  secrets.push(offCode);
  const off = await call('DELETE', '/account/mfa', person.token, {
    currentPassword: PASSWORD,
    code: offCode,
  });
  expect(off.statusCode).toBe(204);
  ctx.setNow(undefined);
  expect(logged()).toContain('/api/auth/mfa');
  for (const value of secrets) expect(logged(), value).not.toContain(value);
});
