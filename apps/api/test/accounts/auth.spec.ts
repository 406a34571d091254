import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { LIMITS } from '../../src/modules/accounts/throttle';
import { bearer, craftToken, nextIp, registerBody, uniqueEmail } from './helpers';

const LOGIN_FAILED = {
  data: null,
  error: { status: 400, name: 'BadRequestError', message: 'Neteisingas el. paštas arba slaptažodis', details: {} },
};
const TOO_MANY = {
  data: null,
  error: { status: 429, name: 'RateLimitError', message: 'Per daug bandymų. Pabandykite vėliau.', details: {} },
};
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
      expect(res.json()).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Šis el. pašto adresas jau užregistruotas',
          details: { errors: [{ path: ['email'], message: 'Šis el. pašto adresas jau užregistruotas' }] },
        },
      });
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    });

    it('answers the form messages: short password', async () => {
      const res = await register(registerBody(uniqueEmail(), 'trumpas'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Slaptažodis turi būti bent 8 simbolių',
          details: { errors: [{ path: ['password'], message: 'Slaptažodis turi būti bent 8 simbolių' }] },
        },
      });
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
      expect(res.json()).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Nežinomas laukas',
          details: { errors: [{ path: ['confirmPassword'], message: 'Nežinomas laukas' }] },
        },
      });
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

    it(`locks an account after ${LIMITS.accountFailures.max} wrong passwords, even for the right one`, async () => {
      const user = await createUser(t.app, t.db);
      for (let i = 0; i < LIMITS.accountFailures.max; i++) {
        const res = await login(user.email, `Blogas-${i}-slaptazodis`);
        expect(res.statusCode).toBe(400);
      }
      const locked = await login(user.email, user.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(TOO_MANY);
      // Unknown e-mails lock the same way, so the lock tells nothing about existence.
      const ghost = uniqueEmail('vaiduoklis');
      for (let i = 0; i < LIMITS.accountFailures.max; i++) expect((await login(ghost, 'Bet-koks-1')).statusCode).toBe(400);
      expect((await login(ghost, 'Bet-koks-1')).json()).toEqual(TOO_MANY);
    });

    it('resets the failure count on a successful login', async () => {
      const user = await createUser(t.app, t.db);
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < LIMITS.accountFailures.max - 1; i++) expect((await login(user.email, 'Blogas-slapt-1')).statusCode).toBe(400);
        expect((await login(user.email, user.password)).statusCode).toBe(200);
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
      const token = craftToken({ alg: 'HS256', secret: t.config.jwtSecret, payload: { sub: String(user.id), iat: Math.floor(Date.now() / 1000) } });
      expect((await me(bearer(token))).statusCode).toBe(200);
    });

    it('refuses a token with alg none', async () => {
      const user = await createUser(t.app, t.db);
      const token = craftToken({ alg: 'none', payload: { sub: String(user.id), iat: Math.floor(Date.now() / 1000) } });
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });

    it('refuses a token signed with another secret or another algorithm', async () => {
      const user = await createUser(t.app, t.db);
      const payload = { sub: String(user.id), iat: Math.floor(Date.now() / 1000) };
      const other = craftToken({ alg: 'HS256', secret: randomBytes(32).toString('hex'), payload });
      expect((await me(bearer(other))).json()).toEqual(UNAUTHORIZED);
      const hs512 = craftToken({ alg: 'HS512', secret: t.config.jwtSecret, payload });
      expect((await me(bearer(hs512))).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const user = await createUser(t.app, t.db);
      const now = Math.floor(Date.now() / 1000);
      const token = craftToken({ alg: 'HS256', secret: t.config.jwtSecret, payload: { sub: String(user.id), iat: now - 7200, exp: now - 3600 } });
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });
  });
});
