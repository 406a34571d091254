import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { LIMITS, accountDelayMs, slowdown } from '../../src/modules/accounts/throttle';
import { bearer, craftToken, nextIp, registerBody, uniqueEmail } from './helpers';
import { validationErrorBody } from '../helpers/error-bodies';

const LOGIN_FAILED = {
  data: null,
  error: { status: 400, name: 'BadRequestError', message: 'Neteisingas el. paštas arba slaptažodis', details: {} },
};
const TOO_MANY = {
  data: null,
  error: { status: 429, name: 'RateLimitError', message: 'Per daug bandymų. Pabandykite vėliau.', details: {} },
};
/** What a token of ours carries besides iat (a fresh createUser has the epoch as its session stamp). */
const session = (userId: number) => ({ sub: String(userId), sid: `s-${randomBytes(6).toString('hex')}`, sv: 0, exp: Math.floor(Date.now() / 1000) + 3600 });
const UNAUTHORIZED = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Prisijunkite', details: {} } };

describe('accounts: registration and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload: body as object, remoteAddress: ip });
  const login = (identifier: string, password: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password }, remoteAddress: ip });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });

  describe('register → login → me', () => {
    it('registers an owner still onboarding, with the e-mail trimmed and lower-cased', async () => {
      const email = uniqueEmail('Jonas');
      const raw = `  ${email.toUpperCase()} `;
      const res = await register(registerBody(raw));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
      expect(typeof body.jwt).toBe('string');
      expect(body.user).toEqual({ id: expect.any(Number), email: email.toLowerCase(), username: email.toLowerCase() });

      const row = await t.db.selectFrom('users').select(['email', 'profile_type', 'password_hash']).where('id', '=', body.user.id).executeTakeFirstOrThrow();
      expect(row.email).toBe(email.toLowerCase());
      expect(row.profile_type).toBeNull();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const roles = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', body.user.id).execute();
      expect(roles).toEqual([{ role: 'owner' }]);

      const meRes = await me(bearer(body.jwt));
      expect(meRes.statusCode).toBe(200);
      expect(meRes.json()).toEqual({
        id: body.user.id,
        email: email.toLowerCase(),
        username: email.toLowerCase(),
        confirmed: false,
        profileType: null,
        personalDetail: null,
        companyDetail: null,
        carAdvertisements: [],
        systemRoles: [{ name: 'owner' }],
      });
    });

    it('logs in with the registered password, in any letter case of the e-mail', async () => {
      const email = uniqueEmail();
      const reg = await register(registerBody(email, 'Labai-slaptas-1'));
      expect(reg.statusCode).toBe(200);
      const res = await login(` ${email.toUpperCase()}`, 'Labai-slaptas-1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toEqual({ id: reg.json().user.id, email, username: email });
      const meRes = await me(bearer(body.jwt));
      expect(meRes.statusCode).toBe(200);
      expect(meRes.json().email).toBe(email);
    });
  });

  describe('registration refusals', () => {
    it('refuses a taken e-mail (any letter case) with a Lithuanian message at the email field', async () => {
      const email = uniqueEmail();
      expect((await register(registerBody(email))).statusCode).toBe(200);
      const res = await register(registerBody(email.toUpperCase()));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationErrorBody(['email', 'Šis el. pašto adresas jau užregistruotas']));
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    });

    it('answers the form messages: short password', async () => {
      const res = await register(registerBody(uniqueEmail(), 'trumpas'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationErrorBody(['password', 'Slaptažodis turi būti bent 8 simbolių']));
    });

    it('answers the form messages: bad e-mail, terms not agreed, identifier differing from the e-mail', async () => {
      const email = uniqueEmail();
      const res = await register({ ...registerBody('ne-el-pastas'), identifier: 'ne-el-pastas', username: 'ne-el-pastas' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([{ path: ['email'], message: 'Blogai įvestas el. paštas' }]);

      const noTerms = await register({ ...registerBody(email), termsAgreed: false });
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().error.details.errors).toEqual([{ path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' }]);

      const mismatch = await register({ ...registerBody(email), username: 'kitas@pavyzdys.lt' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error.details.errors).toEqual([{ path: ['username'], message: 'Turi sutapti su el. pašto adresu' }]);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(0);
    });

    it('refuses unknown fields', async () => {
      const res = await register({ ...registerBody(uniqueEmail()), confirmPassword: 'Slaptas123!' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationErrorBody(['confirmPassword', 'Nežinomas laukas']));
    });

    it('answers malformed JSON in the error shape', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.lt",',
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        data: null,
        error: { status: 400, name: 'BadRequestError', message: 'Neteisingas JSON formatas', details: {} },
      });
    });

    it(`limits registrations to ${LIMITS.registerPerIp.max} per IP`, async () => {
      const ip = nextIp();
      for (let i = 0; i < LIMITS.registerPerIp.max; i++) {
        // Taken addresses are cheap to send and still count: the limit slows e-mail probing.
        const res = await register(registerBody(i === 0 ? uniqueEmail() : 'kartojasi@pavyzdys.lt'), ip);
        expect([200, 400]).toContain(res.statusCode);
      }
      const res = await register(registerBody(uniqueEmail()), ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
      // Another address is not affected.
      expect((await register(registerBody(uniqueEmail()))).statusCode).toBe(200);
    });
  });

  describe('login refusals', () => {
    it('answers an unknown e-mail and a wrong password alike', async () => {
      const user = await createUser(t.app, t.db);
      const unknown = await login(uniqueEmail('nera'), user.password);
      const wrong = await login(user.email, 'Neteisingas1!');
      expect(unknown.statusCode).toBe(400);
      expect(wrong.statusCode).toBe(400);
      expect(unknown.json()).toEqual(LOGIN_FAILED);
      expect(wrong.body).toBe(unknown.body);
    });

    it('answers the login form messages for missing fields', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/local', payload: {}, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([
        { path: ['identifier'], message: 'El. pašto adresas yra privalomas' },
        { path: ['password'], message: 'Slaptažodis yra privalomas' },
      ]);
    });

    it(`locks an account + IP pair after ${LIMITS.pairFailures.max} wrong passwords, even for the right one`, async () => {
      const user = await createUser(t.app, t.db);
      const ip = nextIp();
      for (let i = 0; i < LIMITS.pairFailures.max; i++) {
        const res = await login(user.email, `Blogas-${i}-slaptazodis`, ip);
        expect(res.statusCode).toBe(400);
      }
      const locked = await login(user.email, user.password, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(TOO_MANY);
      // Unknown e-mails lock the same way, so the lock tells nothing about existence.
      const ghost = uniqueEmail('vaiduoklis');
      const ghostIp = nextIp();
      for (let i = 0; i < LIMITS.pairFailures.max; i++) expect((await login(ghost, 'Bet-koks-1', ghostIp)).statusCode).toBe(400);
      expect((await login(ghost, 'Bet-koks-1', ghostIp)).json()).toEqual(TOO_MANY);
    });

    it('does not lock the owner out from their own IP after an attacker\'s wrong passwords (issue 18, item 11)', async () => {
      const user = await createUser(t.app, t.db);
      const attacker = nextIp();
      for (let i = 0; i < LIMITS.pairFailures.max; i++) expect((await login(user.email, `Blogas-${i}-slaptazodis`, attacker)).statusCode).toBe(400);
      expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);
      // The owner, from their own address, is not locked out.
      const owner = nextIp();
      expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
      expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    });

    it('slows, never locks, an account past its ceiling of wrong passwords from many IPs', async () => {
      const waits: number[] = [];
      const spy = jest.spyOn(slowdown, 'wait').mockImplementation(async (ms) => {
        waits.push(ms);
      });
      try {
        const user = await createUser(t.app, t.db);
        const { after, stepMs, maxMs } = LIMITS.accountSlowdown;
        // Below the ceiling, spread over addresses (fewer than the pair lock each): no wait.
        for (let i = 0; i < after; i++) expect((await login(user.email, 'Blogas-slapt-1', nextIp())).statusCode).toBe(400);
        expect(waits).toEqual([]);
        // Past it every attempt waits, the right password too, and is still answered — 200, not 429.
        expect((await login(user.email, 'Blogas-slapt-1', nextIp())).statusCode).toBe(400);
        const ok = await login(user.email, user.password, nextIp());
        expect(ok.statusCode).toBe(200);
        expect(waits).toEqual([stepMs, 2 * stepMs]);
        // The right password does not take the slow-down off the account (the attacker's addresses go on).
        expect((await login(user.email, 'Blogas-slapt-1', nextIp())).statusCode).toBe(400);
        expect(waits.at(-1)).toBe(2 * stepMs);
        for (let i = 0; i < 20; i++) await login(user.email, 'Blogas-slapt-1', nextIp());
        expect(Math.max(...waits)).toBe(maxMs);
      } finally {
        spy.mockRestore();
      }
    });

    it('grows the account slow-down one step per failure past the ceiling, up to its maximum', () => {
      const { after, stepMs, maxMs } = LIMITS.accountSlowdown;
      expect(accountDelayMs(0)).toBe(0);
      expect(accountDelayMs(after - 1)).toBe(0);
      expect(accountDelayMs(after)).toBe(stepMs);
      expect(accountDelayMs(after + 3)).toBe(4 * stepMs);
      expect(accountDelayMs(after + 1000)).toBe(maxMs);
    });

    it('resets the failure count of the account + IP pair on a successful login', async () => {
      const user = await createUser(t.app, t.db);
      const ip = nextIp();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LIMITS.pairFailures.max - 1; i++) expect((await login(user.email, 'Blogas-slapt-1', ip)).statusCode).toBe(400);
        expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
      }
    });

    it(`limits login attempts to ${LIMITS.loginPerIp.max} per IP across accounts`, async () => {
      const ip = nextIp();
      for (let i = 0; i < LIMITS.loginPerIp.max; i++) {
        expect((await login(uniqueEmail('purskimas'), 'Vasara2026!', ip)).statusCode).toBe(400);
      }
      const user = await createUser(t.app, t.db);
      const blocked = await login(user.email, user.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
    });

    it('never writes a password to the log', async () => {
      const secret = `Neloginti-${randomBytes(6).toString('hex')}`;
      const email = uniqueEmail();
      await register(registerBody(email, secret));
      await login(email, secret);
      await login(email, `${secret}x`);
      await t.app.inject({ method: 'POST', url: '/api/auth/local', payload: '{"identifier":"x","password":"' + secret, headers: { 'content-type': 'application/json' } });
      expect(t.logs.length).toBeGreaterThan(0);
      expect(t.logs.filter((line) => line.includes(secret))).toEqual([]);
    });
  });

  describe('tokens', () => {
    it('refuses a missing or malformed Authorization header', async () => {
      expect((await me({})).json()).toEqual(UNAUTHORIZED);
      expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
      expect((await me({ authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    });

    it('accepts a well-formed HS256 token signed with our secret (control for the tests below)', async () => {
      const user = await createUser(t.app, t.db);
      const token = craftToken({ alg: 'HS256', secret: t.config.jwtSecret, payload: { ...session(user.id), iat: Math.floor(Date.now() / 1000) } });
      expect((await me(bearer(token))).statusCode).toBe(200);
    });

    it('refuses a token with alg none', async () => {
      const user = await createUser(t.app, t.db);
      const token = craftToken({ alg: 'none', payload: { ...session(user.id), iat: Math.floor(Date.now() / 1000) } });
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });

    it('refuses a token signed with another secret or another algorithm', async () => {
      const user = await createUser(t.app, t.db);
      const payload = { ...session(user.id), iat: Math.floor(Date.now() / 1000) };
      const other = craftToken({ alg: 'HS256', secret: randomBytes(32).toString('hex'), payload });
      expect((await me(bearer(other))).json()).toEqual(UNAUTHORIZED);
      const hs512 = craftToken({ alg: 'HS512', secret: t.config.jwtSecret, payload });
      expect((await me(bearer(hs512))).statusCode).toBe(401);
    });

    it('ends the session on the server at logout: its token and every copy of it are refused (issue 18, item 10)', async () => {
      const user = await createUser(t.app, t.db);
      const first = (await login(user.email, user.password)).json().jwt as string;
      const other = (await login(user.email, user.password)).json().jwt as string;
      expect((await me(bearer(first))).statusCode).toBe(200);
      const logout = (token: string, payload?: object) =>
        t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), ...(payload ? { payload } : {}) });

      const res = await logout(first);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      // The token — and a copy of it in another tab or in a thief's hands — is dead at once...
      expect((await me(bearer(first))).json()).toEqual(UNAUTHORIZED);
      expect((await logout(first)).statusCode).toBe(401);
      // ...while the account's other sign-in (another device) goes on.
      expect((await me(bearer(other))).statusCode).toBe(200);
      expect((await logout(other, {})).statusCode).toBe(200);
      expect((await me(bearer(other))).statusCode).toBe(401);
      // Signing in again starts a new session.
      expect((await me(bearer((await login(user.email, user.password)).json().jwt))).statusCode).toBe(200);
    });

    it('keeps a logged-out session listed only until its token would expire', async () => {
      const user = await createUser(t.app, t.db);
      const token = (await login(user.email, user.password)).json().jwt as string;
      const { sid, exp } = t.app.jwt.decode<{ sid: string; exp: number }>(token) ?? { sid: '', exp: 0 };
      await t.db.insertInto('revoked_sessions').values({ session_id: `vasara-${sid}`, user_id: user.id, expires_at: new Date(Date.now() - 1000) }).execute();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
      const rows = await t.db.selectFrom('revoked_sessions').select(['session_id', 'expires_at']).where('user_id', '=', user.id).execute();
      expect(rows).toEqual([{ session_id: sid, expires_at: new Date(exp * 1000) }]);
    });

    it('refuses a token without its session id or stamp, or with an earlier stamp', async () => {
      const user = await createUser(t.app, t.db);
      const iat = Math.floor(Date.now() / 1000);
      const sign = (payload: object) => craftToken({ alg: 'HS256', secret: t.config.jwtSecret, payload: { iat, exp: iat + 3600, sub: String(user.id), ...payload } });
      expect((await me(bearer(sign({ sid: 'a', sv: 0 })))).statusCode).toBe(200); // control
      expect((await me(bearer(sign({ sv: 0 })))).statusCode).toBe(401);
      expect((await me(bearer(sign({ sid: 'a' })))).statusCode).toBe(401);
      expect((await me(bearer(sign({ sid: 'a', sv: -1 })))).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const user = await createUser(t.app, t.db);
      const now = Math.floor(Date.now() / 1000);
      const token = craftToken({ alg: 'HS256', secret: t.config.jwtSecret, payload: { ...session(user.id), iat: now - 7200, exp: now - 3600 } });
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });
  });
});
