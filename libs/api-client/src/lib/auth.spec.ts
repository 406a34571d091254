import type { User } from '@ratai/domain';
import { authApi, logout } from './auth';
import { carsApi } from './cars';
import { apiErrorResponse, jsonResponse } from '../testing/fake-fetch';
import { cleanupTestStores, createTestStore } from '../testing/test-store';

afterEach(cleanupTestStores);

const user = { id: 1, email: 'jonas@pavyzdys.lt', username: 'jonas@pavyzdys.lt', profileType: null } as unknown as User;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('me (spec §4: skipped when no session exists)', () => {
  it('makes no request without a session and answers null', async () => {
    const { store, fetch } = createTestStore({ token: null });
    const result = await store.dispatch(authApi.endpoints.me.initiate());
    expect(fetch.requests).toHaveLength(0);
    expect(result.data).toBeNull();
    expect(result.isSuccess).toBe(true);
  });

  it('loads /users/me with the bearer token when there is a session', async () => {
    const { store, fetch } = createTestStore({ token: 'jwt-1' });
    fetch.on('GET', '/api/users/me', user);
    const result = await store.dispatch(authApi.endpoints.me.initiate());
    expect(result.data).toEqual(user);
    expect(fetch.requests[0].headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('reports a 401 (expired session) to onUnauthorized', async () => {
    const { store, fetch, unauthorizedCount } = createTestStore({ token: 'expired' });
    fetch.on('GET', '/api/users/me', apiErrorResponse(401, 'Prisijunkite'));
    const result = await store.dispatch(authApi.endpoints.me.initiate());
    expect(result.error).toMatchObject({ status: 401, message: 'Prisijunkite' });
    expect(unauthorizedCount()).toBe(1);
  });
});

describe('login and registration', () => {
  it('login posts { identifier, password }, saves the jwt before resolving, then reloads the user', async () => {
    const { store, fetch, session } = createTestStore();
    fetch.on('POST', '/api/auth/local', { jwt: 'fresh.jwt', user: { id: 1, email: user.email, username: user.email } });
    fetch.on('GET', '/api/users/me', user);
    const me = store.dispatch(authApi.endpoints.me.initiate());
    expect((await me).data).toBeNull();

    const answer = await store
      .dispatch(authApi.endpoints.login.initiate({ identifier: user.email, password: 'slaptas123' }))
      .unwrap();
    expect(session.token).toBe('fresh.jwt');
    await settle();

    expect(answer.jwt).toBe('fresh.jwt');
    expect(fetch.calls('POST', '/api/auth/local')[0].body).toEqual({ identifier: user.email, password: 'slaptas123' });
    const meCalls = fetch.calls('GET', '/api/users/me');
    expect(meCalls).toHaveLength(1);
    expect(meCalls[0].headers.get('Authorization')).toBe('Bearer fresh.jwt');
    expect(authApi.endpoints.me.select()(store.getState()).data).toEqual(user);
    me.unsubscribe();
  });

  it('login failure shows the server message', async () => {
    const { store, fetch, session } = createTestStore();
    fetch.on('POST', '/api/auth/local', apiErrorResponse(400, 'Neteisingas el. paštas arba slaptažodis'));
    const result = await store.dispatch(authApi.endpoints.login.initiate({ identifier: 'a@b.lt', password: 'x' }));
    expect(result.error).toMatchObject({ status: 400, message: 'Neteisingas el. paštas arba slaptažodis' });
    expect(session.token).toBeNull();
  });

  it('login and registration failures without a server message use the spec texts (§8)', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('POST', '/api/auth/local', jsonResponse(null, 500));
    fetch.on('POST', '/api/auth/local/register', jsonResponse({}, 500));
    const login = await store.dispatch(authApi.endpoints.login.initiate({ identifier: 'a@b.lt', password: 'x' }));
    const register = await store.dispatch(
      authApi.endpoints.register.initiate({
        identifier: 'a@b.lt',
        email: 'a@b.lt',
        username: 'a@b.lt',
        password: 'slaptas123',
        termsAgreed: true,
        marketingAgreed: true,
      }),
    );
    expect(login.error).toMatchObject({ status: 500, message: 'Prisijungimo klaida. Bandykite dar kartą.' });
    expect(register.error).toMatchObject({ status: 500, message: 'Registracijos klaida. Bandykite dar kartą.' });
  });

  it('registration saves the jwt it receives', async () => {
    const { store, fetch, session } = createTestStore();
    fetch.on('POST', '/api/auth/local/register', { jwt: 'new.user.jwt', user: { id: 2, email: 'a@b.lt', username: 'a@b.lt' } });
    const body = {
      identifier: 'a@b.lt',
      email: 'a@b.lt',
      username: 'a@b.lt',
      password: 'slaptas123',
      termsAgreed: true,
      marketingAgreed: true,
    };
    await store.dispatch(authApi.endpoints.register.initiate(body)).unwrap();
    expect(fetch.requests[0].body).toEqual(body);
    expect(session.token).toBe('new.user.jwt');
  });
});

describe('account calls', () => {
  it('changeUserType posts { profileType } and refreshes the user', async () => {
    const { store, fetch } = createTestStore({ token: 't' });
    let profileType: string | null = null;
    fetch.on('GET', '/api/users/me', () => ({ ...user, profileType }));
    fetch.on('POST', '/api/system-role/change-user-type', (request) => {
      profileType = (request.body as { profileType: string }).profileType;
      return { ...user, profileType };
    });
    const me = store.dispatch(authApi.endpoints.me.initiate());
    await me;
    await store.dispatch(authApi.endpoints.changeUserType.initiate({ profileType: 'company' })).unwrap();
    await settle();
    expect(authApi.endpoints.me.select()(store.getState()).data?.profileType).toBe('company');
    me.unsubscribe();
  });

  it('completeAuthentication may be sent without a body', async () => {
    const { store, fetch } = createTestStore({ token: 't' });
    fetch.on('POST', '/api/system-role/complete-authentication', user);
    await store.dispatch(authApi.endpoints.completeAuthentication.initiate()).unwrap();
    await store.dispatch(authApi.endpoints.completeAuthentication.initiate({ profileType: 'personal' })).unwrap();
    expect(fetch.requests.map((request) => request.body)).toEqual([null, { profileType: 'personal' }]);
  });

  it('editUserData, deleteUser and changePassword use the API paths and bodies', async () => {
    const { store, fetch, session } = createTestStore({ token: 'old' });
    fetch.on('PUT', '/api/system-role/edit-user-data', (request) => request.body);
    fetch.on('DELETE', '/api/system-role/delete-user', { ok: true });
    fetch.on('PUT', '/api/users/me/password', { ok: true, jwt: 'after.password.change' });
    const profile = {
      id: 3,
      name: 'UAB Ratai',
      companyCode: '123456789',
      address: 'Gedimino pr. 1, Vilnius',
      vatNumber: null,
      email: 'info@ratai.lt',
      phoneNumber: '+37060000000',
      termsOfService: true,
    };
    expect(await store.dispatch(authApi.endpoints.editUserData.initiate(profile)).unwrap()).toEqual(profile);
    await store.dispatch(authApi.endpoints.deleteUser.initiate({ password: 'slaptas123' })).unwrap();
    await store
      .dispatch(
        authApi.endpoints.changePassword.initiate({ currentPassword: 'a', newPassword: 'slaptas123', confirmPassword: 'slaptas123' }),
      )
      .unwrap();
    expect(fetch.calls('DELETE', '/api/system-role/delete-user')[0].body).toEqual({ password: 'slaptas123' });
    expect(session.token).toBe('after.password.change');
  });

  it('forgotPassword, resetPassword and sendEmailConfirmation post their bodies to the Strapi-named calls', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('POST', '/api/auth/forgot-password', { ok: true });
    fetch.on('POST', '/api/auth/reset-password', { ok: true });
    fetch.on('POST', '/api/auth/send-email-confirmation', { email: 'ieva@pavyzdys.lt', sent: true });
    await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: 'ieva@pavyzdys.lt' })).unwrap();
    const reset = { code: 'k'.repeat(43), password: 'Naujas123!', passwordConfirmation: 'Naujas123!' };
    await store.dispatch(authApi.endpoints.resetPassword.initiate(reset)).unwrap();
    expect(await store.dispatch(authApi.endpoints.sendEmailConfirmation.initiate({ email: 'ieva@pavyzdys.lt' })).unwrap()).toEqual({ email: 'ieva@pavyzdys.lt', sent: true });
    expect(fetch.calls('POST', '/api/auth/forgot-password')[0].body).toEqual({ email: 'ieva@pavyzdys.lt' });
    expect(fetch.calls('POST', '/api/auth/reset-password')[0].body).toEqual(reset);
    expect(fetch.calls('POST', '/api/auth/send-email-confirmation')[0].body).toEqual({ email: 'ieva@pavyzdys.lt' });
  });

  it('socialProviders reads the provider list leniently', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/connect/providers', { data: ['google', { name: 'facebook', label: 'Facebook' }, { nope: 1 }] });
    const result = await store.dispatch(authApi.endpoints.socialProviders.initiate());
    expect(result.data).toEqual([{ name: 'google' }, { name: 'facebook', label: 'Facebook' }]);
  });

  it('socialProviders reads the API answer { google: boolean } (modules/social-auth)', async () => {
    const on = createTestStore();
    on.fetch.on('GET', '/api/connect/providers', { google: true });
    expect((await on.store.dispatch(authApi.endpoints.socialProviders.initiate())).data).toEqual([{ name: 'google' }]);

    const off = createTestStore();
    off.fetch.on('GET', '/api/connect/providers', { google: false });
    expect((await off.store.dispatch(authApi.endpoints.socialProviders.initiate())).data).toEqual([]);
  });
});

