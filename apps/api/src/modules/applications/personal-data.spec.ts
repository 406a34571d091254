import { createHmac, randomBytes } from 'node:crypto';
import { createPersonalDataCipher, lastFour } from './personal-data';

const code = '38703181745';
const id = '0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11';

describe('personal data cipher', () => {
  const key = randomBytes(32);
  const cipher = createPersonalDataCipher(key);

  it('round-trips a code and never stores it readable', () => {
    const blob = cipher.encrypt(code, `${id}:personal_code`);
    expect(blob.length).toBe(12 + 16 + code.length);
    expect(blob.toString('latin1')).not.toContain(code);
    expect(cipher.decrypt(blob, `${id}:personal_code`)).toBe(code);
  });

  it('uses a fresh IV every time', () => {
    const a = cipher.encrypt(code, 'x');
    const b = cipher.encrypt(code, 'x');
    expect(a.subarray(0, 12).equals(b.subarray(0, 12))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('refuses a tampered blob, another context and another key', () => {
    const blob = cipher.encrypt(code, `${id}:personal_code`);
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1] ^= 1;
    expect(() => cipher.decrypt(tampered, `${id}:personal_code`)).toThrow();
    expect(() => cipher.decrypt(blob, `${id}:guarantor_personal_code`)).toThrow();
    expect(() => createPersonalDataCipher(randomBytes(32)).decrypt(blob, `${id}:personal_code`)).toThrow();
    expect(() => cipher.decrypt(blob.subarray(0, 20), 'x')).toThrow();
  });

  it('hashes with a key: same code same hash, another key another hash', () => {
    expect(cipher.hashCode(code).equals(cipher.hashCode(` ${code} `))).toBe(true);
    expect(cipher.hashCode(code).equals(createPersonalDataCipher(randomBytes(32)).hashCode(code))).toBe(false);
  });

  it('does not use the encryption key itself as the HMAC key', () => {
    const direct = createHmac('sha256', key).update('code').update('\0').update(code).digest();
    expect(cipher.hashCode(code).equals(direct)).toBe(false);
  });

  it('hashes the last four per application', () => {
    const other = '7d1c2a4e-5b6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(cipher.hashLast4(id, '1745').equals(cipher.hashLast4(id.toUpperCase(), '1745'))).toBe(true);
    expect(cipher.hashLast4(id, '1745').equals(cipher.hashLast4(other, '1745'))).toBe(false);
    expect(lastFour(code)).toBe('1745');
  });

  it('compares hashes in constant time and treats a missing side as no match', () => {
    const hash = cipher.hashLast4(id, '1745');
    expect(cipher.matches(hash, cipher.hashLast4(id, '1745'))).toBe(true);
    expect(cipher.matches(hash, cipher.hashLast4(id, '1746'))).toBe(false);
    expect(cipher.matches(undefined, hash)).toBe(false);
    expect(cipher.matches(null, Buffer.alloc(32))).toBe(false);
    expect(cipher.matches(new Uint8Array(hash), hash)).toBe(true);
  });

  it('wants a 32-byte key', () => {
    expect(() => createPersonalDataCipher(randomBytes(16))).toThrow();
  });
});
