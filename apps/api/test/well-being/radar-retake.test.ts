import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { QUESTIONS } from '../../src/modules/radar/questionnaire.ts';
import { respondentSignature, typeformSignature } from '../../src/modules/radar/typeform.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { makeCollaborator, makeCompany } from '../helpers/factories.ts';

// The radar asks about the last two weeks: one response per fortnight, and a retake never adds a
// medal (domain.md §11, decision 1427).

const SECRET = 'typeform-segredo-de-teste';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TYPEFORM_WEBHOOK_SECRET: SECRET });
});
afterAll(() => ctx.close());
const call = apiCaller(() => ctx);

const answers = QUESTIONS.map((q) => ({ questionId: q.id, value: 2 }));
const fresh = () => makeCollaborator(ctx, { hasSentForm: false, hasAcceptedTerms: true });
const submitAt = (token: string, now: string) => {
  ctx.setNow(now);
  return call('POST', '/well-being-radar/responses', token, { answers }).finally(() =>
    ctx.setNow(undefined),
  );
};
const medals = async (c: { uuid: string; token: string }) =>
  (await call('GET', `/collaborators/${c.uuid}/gamification`, c.token)).json()
    .wellBeingRadarCount as number;
const stored = async (uuid: string) =>
  (await ctx.db.select().from(s.radarResponses).where(eq(s.radarResponses.collaboratorUuid, uuid)))
    .length;

describe('one radar per two weeks (decision 1427)', () => {
  it('refuses a retake before the 14th day with 409 and the exact message; nothing stored, no medal', async () => {
    const c = await fresh();
    // 10/11 at 10:00 in São Paulo.
    const first = await submitAt(c.token, '2026-11-10T13:00:00.000Z');
    expect(first.statusCode).toBe(201);
    expect(first.json().retakeFrom).toBe('2026-11-24');
    expect(first.json().gamification.wellBeingRadarCount).toBe(1);

    for (const now of [
      '2026-11-10T13:05:00.000Z', // the same day
      '2026-11-24T02:59:00.000Z', // 23:59 of 23/11 in São Paulo (already the 24th in UTC)
    ]) {
      const again = await submitAt(c.token, now);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Você já respondeu o radar nas últimas duas semanas. Responda de novo a partir de 24/11/2026',
      );
    }
    expect(await stored(c.uuid)).toBe(1);
    expect(await medals(c)).toBe(1);

    const latest = await call('GET', '/well-being-radar/responses/latest', c.token);
    expect(latest.json().retakeFrom).toBe('2026-11-24');

    // 00:01 of 24/11 in São Paulo: the 14th calendar day, accepted, one more medal.
    const later = await submitAt(c.token, '2026-11-24T03:01:00.000Z');
    expect(later.statusCode).toBe(201);
    expect(later.json().previous).not.toBeNull();
    expect(later.json().retakeFrom).toBe('2026-12-08');
    expect(later.json().gamification.wellBeingRadarCount).toBe(2);
    expect(await medals(c)).toBe(2);
  });

  it('counts the days in the business time zone: 23:00 of 09/11 in São Paulo is the 9th', async () => {
    const c = await fresh();
    const first = await submitAt(c.token, '2026-11-10T02:00:00.000Z');
    expect(first.json().retakeFrom).toBe('2026-11-23');
    expect((await submitAt(c.token, '2026-11-23T03:00:00.000Z')).statusCode).toBe(201);
  });

  it('two answers sent at once: one is recorded, the other answers 409 (one medal)', async () => {
    const c = await fresh();
    ctx.setNow('2026-10-01T15:00:00.000Z');
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/well-being-radar/responses', c.token, { answers })),
    );
    ctx.setNow(undefined);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(c.uuid)).toBe(1);
    expect(await medals(c)).toBe(1);
  });

  it('a Typeform retake within two weeks is acknowledged (200) but not recorded: no medal', async () => {
    const company = await makeCompany(ctx, { formId: 'aBc123Xy' });
    const c = await makeCollaborator(ctx, { companyUuid: company.uuid, hasSentForm: false });
    const deliver = (token: string, now: string) => {
      const raw = JSON.stringify({
        event_id: token,
        event_type: 'form_response',
        form_response: {
          form_id: 'aBc123Xy',
          token,
          submitted_at: now,
          hidden: {
            collaborator_uuid: c.uuid,
            sector_name: 'Tecnologia',
            signature: respondentSignature(SECRET, c.uuid),
          },
          answers: [1, 2, 3, 4, 5].map((n) => ({
            type: 'number',
            number: 3,
            field: { id: `f${n}`, type: 'opinion_scale', ref: `who5_${n}` },
          })),
        },
      });
      ctx.setNow(now);
      return ctx.app
        .inject({
          method: 'POST',
          url: '/api/well-being-radar/typeform/webhook',
          headers: {
            'content-type': 'application/json',
            'typeform-signature': typeformSignature(SECRET, raw),
          },
          payload: raw,
        })
        .finally(() => ctx.setNow(undefined));
    };
    expect((await deliver('tf-1', '2026-11-02T12:00:00.000Z')).statusCode).toBe(201);
    const retake = await deliver('tf-2', '2026-11-09T12:00:00.000Z');
    expect(retake.statusCode).toBe(200);
    expect(retake.json()).toEqual({ recorded: false, duplicate: false });
    // The first response delivered again is still a duplicate.
    const again = await deliver('tf-1', '2026-11-09T12:00:00.000Z');
    expect(again.json()).toEqual({ recorded: false, duplicate: true });
    expect(await stored(c.uuid)).toBe(1);
    expect(await medals(c)).toBe(1);
    expect((await deliver('tf-3', '2026-11-16T12:00:00.000Z')).statusCode).toBe(201);
    expect(await medals(c)).toBe(2);
  });
});
