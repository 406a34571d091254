import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOOKUP_CODE_LENGTH } from '@ratai/domain';

/**
 * Personal codes at rest (DESIGN.md: personal codes are masked in every view and log).
 *
 * - Encrypted with AES-256-GCM under `config.dataKey`: a random 12-byte IV per value, the 16-byte
 *   tag, stored as one blob `iv | tag | ciphertext`. The additional data binds a blob to its
 *   application and column, so a blob copied into another row or column does not decrypt.
 * - Beside it, keyed hashes (HMAC-SHA256) for matching without decrypting. Plain SHA-256 would not
 *   do: there are only ~10^9 valid codes, so an unkeyed hash is reversed by enumeration. The HMAC
 *   key is derived from the data key with HKDF under its own label, so the encryption key itself is
 *   never used for a second purpose, and a leaked hash column alone reveals nothing.
 * - The last four digits, the lookup secret, are hashed together with the application id: the same
 *   four digits give a different hash in every application, so equal tails cannot be spotted across
 *   rows, and a precomputed table of 10,000 tails is useless without the key.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface PersonalDataCipher {
  /** `iv | tag | ciphertext` of `code`, bound to `context` (e.g. "<id>:personal_code"). */
  encrypt(code: string, context: string): Buffer;
  /** The code back; throws when the blob was altered or belongs to another context. */
  decrypt(blob: Uint8Array, context: string): string;
  /** Keyed hash of a full code (compare with {@link PersonalDataCipher.matches}). */
  hashCode(code: string): Buffer;
  /** Keyed hash of the last four digits within one application. */
  hashLast4(applicationId: string, last4: string): Buffer;
  /** Constant-time comparison of two hashes; false (not an exception) when a side is missing. */
  matches(expected: Uint8Array | null | undefined, actual: Buffer): boolean;
}

export function createPersonalDataCipher(dataKey: Buffer): PersonalDataCipher {
  if (dataKey.length !== 32) throw new Error('The data key must be 32 bytes');
  const encryptionKey = Buffer.from(dataKey);
  const hmacKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'ratai/personal-code/hmac/v1', 32));
  // Compared against when a row does not exist, so a missing application costs the same work.
  const dummy = Buffer.alloc(32);

  const hmac = (label: string, value: string) => createHmac('sha256', hmacKey).update(label).update('\0').update(value).digest();

  return {
    encrypt(code, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    },

    decrypt(blob, context) {
      const bytes = Buffer.from(blob);
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted value is too short');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },

    hashCode(code) {
      return hmac('code', code.trim());
    },

    hashLast4(applicationId, last4) {
      return hmac('last4', `${applicationId.toLowerCase()}\0${last4}`);
    },

    matches(expected, actual) {
      const stored = expected ? Buffer.from(expected) : dummy;
      // timingSafeEqual needs equal lengths; every hash here is 32 bytes, the dummy included.
      const same = stored.length === actual.length && timingSafeEqual(stored, actual);
      return same && expected !== null && expected !== undefined;
    },
  };
}

/** The lookup secret: the code's last four characters. */
export function lastFour(code: string): string {
  return code.trim().slice(-LOOKUP_CODE_LENGTH);
}
