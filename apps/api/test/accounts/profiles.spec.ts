import type { FastifyRequest } from 'fastify';
import { ONBOARDING_BANNER } from '@ratai/domain';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { isProfileComplete, requireCompleteProfile } from '../../src/modules/accounts/profile-complete';
import { HttpError } from '../../src/http/errors';
import { validationErrorBody } from '../helpers/error-bodies';

const companyBody = {
  name: 'UAB Greiti ratai',
  companyCode: '305 123 456',
  address: 'Savanorių pr. 5, Vilnius',
  vatNumber: 'lt 100012345678',
  email: ' info@greitiratai.lt ',
  phoneNumber: '8 612 34567',
  termsOfService: true,
};

const personalBody = {
  name: 'Ona',
  surname: 'Onaitė',
  address: 'Taikos pr. 3, Klaipėda',
  individualActivityCertificate: 'IV-778899',
  email: 'ona@pavyzdys.lt',
  phoneNumber: '+37069876543',
  termsOfService: true,
};

describe('accounts: profiles and system-role calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload === undefined ? {} : { payload }) });
  const me = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).json();

  describe('POST/PUT /api/profiles/company', () => {
    it('creates the first profile, normalised, and sets the profile type', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      expect(await isProfileComplete(t.db, user.id)).toBe(false);
      const res = await send('POST', '/api/profiles/company', user, companyBody);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        name: 'UAB Greiti ratai',
        companyCode: '305123456',
        address: 'Savanorių pr. 5, Vilnius',
        vatNumber: 'LT100012345678',
        email: 'info@greitiratai.lt',
        phoneNumber: '+37061234567',
        termsOfService: true,
      });
      const current = await me(user);
      expect(current.profileType).toBe('company');
      expect(current.companyDetail).toEqual(res.json());
      expect(await isProfileComplete(t.db, user.id)).toBe(true);
    });

    it('refuses a second create with 409', async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      const res = await send('POST', '/api/profiles/company', user, companyBody);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        data: null,
        error: { status: 409, name: 'ConflictError', message: 'Įmonės profilis jau sukurtas', details: {} },
      });
    });

    it('updates the profile, with or without its id; a vatNumber left out is cleared', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const created = (await send('POST', '/api/profiles/company', user, companyBody)).json();
      const { vatNumber: _vat, ...withoutVat } = companyBody;
      const res = await send('PUT', '/api/profiles/company', user, { ...withoutVat, name: 'UAB Lėti ratai' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...created, name: 'UAB Lėti ratai', vatNumber: null });
      const withId = await send('PUT', '/api/profiles/company', user, { ...companyBody, id: created.id, address: 'Naujoji g. 1, Vilnius' });
      expect(withId.statusCode).toBe(200);
      expect(withId.json()).toEqual({ ...created, address: 'Naujoji g. 1, Vilnius' });
    });

    it('answers 404 to an update without a profile or with a foreign id', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const none = await send('PUT', '/api/profiles/company', user, companyBody);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Profilis nerastas', details: {} } });

      const owner = await createUser(t.app, t.db, { profile: 'company' });
      const foreign = await t.db.selectFrom('company_profiles').select('id').where('user_id', '=', owner.id).executeTakeFirstOrThrow();
      const mine = await createUser(t.app, t.db, { profile: 'company' });
      const res = await send('PUT', '/api/profiles/company', mine, { ...companyBody, id: foreign.id });
      expect(res.statusCode).toBe(404);
      const untouched = await t.db.selectFrom('company_profiles').select('name').where('id', '=', foreign.id).executeTakeFirstOrThrow();
      expect(untouched.name).toBe('UAB Testo ratai');
    });

    it('answers the form messages of spec §5', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const res = await send('POST', '/api/profiles/company', user, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        validationErrorBody(
          ['name', 'Laukas yra privalomas'],
          ['companyCode', 'Laukas yra privalomas'],
          ['address', 'Laukas yra privalomas'],
          ['email', 'Laukas yra privalomas'],
          ['phoneNumber', 'Laukas yra privalomas'],
          ['termsOfService', 'Turite sutikti su paslaugų teikimo sąlygomis'],
        ),
      );
      const bad = await send('POST', '/api/profiles/company', user, { ...companyBody, email: 'info@', termsOfService: false });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.errors).toEqual([
        { path: ['email'], message: 'Blogai įvestas el. paštas' },
        { path: ['termsOfService'], message: 'Turite sutikti su paslaugų teikimo sąlygomis' },
      ]);
      const unknown = await send('POST', '/api/profiles/company', user, { ...companyBody, userId: 1 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details.errors).toEqual([{ path: ['userId'], message: 'Nežinomas laukas' }]);
      expect((await me(user)).companyDetail).toBeNull();
    });
  });

  describe('POST/PUT /api/profiles/personal', () => {
    it('creates and updates the personal profile', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const res = await send('POST', '/api/profiles/personal', user, personalBody);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), ...personalBody, vatNumber: null });
      expect((await me(user)).profileType).toBe('personal');
      const updated = await send('PUT', '/api/profiles/personal', user, { ...personalBody, surname: 'Petraitienė' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().surname).toBe('Petraitienė');
      const again = await send('POST', '/api/profiles/personal', user, personalBody);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('Asmeninis profilis jau sukurtas');
    });

    it('answers the personal form messages', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const res = await send('POST', '/api/profiles/personal', user, { ...personalBody, surname: ' ', individualActivityCertificate: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([
        { path: ['surname'], message: 'Laukas yra privalomas' },
        { path: ['individualActivityCertificate'], message: 'Laukas yra privalomas' },
      ]);
    });

    it('does not switch the type when a profile of the other type is created', async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      expect((await send('POST', '/api/profiles/personal', user, personalBody)).statusCode).toBe(201);
      const current = await me(user);
      expect(current.profileType).toBe('company');
      expect(current.personalDetail).not.toBeNull();
      expect(current.companyDetail).not.toBeNull();
    });

    it('refuses without a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/profiles/personal', payload: personalBody });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/system-role/change-user-type', () => {
    it('switches the type; without a profile of the new type the user is onboarding again', async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      const res = await send('POST', '/api/system-role/change-user-type', user, { profileType: 'personal' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, profileType: 'personal', personalDetail: null, companyDetail: { name: 'UAB Testo ratai' } });
      expect(await isProfileComplete(t.db, user.id)).toBe(false);

      expect((await send('POST', '/api/profiles/personal', user, personalBody)).statusCode).toBe(201);
      expect(await isProfileComplete(t.db, user.id)).toBe(true);

      // Back to company: its profile was kept, so the user is complete at once.
      const back = await send('POST', '/api/system-role/change-user-type', user, { profileType: 'company' });
      expect(back.json().profileType).toBe('company');
      expect(await isProfileComplete(t.db, user.id)).toBe(true);
    });

    it("answers the onboarding step's message for a missing or unknown type", async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      for (const payload of [{}, { profileType: 'juridical' }]) {
        const res = await send('POST', '/api/system-role/change-user-type', user, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(validationErrorBody(['profileType', 'Pasirinkite vieną iš variantų']));
      }
      expect((await me(user)).profileType).toBe('company');
    });
  });

  describe('POST /api/system-role/complete-authentication', () => {
    it('works without a body and never gives an account another role (issue 18, item 5)', async () => {
      const user = await createUser(t.app, t.db, { profile: null, roles: ['team'] });
      const res = await t.app.inject({ method: 'POST', url: '/api/system-role/complete-authentication', headers: user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, profileType: null, systemRoles: [{ name: 'team' }] });
      const again = await send('POST', '/api/system-role/complete-authentication', user, { profileType: 'personal' });
      expect(again.statusCode).toBe(200);
      expect(again.json().systemRoles).toEqual([{ name: 'team' }]);
      const roles = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).orderBy('role').execute();
      expect(roles).toEqual([{ role: 'team' }]);
    });

    it('saves the profile type of onboarding step 1', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const res = await send('POST', '/api/system-role/complete-authentication', user, { profileType: 'personal' });
      expect(res.statusCode).toBe(200);
      expect(res.json().profileType).toBe('personal');
      // A type alone is not a complete profile: step 2 is still to do.
      expect(await isProfileComplete(t.db, user.id)).toBe(false);
      const bad = await send('POST', '/api/system-role/complete-authentication', user, { profileType: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.errors).toEqual([{ path: ['profileType'], message: 'Pasirinkite vieną iš variantų' }]);
    });
  });

  describe('PUT /api/system-role/edit-user-data', () => {
    it("updates the user's company profile by id", async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      const current = (await me(user)).companyDetail;
      const res = await send('PUT', '/api/system-role/edit-user-data', user, { ...current, name: 'UAB Nauji ratai', vatNumber: 'LT123456789' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...current, name: 'UAB Nauji ratai', vatNumber: 'LT123456789' });
    });

    it("updates the user's personal profile by id", async () => {
      const user = await createUser(t.app, t.db, { profile: 'personal' });
      const current = (await me(user)).personalDetail;
      const res = await send('PUT', '/api/system-role/edit-user-data', user, { ...current, address: 'Vilniaus g. 2, Šiauliai' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...current, address: 'Vilniaus g. 2, Šiauliai' });
    });

    it("refuses another user's profile with 404 and leaves it unchanged", async () => {
      const victim = await createUser(t.app, t.db, { profile: 'company' });
      const attacker = await createUser(t.app, t.db, { profile: 'company' });
      const target = (await me(victim)).companyDetail;
      const res = await send('PUT', '/api/system-role/edit-user-data', attacker, { ...target, name: 'Pavogta' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Profilis nerastas', details: {} } });
      expect((await me(victim)).companyDetail).toEqual(target);
      expect((await me(attacker)).companyDetail.name).toBe('UAB Testo ratai');
    });

    it('requires the id and validates the fields', async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      const { id: _id, ...withoutId } = (await me(user)).companyDetail;
      const res = await send('PUT', '/api/system-role/edit-user-data', user, { ...withoutId, phoneNumber: '123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([
        { path: ['phoneNumber'], message: 'Įveskite telefono numerį formatu +370XXXXXXXX' },
        { path: ['id'], message: 'Laukas yra privalomas' },
      ]);
    });
  });

  describe('requireCompleteProfile', () => {
    const guard = () => requireCompleteProfile(t.app);
    const requestOf = (user: TestUser) => ({ authUser: { id: user.id, email: user.email, roles: ['owner'] } }) as unknown as FastifyRequest;

    it('lets a user with a complete profile through', async () => {
      const user = await createUser(t.app, t.db, { profile: 'personal' });
      await expect(guard()(requestOf(user))).resolves.toBeUndefined();
    });

    it('answers 403 with the onboarding banner to a user still onboarding', async () => {
      const user = await createUser(t.app, t.db, { profile: null });
      const error = await guard()(requestOf(user)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 403, errorName: 'ForbiddenError', message: ONBOARDING_BANNER });
      expect(ONBOARDING_BANNER).toBe('Kad galetumete ikelti skelbima butinai turite uzbaigti registracija cia');
    });

    it('treats a type without its profile, or a profile without accepted terms, as incomplete', async () => {
      const user = await createUser(t.app, t.db, { profile: 'company' });
      await t.db.updateTable('company_profiles').set({ terms_of_service: false }).where('user_id', '=', user.id).execute();
      expect(await isProfileComplete(t.db, user.id)).toBe(false);
      const other = await createUser(t.app, t.db, { profile: null });
      await t.db.updateTable('users').set({ profile_type: 'company' }).where('id', '=', other.id).execute();
      expect(await isProfileComplete(t.db, other.id)).toBe(false);
      expect(await isProfileComplete(t.db, 2147483000)).toBe(false);
    });

    it('refuses a request without a signed-in user', async () => {
      const error = await guard()({ authUser: null } as unknown as FastifyRequest).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401 });
    });
  });
});
