import { createHmac, timingSafeEqual } from 'node:crypto';

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
