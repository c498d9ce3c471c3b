import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest, unauthorized } from '../../lib/errors.ts';

/** Header of the sandbox's notifications, shaped like Stripe's: `t=<unix seconds>,v1=<hex>`. */
export const SANDBOX_SIGNATURE_HEADER = 'acolher-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
const INVALID = 'Assinatura inválida';

const hmac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

export function signSandboxPayload(secret: string, body: Buffer | string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body).toString('hex')}`;
}

/**
 * HMAC-SHA256 over `timestamp.rawBody`, compared in constant time; the timestamp must be within
 * 5 minutes of our clock, either way (a replay of an old capture is refused).
 * Missing or malformed header → 400; wrong or stale signature → 401.
 */
export function verifySandboxSignature(
  secret: string,
  body: Buffer | string,
  header: string | string[] | undefined,
  now: Date,
): void {
  if (typeof header !== 'string' || header.length > 2000) throw badRequest(INVALID);
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value))
      signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) throw badRequest(INVALID);
  const age = Math.abs(Math.floor(now.getTime() / 1000) - timestamp);
  if (age > SIGNATURE_TOLERANCE_SECONDS) throw unauthorized(INVALID);
  const expected = hmac(secret, timestamp, body);
  if (!signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected)))
    throw unauthorized(INVALID);
}
