import argon2 from 'argon2';

/**
 * Password hashing with argon2id (OWASP's first choice). Parameters: 19 MiB memory, 2 passes —
 * OWASP's minimum for argon2id, about 20 ms per hash on this 2-core machine.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so that a login for
 * a missing account takes as long as one for an existing account (no enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
