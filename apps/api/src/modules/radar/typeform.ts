import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { QUESTIONS, QUESTIONS_BY_ID } from './questionnaire.ts';
import type { Answer } from './scoring.ts';

/**
 * Typeform signs each webhook delivery: header `Typeform-Signature: sha256=<base64 HMAC-SHA256 of
 * the raw body with the webhook secret>`. Compared in constant time over the exact bytes received.
 */
export function typeformSignature(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('base64')}`;
}

export function verifyTypeformSignature(
  secret: string | undefined,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (!secret || typeof header !== 'string') return false;
  const expected = Buffer.from(typeformSignature(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The hidden field `signature` the app gives each collaborator's embedded form: an HMAC of the
 * collaborator uuid, so that a respondent cannot answer for someone else by editing the other
 * hidden field (domain.md §14, decision 1125). Keyed with the webhook secret (the only Typeform
 * secret the app holds) under its own label, so it is never a valid body signature.
 */
export function respondentSignature(secret: string, collaboratorUuid: string): string {
  return createHmac('sha256', secret)
    .update(`acolher-radar-respondent:${collaboratorUuid.toLowerCase()}`)
    .digest('base64url');
}

export function verifyRespondentSignature(
  secret: string,
  collaboratorUuid: string,
  given: string | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(respondentSignature(secret, collaboratorUuid));
  const actual = Buffer.from(given.trim());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const ZField = z.object({ id: z.string().optional(), ref: z.string().optional() }).loose();
const ZAnswer = z
  .object({
    type: z.string(),
    field: ZField,
    number: z.number().optional(),
    choice: z.object({ label: z.string().optional() }).loose().optional(),
  })
  .loose();

export const ZTypeformWebhook = z
  .object({
    event_id: z.string().optional(),
    event_type: z.string().optional(),
    form_response: z
      .object({
        form_id: z.string().optional(),
        token: z.string().min(1),
        submitted_at: z.string().optional(),
        hidden: z.record(z.string(), z.string()).optional(),
        answers: z.array(ZAnswer).default([]),
      })
      .loose(),
  })
  .loose();
export type TTypeformWebhook = z.infer<typeof ZTypeformWebhook>;

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Maps a Typeform response onto our questions: a field whose `ref` is one of our question ids
 * (who5_1 … who5_5, sleep, stress, workload, relationships, balance). Opinion-scale / number answers
 * give the value directly; choice answers are matched by their label against the question's scale.
 * Other fields are ignored (decision record 0702).
 */
export function answersFromTypeform(payload: TTypeformWebhook): Answer[] {
  const out: Answer[] = [];
  for (const a of payload.form_response.answers) {
    const ref = a.field.ref;
    const q = ref ? QUESTIONS_BY_ID.get(ref) : undefined;
    if (!q || out.some((x) => x.questionId === q.id)) continue;
    let value: number | undefined;
    if (typeof a.number === 'number' && Number.isInteger(a.number)) value = a.number;
    else if (a.choice?.label) {
      const label = normalize(a.choice.label);
      value = q.scale.find((o) => normalize(o.label) === label)?.value;
    }
    if (value !== undefined && q.scale.some((o) => o.value === value)) {
      out.push({ questionId: q.id, value });
    }
  }
  return out.sort(
    (x, y) =>
      QUESTIONS.findIndex((q) => q.id === x.questionId) -
      QUESTIONS.findIndex((q) => q.id === y.questionId),
  );
}
