import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Second-factor secrets at rest (domain.md §14): AES-256-GCM under a key derived from
 * MFA_ENCRYPTION_KEY. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url): a database copy alone
 * gives no authenticator secret.
 */

/** The 32-byte key from MFA_ENCRYPTION_KEY (any length: SHA-256 of it). */
export function mfaKey(secret: string): Buffer {
  return createHash('sha256').update(`acolher-mfa:${secret}`).digest();
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('mfa secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Hash of a one-time value (mfaToken, recovery code): only the hash is stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
