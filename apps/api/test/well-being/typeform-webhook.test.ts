import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as s from '../../src/db/schema.ts';
import { respondentSignature, typeformSignature } from '../../src/modules/radar/typeform.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

const SECRET = 'typeform-segredo-de-teste';
const ctx = fileApp({ TYPEFORM_WEBHOOK_SECRET: SECRET });
const call = apiCaller(() => ctx);

const URL = '/api/well-being-radar/typeform/webhook';

function payload(
  collaboratorUuid: string,
  token: string = randomUUID(),
  who5 = 4,
  over: { formId?: string; signature?: string } = {},
) {
  const answers = [1, 2, 3, 4, 5].map((n) => ({
    type: 'number',
    number: who5,
    field: { id: `f${n}`, type: 'opinion_scale', ref: `who5_${n}` },
  }));
  return {
    event_id: randomUUID(),
    event_type: 'form_response',
    form_response: {
      form_id: over.formId ?? 'aBc123Xy',
      token,
      submitted_at: '2026-11-10T12:00:00Z',
      hidden: {
        collaborator_uuid: collaboratorUuid,
        sector_name: 'Tecnologia',
        signature: over.signature ?? respondentSignature(SECRET, collaboratorUuid),
      },
      answers: [
        ...answers,
        {
          type: 'choice',
          choice: { label: 'Frequentemente' },
          field: { id: 'f6', type: 'multiple_choice', ref: 'sleep' },
        },
      ],
    },
  };
}

/** Sends the exact bytes given, signed (or not) over those bytes. */
const send = (raw: string, signature?: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': contentType,
      ...(signature ? { 'typeform-signature': signature } : {}),
    },
    payload: raw,
  });

const typeformCompanyCollaborator = async () => {
  const company = await makeCompany(ctx, { formId: 'aBc123Xy' });
  return makeCollaborator(ctx, { companyUuid: company.uuid, hasSentForm: false });
};

const responsesOf = (uuid: string) =>
  ctx.db.select().from(s.radarResponses).where(eq(s.radarResponses.collaboratorUuid, uuid));