describe('logout', () => {
  it('clears the session and every cached answer', async () => {
    const { store, fetch, session } = createTestStore({ token: 't' });
    fetch.on('GET', '/api/users/me', user);
    fetch.on('GET', '/api/car-advertisement/mine/5', { id: 5 });
    await store.dispatch(authApi.endpoints.me.initiate());
    await store.dispatch(carsApi.endpoints.myCar.initiate(5));

    fetch.on('POST', '/api/auth/logout', { ok: true });
    const done = store.dispatch(logout());

    // Cleared at once, before the server has answered.
    expect(session.token).toBeNull();
    expect(authApi.endpoints.me.select()(store.getState()).data).toBeUndefined();
    expect(carsApi.endpoints.myCar.select(5)(store.getState()).data).toBeUndefined();
    await done;
  });

  it('ends the session on the server with the token it drops (issue 18, item 10)', async () => {
    const { store, fetch, session, unauthorizedCount } = createTestStore({ token: 'kenksmingas' });
    fetch.on('POST', '/api/auth/logout', { ok: true });
    await store.dispatch(logout());
    const calls = fetch.calls('POST', '/api/auth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe('Bearer kenksmingas');
    expect(session.token).toBeNull();
    expect(unauthorizedCount()).toBe(0);
  });

  it('still clears the browser when the server call fails, without a 401 redirect loop', async () => {
    const { store, fetch, session, unauthorizedCount } = createTestStore({ token: 't' });
    fetch.on('POST', '/api/auth/logout', new Response(JSON.stringify({ data: null, error: { status: 401 } }), { status: 401 }));
    await store.dispatch(logout());
    expect(session.token).toBeNull();
    expect(unauthorizedCount()).toBe(0);
    const offline = createTestStore({ token: 't' });
    offline.fetch.failNetwork('POST', '/api/auth/logout');
    await expect(offline.store.dispatch(logout())).resolves.toBeUndefined();
    expect(offline.session.token).toBeNull();
  });

  it('makes no call without a token', async () => {
    const { store, fetch } = createTestStore({ token: null });
    await store.dispatch(logout());
    expect(fetch.requests).toEqual([]);
  });
});
