import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { STATE_COOKIE, sealAttempt, stateCookieKey, unsealAttempt } from '../../src/modules/social-auth/state-cookie';
import { CookieJar, closedPortUrl, followUntil, startProvider, type TestProvider } from './provider';

/** Setup makes a database (PGlite, or a PostgreSQL schema) and starts servers: generous on a loaded machine. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * Social sign-in against a real OpenID provider (oidc-provider in a child process): the browser's
 * path /api/connect/google → provider → /api/connect/google/callback → owner portal, with the
 * provider's redirects followed by fetch and the API's routes called through inject.
 */
const PORTAL = 'http://portal.ratai.test';
const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/connect/google/callback`;
const CLIENT = { clientId: 'ratai-portal', clientSecret: randomBytes(24).toString('hex'), redirectUri: CALLBACK };
const FAILURE = `${PORTAL}/prisijungti?klaida=socialinis`;

let counter = 0;
/** A provider account of its own: a fresh sub and e-mail. */
function account(verified = true) {
  counter += 1;
  const tag = `${counter}-${randomBytes(3).toString('hex')}`;
  return { sub: `sub-${tag}`, email: `socialus${tag}@pavyzdys.lt`, verified };
}
type Account = ReturnType<typeof account>;

describe('social sign-in (OpenID Connect)', () => {
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider(CLIENT);
    t = await buildTestApp({
      PUBLIC_URL,
      PORTAL_URL: PORTAL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** GET /api/connect/google: the provider URL and our state cookie. */
  async function start() {
    const res = await t.app.inject({ method: 'GET', url: '/api/connect/google' });
    expect(res.statusCode).toBe(302);
    const setCookie = String(res.headers['set-cookie']);
    return { location: String(res.headers.location), cookie: setCookie.split(';')[0] ?? '', setCookie, res };
  }

  /** Signs `who` in at the provider (login_hint picks the account) and returns the URL it sends the browser back to. */
  async function atProvider(location: string, who: Account): Promise<URL> {
    const url = new URL(location);
    url.searchParams.set('login_hint', `${who.sub}~${who.email}~${who.verified}`);
    return followUntil(url.href, CALLBACK, new CookieJar());
  }

  const callback = (url: URL, cookie: string) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });

  /** The whole flow for `who`; the callback's answer. */
  async function signIn(who: Account) {
    const { location, cookie } = await start();
    return callback(await atProvider(location, who), cookie);
  }

  /** The token from a successful callback's redirect; fails the test otherwise. */
  function tokenOf(res: { statusCode: number; headers: Record<string, unknown> }): string {
    expect(res.statusCode).toBe(302);
    const location = String(res.headers['location']);
    expect(location.startsWith(`${PORTAL}/prisijungti/socialinis#token=`)).toBe(true);
    return decodeURIComponent(location.split('#token=')[1] ?? '');
  }

  /** A 'social sign-in failed' log line containing `text`, written since the test began. */
  let logMark = 0;
  beforeEach(() => {
    logMark = t.logs.length;
  });
  const failureLogged = (text: string) => t.logs.slice(logMark).some((line) => line.includes('social sign-in failed') && line.includes(text));

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const usersWithEmail = (email: string) => t.db.selectFrom('users').select(['id', 'password_hash', 'profile_type']).where('email', '=', email).execute();

  it('lists google as configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/connect/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });

  it('starts with PKCE (S256), state, nonce and a sealed httpOnly cookie', async () => {
    const { location, setCookie, res } = await start();
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    const [pair, ...attributes] = setCookie.split('; ');
    expect(pair).toMatch(/^ratai_oidc=[\w-]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/connect/google', 'SameSite=Lax']);
    // Nothing of the attempt is readable in the cookie.
    for (const param of ['state', 'nonce']) expect(setCookie).not.toContain(url.searchParams.get(param) ?? '-');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates an owner still onboarding and sends the portal a working token', async () => {
    const who = account();
    const res = await signIn(who);
    const token = tokenOf(res);
    expect(String(res.headers['set-cookie']).split('; ')).toEqual(expect.arrayContaining(['ratai_oidc=', 'Max-Age=0', 'Path=/api/connect/google']));

    const meRes = await me(token);
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json()).toMatchObject({
      email: who.email,
      confirmed: true,
      profileType: null,
      personalDetail: null,
      companyDetail: null,
      systemRoles: [{ name: 'owner' }],
    });
    const [user] = await usersWithEmail(who.email);
    expect(user).toMatchObject({ password_hash: null, profile_type: null });
    const identities = await t.db.selectFrom('user_identities').selectAll().where('user_id', '=', user?.id ?? 0).execute();
    expect(identities).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: who.sub, email: who.email })]);
  });

  it('signs the same provider account in as the same user the second time', async () => {
    const who = account();
    const first = (await me(tokenOf(await signIn(who)))).json() as { id: number };
    const second = (await me(tokenOf(await signIn(who)))).json() as { id: number };
    expect(second.id).toBe(first.id);
    expect(await usersWithEmail(who.email)).toHaveLength(1);
    const links = await t.db.selectFrom('user_identities').select('user_id').where('subject', '=', who.sub).execute();
    expect(links).toEqual([{ user_id: first.id }]);
  });

  it('matches by issuer and sub first, even after the e-mail changed at the provider', async () => {
    const who = account();
    const first = (await me(tokenOf(await signIn(who)))).json() as { id: number };
    const renamed = { ...who, email: `pakeistas-${who.email}` };
    const again = (await me(tokenOf(await signIn(renamed)))).json() as { id: number; email: string };
    expect(again).toMatchObject({ id: first.id, email: who.email });
    expect(await usersWithEmail(renamed.email)).toHaveLength(0);
  });

  it('links to the existing account with that e-mail once it is confirmed (password login keeps working)', async () => {
    const who = account();
    const password = 'Slaptas123!';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { identifier: who.email, email: who.email, username: who.email, password, termsAgreed: true, marketingAgreed: true },
      remoteAddress: '10.88.0.1',
    });
    expect(registered.statusCode).toBe(200);
    const userId = (registered.json() as { user: { id: number } }).user.id;

    // Not while the account's e-mail is unproved: whoever registered it first may not be its owner.
    const refused = await signIn(who);
    expect(refused.headers['location']).toBe(FAILURE);
    expect(t.logs.some((line) => line.includes('social sign-in refused') && line.includes('account-email-unverified'))).toBe(true);
    expect(await t.db.selectFrom('user_identities').select('subject').where('user_id', '=', userId).execute()).toEqual([]);
    // The confirmation link of the registration e-mail proves it.
    const mail = await t.db.selectFrom('mail_outbox').select('text').where('to_address', '=', who.email).where('template', '=', 'auth.email_confirmation').executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/api\/auth\/email-confirmation\?confirmation=[\w-]+/.exec(mail.text)?.[0] ?? '';
    const confirmed = await t.app.inject({ method: 'GET', url: link.slice(link.indexOf('/api/')) });
    expect(confirmed.statusCode).toBe(302);

    // The provider reports the address in another letter case: still the same account.
    const social = (await me(tokenOf(await signIn({ ...who, email: who.email.toUpperCase() })))).json() as { id: number };
    expect(social.id).toBe(userId);
    const identities = await t.db.selectFrom('user_identities').select(['subject', 'email']).where('user_id', '=', userId).execute();
    expect(identities).toEqual([{ subject: who.sub, email: who.email }]);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier: who.email, password }, remoteAddress: '10.88.0.2' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail the provider has not verified, creating nothing', async () => {
    const who = account(false);
    const res = await signIn(who);
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe(FAILURE);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
    expect(t.logs.some((line) => line.includes('social sign-in refused') && line.includes('email-not-verified'))).toBe(true);
  });

  it('refuses a tampered state', async () => {
    const who = account();
    const { location, cookie } = await start();
    const back = await atProvider(location, who);
    back.searchParams.set('state', `${back.searchParams.get('state') ?? ''}x`);
    const res = await callback(back, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe(FAILURE);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
    expect(failureLogged('unexpected \\"state\\" response parameter value')).toBe(true);
  });

  /** Our cookie re-sealed with one value of the attempt changed (the test knows the key). */
  function resealed(cookie: string, change: Partial<{ nonce: string; codeVerifier: string }>): string {
    const key = stateCookieKey(t.config.jwtSecret);
    const attempt = unsealAttempt(key, cookie.slice(`${STATE_COOKIE.name}=`.length));
    if (!attempt) throw new Error('cookie did not unseal');
    return `${STATE_COOKIE.name}=${sealAttempt(key, { ...attempt, ...change })}`;
  }

  it('refuses the code without the PKCE verifier it was issued for (the provider says invalid_grant)', async () => {
    const who = account();
    const { location, cookie } = await start();
    const back = await atProvider(location, who);
    const res = await callback(back, resealed(cookie, { codeVerifier: 'v'.repeat(43) }));
    expect(res.headers['location']).toBe(FAILURE);
    expect(failureLogged('"error":"invalid_grant"')).toBe(true);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
  });

  it('refuses an ID token whose nonce is not the attempt\'s', async () => {
    const who = account();
    const { location, cookie } = await start();
    const back = await atProvider(location, who);
    const res = await callback(back, resealed(cookie, { nonce: 'another-nonce' }));
    expect(res.headers['location']).toBe(FAILURE);
    expect(failureLogged('unexpected ID Token \\"nonce\\" claim value')).toBe(true);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
  });

  it('refuses a callback without the cookie of the browser that started it (login CSRF)', async () => {
    const who = account();
    const { location } = await start();
    const res = await callback(await atProvider(location, who), '');
    expect(res.headers['location']).toBe(FAILURE);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
  });

  it('refuses an altered cookie and a cookie of another attempt', async () => {
    const who = account();
    const { location, cookie } = await start();
    const back = await atProvider(location, who);
    const [name, value = ''] = cookie.split('=');
    const flipped = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await callback(back, flipped)).headers['location']).toBe(FAILURE);

    const other = await start();
    expect((await callback(back, other.cookie)).headers['location']).toBe(FAILURE);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
  });

  it('sends the browser to the portal\'s error page when the person cancels at the provider', async () => {
    const { cookie, location } = await start();
    const state = new URL(location).searchParams.get('state') ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/connect/google/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe(FAILURE);
  });
});

describe('social sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PORTAL_URL: PORTAL });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const DISABLED = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Prisijungimas per socialinį tinklą neįjungtas', details: {} } };

  it('lists google as not configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/connect/providers' })).json()).toEqual({ google: false });
  });

  it.each(['/api/connect/google', '/api/connect/google/callback?code=x&state=y'])('answers 404 at %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(DISABLED);
  });
});

describe('social sign-in when the provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PORTAL_URL: PORTAL, OIDC_ISSUER: await closedPortUrl(), OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('sends the browser to the portal\'s error page and logs why', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/connect/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe(FAILURE);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(t.logs.some((line) => line.includes('provider discovery failed'))).toBe(true);
  });
});
