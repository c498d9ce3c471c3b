import { Secret, TOTP } from 'otpauth';

/*
 * The authenticator app (domain.md §14): RFC 6238 with SHA-1, 6 digits, 30-second steps, one step
 * of tolerance either side, through the `otpauth` library (decision 1340).
 */

const ISSUER = 'Acolher';
const PERIOD = 30;
const WINDOW = 1;

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, base32) and the `otpauth://` URI its QR code carries. */
export function newTotpSecret(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(secret, label).toString() };
}

/**
 * The 30-second step whose code `code` is, within one step of `now`, or null. The caller refuses a
 * step not after the last one accepted: each code is usable once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp }) + delta;
}
