import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 = Argon2id; OWASP's minimum parameters (19 MiB, t=2, p=1).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Hash of a random password: lets an unknown e-mail cost the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword('acolher-dummy-password-for-timing');
  return dummyHash;
}
