import { browserSessionStore, clearSession, readToken, saveSession, type KeyValueStorage, type SessionEnvironment } from './session';

/** A document whose cookie setter records what was written (a browser would parse it). */
function fakeEnvironment(location = { protocol: 'https:', hostname: 'ratai.lt' }) {
  const written: string[] = [];
  const items = new Map<string, string>();
  const localStorage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  const document = {
    get cookie() {
      return written.length ? written[written.length - 1].split(';')[0] : '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const env: SessionEnvironment = { document, localStorage, location, now: () => Date.UTC(2026, 0, 1) };
  return { env, written, items };
}

/** A JWT-shaped token with the given claims (signature irrelevant here). */
function jwtWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('saveSession (spec §4)', () => {
  it('writes localStorage "token" and a Secure, SameSite=Strict cookie named token at Path=/', () => {
    const { env, written, items } = fakeEnvironment();
    saveSession('abc.def.ghi', { env });
    expect(items.get('token')).toBe('abc.def.ghi');
    expect(written).toEqual(['token=abc.def.ghi; Path=/; SameSite=Strict; Secure']);
  });

  it('adds the Domain when given, and a Max-Age that ends with the token', () => {
    const { env, written } = fakeEnvironment();
    const exp = Date.UTC(2026, 0, 1) / 1000 + 7 * 24 * 3600;
    const jwt = jwtWith({ sub: '1', exp });
    saveSession(jwt, { env, cookieDomain: 'ratai.lt' });
    expect(written[0]).toBe(`token=${jwt}; Path=/; SameSite=Strict; Secure; Domain=ratai.lt; Max-Age=604800`);
  });

  it('leaves Secure out on http://localhost only', () => {
    const local = fakeEnvironment({ protocol: 'http:', hostname: 'localhost' });
    const loopback = fakeEnvironment({ protocol: 'http:', hostname: '127.0.0.1' });
    const plainHttp = fakeEnvironment({ protocol: 'http:', hostname: 'ratai.lt' });
    saveSession('t', { env: local.env });
    saveSession('t', { env: loopback.env });
    saveSession('t', { env: plainHttp.env });
    expect(local.written[0]).toBe('token=t; Path=/; SameSite=Strict');
    expect(loopback.written[0]).toBe('token=t; Path=/; SameSite=Strict');
    expect(plainHttp.written[0]).toContain('; Secure');
  });
});

describe('clearSession and readToken', () => {
  it('readToken reads the cookie; clearSession expires it with the same Path/Domain and removes the copy', () => {
    const { env, written, items } = fakeEnvironment();
    saveSession('abc', { env, cookieDomain: 'ratai.lt' });
    expect(readToken({ env })).toBe('abc');

    clearSession({ env, cookieDomain: 'ratai.lt' });
    expect(written[1]).toBe('token=; Path=/; SameSite=Strict; Secure; Domain=ratai.lt; Max-Age=0');
    expect(items.has('token')).toBe(false);
    expect(readToken({ env })).toBeNull();
  });

  it('does nothing (and reads null) where there is no document, e.g. server rendering', () => {
    expect(() => saveSession('abc')).not.toThrow();
    expect(() => clearSession()).not.toThrow();
    expect(readToken()).toBeNull();
  });

  it('survives a blocked localStorage', () => {
    const { env, written } = fakeEnvironment();
    const blocked: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = browserSessionStore({ env: { ...env, localStorage: blocked } });
    store.save('abc');
    store.clear();
    expect(written).toHaveLength(2);
  });
});
