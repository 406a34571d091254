import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { insertListing, insertMakeAndModel, randomHash } from './helpers';

describe('accounts: GET /api/users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 in the error shape without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Prisijunkite', details: {} } });
  });

  it('shows the company profile and roles of a complete owner', async () => {
    const user = await createUser(t.app, t.db, { profile: 'company', roles: ['owner', 'team'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const profile = await t.db.selectFrom('company_profiles').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      username: user.email,
      confirmed: false,
      profileType: 'company',
      personalDetail: null,
      companyDetail: {
        id: profile.id,
        name: 'UAB Testo ratai',
        companyCode: '304567890',
        address: 'Gedimino pr. 1, Vilnius',
        vatNumber: null,
        email: user.email,
        phoneNumber: '+37061234567',
        termsOfService: true,
      },
      carAdvertisements: [],
      systemRoles: [{ name: 'owner' }, { name: 'team' }],
    });
  });

  it("lists the owner's listings, newest first, with review state, make, model and cover", async () => {
    const user = await createUser(t.app, t.db, { profile: 'personal' });
    const other = await createUser(t.app, t.db);
    const { make, model } = await insertMakeAndModel(t.db);
    const coverHash = randomHash();
    const older = await insertListing(t.db, user.id, {
      makeId: make.id,
      modelId: model.id,
      reviewStatus: 'rejected',
      rejectionReason: 'Neaiškios nuotraukos',
      visibility: 'hidden',
      price: 9900,
      createdAt: '2026-01-05T10:00:00.000Z',
    });
    const newer = await insertListing(t.db, user.id, {
      makeId: make.id,
      modelId: model.id,
      reviewStatus: 'approved',
      imageHashes: [coverHash, randomHash()],
      createdAt: '2026-02-01T08:30:00.000Z',
    });
    await insertListing(t.db, other.id, { makeId: make.id, modelId: model.id });

    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profileType).toBe('personal');
    expect(body.personalDetail).toMatchObject({ name: 'Jonas', surname: 'Jonaitis', individualActivityCertificate: '1234567' });
    expect(body.carAdvertisements).toEqual([
      {
        id: newer.id,
        slug: newer.slug,
        visibility: 'visible',
        reviewStatus: 'approved',
        rejectionReason: null,
        hiddenByTeam: null,
        headerImage: {
          url: `http://localhost:3000/api/uploads/cars/${coverHash}-480.webp`,
          formats: {
            card: `http://localhost:3000/api/uploads/cars/${coverHash}-480.webp`,
            gallery: `http://localhost:3000/api/uploads/cars/${coverHash}-1024.webp`,
            full: `http://localhost:3000/api/uploads/cars/${coverHash}-1920.webp`,
          },
        },
        isForTaxi: true,
        engineDisplacement: 1798,
        gearbox: 'automatic',
        bodyType: 'sedan',
        fuelType: 'hybrid',
        productionYear: 2018,
        odometer: 145000,
        price: 12500,
        fromPricePerMonth: 390,
        carMake: { id: make.id, name: make.name, slug: make.slug },
        carModel: { id: model.id, name: 'Corolla', slug: 'corolla' },
        saleStatus: 'available',
        createdAt: '2026-02-01T08:30:00.000Z',
        updatedAt: '2026-02-01T08:30:00.000Z',
        revision: null,
      },
      expect.objectContaining({
        id: older.id,
        visibility: 'hidden',
        reviewStatus: 'rejected',
        rejectionReason: 'Neaiškios nuotraukos',
        headerImage: null,
        price: 9900,
        createdAt: '2026-01-05T10:00:00.000Z',
      }),
    ]);
  });

  it('reads listings in a fixed number of queries, however many there are', async () => {
    const user = await createUser(t.app, t.db);
    const { make, model } = await insertMakeAndModel(t.db);
    const count = async () => {
      t.queries.length = 0;
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
      expect(res.statusCode).toBe(200);
      return { queries: t.queries.length, listings: res.json().carAdvertisements.length };
    };
    await insertListing(t.db, user.id, { makeId: make.id, modelId: model.id, imageHashes: [randomHash()] });
    const one = await count();
    for (let i = 0; i < 4; i++) await insertListing(t.db, user.id, { makeId: make.id, modelId: model.id, imageHashes: [randomHash()] });
    const five = await count();
    expect(one.listings).toBe(1);
    expect(five.listings).toBe(5);
    expect(five.queries).toBe(one.queries);
  });

  it('accepts and ignores the populate parameter of the original client', async () => {
    const user = await createUser(t.app, t.db);
    const plain = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    for (const query of ['populate=*', 'populate=personalDetail,companyDetail,carAdvertisements,systemRoles', 'populate[0]=personalDetail&populate[1]=systemRoles']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/me?${query}`, headers: user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(plain.json());
    }
  });

  it('documents the accounts routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/local/register',
        '/api/auth/local',
        '/api/users/me',
        '/api/users/me/password',
        '/api/system-role/complete-authentication',
        '/api/system-role/change-user-type',
        '/api/system-role/edit-user-data',
        '/api/system-role/delete-user',
        '/api/profiles/company',
        '/api/profiles/personal',
      ]),
    );
    const login = res.json().paths['/api/auth/local'].post;
    expect(login.tags).toEqual(['auth']);
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('identifier');
  });
});