describe('POST /well-being-radar/typeform/webhook', () => {
  it('records a correctly signed response: medal, hasSentForm, lastSentFormAt, scores', async () => {
    const c = await typeformCompanyCollaborator();
    // Whitespace and key order as Typeform sends them: the signature is over the raw bytes.
    const raw = JSON.stringify(payload(c.uuid, 'tok-1', 2), null, 2);
    ctx.setNow('2026-11-10T12:00:05.000Z');
    const res = await send(raw, typeformSignature(SECRET, raw));
    ctx.setNow(undefined);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ recorded: true, duplicate: false });
    const rows = await responsesOf(c.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'typeform',
      providerResponseId: 'tok-1',
      sectorUuid: c.sectorUuid,
    });
    expect(rows[0].scores).toMatchObject({ who5Raw: 10, who5Percent: 40, needsCare: true });
    expect((rows[0].scores as { dimensions: { sleep: number } }).dimensions.sleep).toBe(75);
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.hasSentForm).toBe(true);
    expect(row.lastSentFormAt?.toISOString()).toBe('2026-11-10T12:00:05.000Z');
    const g = await call('GET', `/collaborators/${c.uuid}/gamification`, c.token);
    expect(g.json()).toEqual({ wellBeingRadarCount: 1, currentGamificationStage: 0 });
  });

  it('counts the same response token once, however often it is delivered', async () => {
    const c = await typeformCompanyCollaborator();
    const raw = JSON.stringify(payload(c.uuid, 'tok-dup'));
    const first = await send(raw, typeformSignature(SECRET, raw));
    expect(first.statusCode).toBe(201);
    const again = await send(raw, typeformSignature(SECRET, raw));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ recorded: false, duplicate: true });
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => send(raw, typeformSignature(SECRET, raw))),
    );
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await responsesOf(c.uuid)).toHaveLength(1);
  });

  it('refuses a bad, missing or re-used signature and changes nothing', async () => {
    const c = await typeformCompanyCollaborator();
    const raw = JSON.stringify(payload(c.uuid, 'tok-bad'));
    const wrongSecret = await send(raw, typeformSignature('outro-segredo', raw));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().message).toBe('Assinatura inválida');
    expect((await send(raw)).statusCode).toBe(401);
    // A valid signature of other bytes (tampered body) is refused.
    const tampered = raw.replace('"number":4', '"number":5');
    expect(tampered).not.toBe(raw);
    expect((await send(tampered, typeformSignature(SECRET, raw))).statusCode).toBe(401);
    // Hex instead of base64 is refused too.
    const hex = `sha256=${Buffer.from(typeformSignature(SECRET, raw).slice(7), 'base64').toString('hex')}`;
    expect((await send(raw, hex)).statusCode).toBe(401);
    expect(await responsesOf(c.uuid)).toHaveLength(0);
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.hasSentForm).toBe(false);
  });

  it('refuses an unknown, a malformed or a deleted collaborator (404)', async () => {
    for (const id of [randomUUID(), 'nao-e-uuid', '']) {
      const raw = JSON.stringify(payload(id));
      const res = await send(raw, typeformSignature(SECRET, raw));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Colaborador não encontrado');
    }
    const c = await typeformCompanyCollaborator();
    await ctx.db
      .update(s.collaborators)
      .set({ deletedAt: new Date() })
      .where(eq(s.collaborators.uuid, c.uuid));
    const raw = JSON.stringify(payload(c.uuid));
    expect((await send(raw, typeformSignature(SECRET, raw))).statusCode).toBe(404);
    expect(await responsesOf(c.uuid)).toHaveLength(0);
  });

  // docs/domain.md §14: a respondent cannot answer for someone else (decision 1125).
  it('refuses a forged collaborator uuid, a wrong form and a missing or bad respondent signature', async () => {
    const attacker = await typeformCompanyCollaborator();
    const victim = await typeformCompanyCollaborator();
    const signed = (body: object) => {
      const raw = JSON.stringify(body);
      return send(raw, typeformSignature(SECRET, raw));
    };
    // The attacker edits the uuid in the form's address but keeps its own signature.
    const forged = payload(victim.uuid, randomUUID(), 4, {
      signature: respondentSignature(SECRET, attacker.uuid),
    });
    const refusedForged = await signed(forged);
    expect(refusedForged.statusCode).toBe(403);
    expect(refusedForged.json().message).toBe('Resposta sem a assinatura do colaborador');
    // No signature, an empty one, one made with another key.
    const noSignature = payload(victim.uuid);
    delete (noSignature.form_response.hidden as { signature?: string }).signature;
    expect((await signed(noSignature)).statusCode).toBe(403);
    expect(
      (await signed(payload(victim.uuid, randomUUID(), 4, { signature: '' }))).statusCode,
    ).toBe(403);
    const otherKey = respondentSignature('outro-segredo', victim.uuid);
    expect(
      (await signed(payload(victim.uuid, randomUUID(), 4, { signature: otherKey }))).statusCode,
    ).toBe(403);
    // A rightly signed response to a form that is not the company's (another company's, or none).
    const wrongForm = await signed(payload(victim.uuid, randomUUID(), 4, { formId: 'zZz999Qq' }));
    expect(wrongForm.statusCode).toBe(403);
    expect(wrongForm.json().message).toBe('Formulário não é o da empresa do colaborador');
    const noForm = payload(victim.uuid);
    delete (noForm.form_response as { form_id?: string }).form_id;
    expect((await signed(noForm)).statusCode).toBe(403);
    const builtin = await makeCollaborator(ctx, { hasSentForm: false });
    expect((await signed(payload(builtin.uuid))).statusCode).toBe(403);
    // Nothing was recorded for anyone.
    for (const c of [attacker, victim, builtin]) expect(await responsesOf(c.uuid)).toHaveLength(0);
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, victim.uuid));
    expect(row.hasSentForm).toBe(false);
  });

  it('refuses a signed body that is not a form response (400)', async () => {
    const raw = '{"event_type":"form_response"}';
    const res = await send(raw, typeformSignature(SECRET, raw));
    expect(res.statusCode).toBe(400);
    const notJson = 'isto não é json';
    expect((await send(notJson, typeformSignature(SECRET, notJson), 'text/plain')).statusCode).toBe(
      400,
    );
  });

  it('keeps the JSON parser of the other routes (raw body only on the webhook)', async () => {
    const c = await typeformCompanyCollaborator();
    const res = await call('POST', '/well-being-radar/responses', c.token, { answers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Responda pelo menos uma pergunta');
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const plain = await createTestApp();
    try {
      const raw = JSON.stringify(payload(randomUUID()));
      const res = await plain.app.inject({
        method: 'POST',
        url: URL,
        headers: {
          'content-type': 'application/json',
          'typeform-signature': typeformSignature(SECRET, raw),
        },
        payload: raw,
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});
