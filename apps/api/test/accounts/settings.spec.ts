import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { LIMITS } from '../../src/modules/accounts/throttle';
import { insertListing, insertMakeAndModel, nextIp, randomHash } from './helpers';
import { validationErrorBody } from '../helpers/error-bodies';

const WIDTHS = [480, 1024, 1920];

describe('accounts: password change and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const changePassword = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: user.auth, payload });
  const deleteUser = (user: TestUser, payload?: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/system-role/delete-user', headers: user.auth, ...(payload ? { payload } : {}) });
  const login = (email: string, password: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier: email, password }, remoteAddress: ip });

  /** Stores the three variants of an image under the test's uploads dir; returns their paths. */
  async function storeFiles(hash: string): Promise<string[]> {
    for (const width of WIDTHS) await t.app.storage.put(`cars/${hash}-${width}.webp`, Buffer.from('webp'), 'image/webp');
    return WIDTHS.map((width) => path.join(t.config.uploadsDir, 'cars', `${hash}-${width}.webp`));
  }

  describe('PUT /api/users/me/password', () => {
    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const user = await createUser(t.app, t.db);
      const res = await changePassword(user, { currentPassword: user.password, newPassword: 'Naujas-slapt-1', confirmPassword: 'Naujas-slapt-1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, jwt: expect.any(String) });
      expect((await login(user.email, 'Naujas-slapt-1')).statusCode).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(400);
    });

    it('signs out every session issued before the change and hands out a fresh token', async () => {
      const user = await createUser(t.app, t.db);
      // A session begun this very second: the session stamp ends it all the same (an iat cut-off in
      // whole seconds did not).
      const earlier = await t.app.signToken(user.id);
      const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect((await me(`Bearer ${earlier}`)).statusCode).toBe(200);

      const res = await changePassword(user, { currentPassword: user.password, newPassword: 'Naujas-slapt-1', confirmPassword: 'Naujas-slapt-1' });
      expect(res.statusCode).toBe(200);
      expect((await me(`Bearer ${earlier}`)).statusCode).toBe(401);
      expect((await me(`Bearer ${res.json().jwt}`)).statusCode).toBe(200);
    });

    it('refuses a wrong current password with a message at that field', async () => {
      const user = await createUser(t.app, t.db);
      const res = await changePassword(user, { currentPassword: 'Ne-tas-1', newPassword: 'Naujas-slapt-1', confirmPassword: 'Naujas-slapt-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationErrorBody(['currentPassword', 'Neteisingas dabartinis slaptažodis']));
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('answers the form messages: short, unchanged, unconfirmed', async () => {
      const user = await createUser(t.app, t.db);
      const short = await changePassword(user, { currentPassword: user.password, newPassword: 'trumpas', confirmPassword: 'trumpas' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.details.errors).toEqual([{ path: ['newPassword'], message: 'Slaptažodis turi būti bent 8 simbolių' }]);
      const same = await changePassword(user, { currentPassword: user.password, newPassword: user.password, confirmPassword: user.password });
      expect(same.json().error.details.errors).toEqual([{ path: ['newPassword'], message: 'Naujas slaptažodis turi skirtis nuo dabartinio' }]);
      const differ = await changePassword(user, { currentPassword: user.password, newPassword: 'Naujas-slapt-1', confirmPassword: 'Naujas-slapt-2' });
      expect(differ.json().error.details.errors).toEqual([{ path: ['confirmPassword'], message: 'Slaptažodžiai nesutampa' }]);
    });

    it('counts wrong current passwords towards the login lock of the same account and IP', async () => {
      const user = await createUser(t.app, t.db);
      const body = { currentPassword: 'Spejimas-1', newPassword: 'Naujas-slapt-1', confirmPassword: 'Naujas-slapt-1' };
      // inject's client address is 127.0.0.1 unless told otherwise.
      for (let i = 0; i < LIMITS.pairFailures.max; i++) expect((await changePassword(user, body)).statusCode).toBe(400);
      const locked = await changePassword(user, { ...body, currentPassword: user.password });
      expect(locked.statusCode).toBe(429);
      expect((await login(user.email, user.password, '127.0.0.1')).statusCode).toBe(429);
      // A stolen session locks only its own address: the owner signs in from theirs.
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('refuses without a session', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/password', payload: {} });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/system-role/delete-user', () => {
    it('requires the password', async () => {
      const user = await createUser(t.app, t.db);
      const missing = await deleteUser(user);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details.errors).toEqual([{ path: ['password'], message: 'Slaptažodis yra privalomas' }]);

      const wrong = await deleteUser(user, { password: 'Ne-tas-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(validationErrorBody(['password', 'Neteisingas slaptažodis']));
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).statusCode).toBe(200);
    });

    it('deletes the user, their profiles, listings and image files; the token stops working', async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      const neighbour = await createUser(t.app, t.db);
      const { make, model } = await insertMakeAndModel(t.db);
      const ownHash = randomHash();
      const sharedHash = randomHash();
      const ownFiles = await storeFiles(ownHash);
      const sharedFiles = await storeFiles(sharedHash);
      const listing = await insertListing(t.db, user.id, { makeId: make.id, modelId: model.id, imageHashes: [ownHash, sharedHash] });
      // The neighbour uploaded the same photo: identical bytes give the same hash, one set of files.
      const kept = await insertListing(t.db, neighbour.id, { makeId: make.id, modelId: model.id, imageHashes: [sharedHash] });

      const res = await deleteUser(user, { password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });

      expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('company_profiles').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('car_advertisements').select('id').where('id', '=', listing.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('car_images').select('id').where('car_advertisement_id', '=', listing.id).execute()).toEqual([]);
      expect(ownFiles.map((file) => existsSync(file))).toEqual([false, false, false]);
      expect(sharedFiles.map((file) => existsSync(file))).toEqual([true, true, true]);
      expect(await t.db.selectFrom('car_advertisements').select('id').where('id', '=', kept.id).execute()).toEqual([{ id: kept.id }]);

      const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Prisijunkite', details: {} } });
      expect((await login(user.email, user.password)).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: neighbour.auth })).statusCode).toBe(200);
    });

    it('refuses without a session', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/system-role/delete-user', payload: { password: 'x' } });
      expect(res.statusCode).toBe(401);
    });
  });
});
