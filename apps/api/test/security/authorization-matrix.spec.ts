import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { listingFields, multipart, seedCatalog, type Catalog } from '../listings/listing-helpers';
import { insertCar } from '../catalog/cars';
import { applicationRows } from './application-rows';
import { isPublicRead, NO_STORE } from '../../src/http/cache-policy';
import { backOfficeRows } from './back-office-rows';
import { savedSearchRows } from './saved-search-rows';
import { leadOwnerRows } from './leads-owners-rows';
import { articleRows } from './article-rows';

/**
 * The authorization matrix: every route the API registers, tried as each of four callers —
 * anonymous, another owner, the owner of the data and the team — with every cell asserted,
 * the refusals too. Each cell runs in a fresh world (new users, a new listing) so destructive
 * calls cannot leak into the next cell. A route that is registered but missing here fails the
 * last test: a new route must take its place in the matrix before it can land.
 */

export type Role = 'anonymous' | 'otherOwner' | 'owner' | 'team';
export const ROLES: Role[] = ['anonymous', 'otherOwner', 'owner', 'team'];

export interface World {
  t: TestApp;
  catalog: Catalog;
  owner: TestUser;
  otherOwner: TestUser;
  team: TestUser;
  /** Approved, visible listing of `owner` with one image. */
  listing: { id: number; slug: string; imageId: number };
  /** Unique per cell, so per-IP limits of one cell never touch another. */
  remoteAddress: string;
  /** The caller of this cell (null when anonymous). */
  caller: TestUser | null;
  headers: Record<string, string>;
}

export interface MatrixRow {
  route: string;
  expect: Record<Role, number>;
  request: (world: World) => Promise<InjectOptions> | InjectOptions;
}

const same = (status: number): Record<Role, number> => ({ anonymous: status, otherOwner: status, owner: status, team: status });
const signedIn = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: status, owner: status, team: status });
/** Only the owner of the data; everyone else signed in gets 404, exactly like a missing id. */
const ownerOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 404, owner: status, team: 404 });
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 403, owner: 403, team: status });

const companyProfile = (email: string) => ({
  name: 'UAB Matricos ratai',
  companyCode: '304567891',
  address: 'Vilniaus g. 5, Vilnius',
  email,
  phoneNumber: '+37061234568',
  termsOfService: true,
});
const personalProfile = (email: string) => ({
  name: 'Ona',
  surname: 'Onaitytė',
  address: 'Savanorių pr. 3, Kaunas',
  individualActivityCertificate: '7654321',
  email,
  phoneNumber: '+37061234569',
  termsOfService: true,
});

let tinyPng: Buffer;
const json = (method: InjectOptions['method'], url: string, payload?: object) => (w: World): InjectOptions => ({
  method,
  url,
  headers: w.headers,
  remoteAddress: w.remoteAddress,
  ...(payload ? { payload } : {}),
});

async function form(w: World, method: 'POST' | 'PUT', url: string, fields: Record<string, string | string[]>, withImages: boolean) {
  const image = (field: string) => ({ field, name: 'nuotrauka.png', type: 'image/png', data: tinyPng });
  const body = await multipart(fields, withImages ? [image('headerImage'), image('gallery')] : []);
  return { method, url, payload: body.payload, headers: { ...w.headers, ...body.headers }, remoteAddress: w.remoteAddress } satisfies InjectOptions;
}

const self = (w: World): TestUser => w.caller ?? w.owner;

/** A draft of the world's owner (issue 16), made straight in the database. */
async function ownersDraft(w: World): Promise<number> {
  const row = await w.t.db.insertInto('listing_drafts').values({ owner_id: w.owner.id, fields: JSON.stringify({ vinCode: 'WVW' }) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const accountAndListingRows: MatrixRow[] = [
  { route: 'GET /api/health', expect: same(200), request: json('GET', '/api/health') },
  // Load balancers' probe; answers check names and ok/fail only (plugins/health.ts).
  { route: 'GET /api/ready', expect: same(200), request: json('GET', '/api/ready') },
  // Open here because the test app has no METRICS_TOKEN and is not production; with a token only
  // its bearer reads it (a user's session is not it), in production without one nobody
  // (test/operations/metrics.spec.ts). Labels are route patterns: no user's data in it.
  { route: 'GET /api/metrics', expect: same(200), request: json('GET', '/api/metrics') },

  // Accounts (spec §7)
  {
    route: 'POST /api/auth/local/register',
    expect: same(200),
    request: (w) => {
      const email = `naujas-${w.remoteAddress.replace(/\./g, '-')}@pavyzdys.lt`;
      return json('POST', '/api/auth/local/register', {
        identifier: email,
        email,
        username: email,
        password: 'Slaptas123!',
        termsAgreed: true,
        marketingAgreed: true,
      })(w);
    },
  },
  {
    route: 'POST /api/auth/local',
    expect: same(200),
    request: (w) => json('POST', '/api/auth/local', { identifier: w.owner.email, password: w.owner.password })(w),
  },
  // Password reset and e-mail confirmation (modules/accounts/recovery.ts): open to everyone, the
  // same answer whoever asks (no account enumeration); a made-up code is 400 for everyone.
  { route: 'POST /api/auth/forgot-password', expect: same(200), request: (w) => json('POST', '/api/auth/forgot-password', { email: w.owner.email })(w) },
  {
    route: 'POST /api/auth/reset-password',
    expect: same(400),
    request: json('POST', '/api/auth/reset-password', { code: 'x'.repeat(43), password: 'Naujas-slapt-1', passwordConfirmation: 'Naujas-slapt-1' }),
  },
  { route: 'POST /api/auth/send-email-confirmation', expect: same(200), request: (w) => json('POST', '/api/auth/send-email-confirmation', { email: w.owner.email })(w) },
  { route: 'GET /api/auth/email-confirmation', expect: same(400), request: json('GET', `/api/auth/email-confirmation?confirmation=${'y'.repeat(43)}`) },
  { route: 'GET /api/users/me', expect: signedIn(200), request: json('GET', '/api/users/me') },
  // Ends the caller's own sessions only (their session stamp); nobody else's.
  { route: 'POST /api/auth/logout', expect: signedIn(200), request: json('POST', '/api/auth/logout') },
  {
    route: 'PUT /api/users/me/password',
    expect: signedIn(200),
    request: (w) =>
      json('PUT', '/api/users/me/password', {
        currentPassword: self(w).password,
        newPassword: 'Naujas-slapt-1',
        confirmPassword: 'Naujas-slapt-1',
      })(w),
  },
  { route: 'POST /api/system-role/complete-authentication', expect: signedIn(200), request: json('POST', '/api/system-role/complete-authentication', {}) },
  {
    route: 'POST /api/system-role/change-user-type',
    expect: signedIn(200),
    request: json('POST', '/api/system-role/change-user-type', { profileType: 'personal' }),
  },
  {
    // Everyone sends the owner's profile id: only the owner may edit it.
    route: 'PUT /api/system-role/edit-user-data',
    expect: ownerOnly(200),
    request: async (w) => {
      const profile = await w.t.db.selectFrom('company_profiles').select('id').where('user_id', '=', w.owner.id).executeTakeFirstOrThrow();
      return json('PUT', '/api/system-role/edit-user-data', { id: profile.id, ...companyProfile(w.owner.email) })(w);
    },
  },
  {
    route: 'DELETE /api/system-role/delete-user',
    expect: signedIn(200),
    request: (w) => json('DELETE', '/api/system-role/delete-user', { password: self(w).password })(w),
  },
  {
    // Owners already have a company profile (409); the team account has none yet.
    route: 'POST /api/profiles/company',
    expect: { anonymous: 401, otherOwner: 409, owner: 409, team: 201 },
    request: (w) => json('POST', '/api/profiles/company', companyProfile(self(w).email))(w),
  },
  {
    route: 'PUT /api/profiles/company',
    expect: { anonymous: 401, otherOwner: 200, owner: 200, team: 404 },
    request: (w) => json('PUT', '/api/profiles/company', companyProfile(self(w).email))(w),
  },
  {
    route: 'POST /api/profiles/personal',
    expect: signedIn(201),
    request: (w) => json('POST', '/api/profiles/personal', personalProfile(self(w).email))(w),
  },
  {
    // Nobody in this world has a personal profile to update.
    route: 'PUT /api/profiles/personal',
    expect: { anonymous: 401, otherOwner: 404, owner: 404, team: 404 },
    request: (w) => json('PUT', '/api/profiles/personal', personalProfile(self(w).email))(w),
  },

  // Listings (spec §7): only the owner; the team is no owner (and has no profile to publish with).
  {
    route: 'POST /api/car-advertisement/create',
    expect: { anonymous: 401, otherOwner: 201, owner: 201, team: 403 },
    request: (w) => form(w, 'POST', '/api/car-advertisement/create', listingFields(w.catalog), true),
  },
  {
    route: 'PUT /api/car-advertisement/edit/:id',
    expect: ownerOnly(200),
    request: (w) =>
      form(w, 'PUT', `/api/car-advertisement/edit/${w.listing.id}`, { ...listingFields(w.catalog), keepImageIds: [String(w.listing.imageId)] }, false),
  },
  {
    route: 'PUT /api/car-advertisement/change-visibility',
    expect: ownerOnly(200),
    request: (w) => json('PUT', '/api/car-advertisement/change-visibility', { id: w.listing.id, visibility: 'hidden' })(w),
  },
  // Sale status (issue 16): the owner only, no review.
  {
    route: 'PUT /api/car-advertisement/change-sale-status',
    expect: ownerOnly(200),
    request: (w) => json('PUT', '/api/car-advertisement/change-sale-status', { id: w.listing.id, saleStatus: 'sold' })(w),
  },
  // Drafts and duplicates (issue 16): each signed-in user lists and starts their own; one draft only by its owner.
  { route: 'GET /api/listing-drafts', expect: signedIn(200), request: json('GET', '/api/listing-drafts') },
  { route: 'POST /api/listing-drafts', expect: signedIn(201), request: json('POST', '/api/listing-drafts', { fields: { vinCode: 'WVW' } }) },
  { route: 'GET /api/listing-drafts/:id', expect: ownerOnly(200), request: async (w) => json('GET', `/api/listing-drafts/${await ownersDraft(w)}`)(w) },
  {
    route: 'PUT /api/listing-drafts/:id',
    expect: ownerOnly(200),
    request: async (w) => json('PUT', `/api/listing-drafts/${await ownersDraft(w)}`, { fields: { price: '9000' } })(w),
  },
  { route: 'DELETE /api/listing-drafts/:id', expect: ownerOnly(200), request: async (w) => json('DELETE', `/api/listing-drafts/${await ownersDraft(w)}`)(w) },
  {
    route: 'POST /api/car-advertisement/duplicate/:id',
    expect: ownerOnly(201),
    request: (w) => json('POST', `/api/car-advertisement/duplicate/${w.listing.id}`)(w),
  },
  { route: 'DELETE /api/car-advertisement/delete/:id', expect: ownerOnly(200), request: (w) => json('DELETE', `/api/car-advertisement/delete/${w.listing.id}`)(w) },
  { route: 'GET /api/car-advertisement/mine/:id', expect: ownerOnly(200), request: (w) => json('GET', `/api/car-advertisement/mine/${w.listing.id}`)(w) },
  // Statistics (issue 16): each signed-in user reads their own cars' (another owner's list is their own, empty);
  // one car's only by its owner; the car page's counters are public (no body, no cookie).
  { route: 'GET /api/car-advertisement/stats', expect: signedIn(200), request: json('GET', '/api/car-advertisement/stats') },
  {
    route: 'GET /api/car-advertisement/mine/:id/stats',
    expect: ownerOnly(200),
    request: (w) => json('GET', `/api/car-advertisement/mine/${w.listing.id}/stats`)(w),
  },
  { route: 'POST /api/car-advertisements/:slug/view', expect: same(204), request: (w) => json('POST', `/api/car-advertisements/${w.listing.slug}/view`)(w) },
  {
    route: 'POST /api/car-advertisements/:slug/calculator',
    expect: same(204),
    request: (w) => json('POST', `/api/car-advertisements/${w.listing.slug}/calculator`)(w),
  },

  // Moderation: the team only.
  { route: 'GET /api/moderation/car-advertisements', expect: teamOnly(200), request: json('GET', '/api/moderation/car-advertisements?status=approved') },
  { route: 'GET /api/moderation/car-advertisements/:id', expect: teamOnly(200), request: (w) => json('GET', `/api/moderation/car-advertisements/${w.listing.id}`)(w) },
  {
    route: 'POST /api/moderation/car-advertisements/:id/approve',
    expect: teamOnly(200),
    request: (w) => json('POST', `/api/moderation/car-advertisements/${w.listing.id}/approve`, {})(w),
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/reject',
    expect: teamOnly(200),
    request: (w) => json('POST', `/api/moderation/car-advertisements/${w.listing.id}/reject`, { reason: 'Netinkamos nuotraukos' })(w),
  },
  // The team's hide / unhide / delete with a reason, and bulk approve (issue 14).
  {
    route: 'POST /api/moderation/car-advertisements/:id/hide',
    expect: teamOnly(200),
    request: (w) => json('POST', `/api/moderation/car-advertisements/${w.listing.id}/hide`, { reason: 'Automobilis jau parduotas' })(w),
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/unhide',
    expect: teamOnly(200),
    request: async (w) => {
      await w.t.db
        .updateTable('car_advertisements')
        .set({ hidden_by_team_at: new Date(), hidden_by_team_reason: 'Automobilis jau parduotas' })
        .where('id', '=', w.listing.id)
        .execute();
      return json('POST', `/api/moderation/car-advertisements/${w.listing.id}/unhide`, { reason: 'Savininkas pataisė skelbimą' })(w);
    },
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/delete',
    expect: teamOnly(200),
    request: (w) => json('POST', `/api/moderation/car-advertisements/${w.listing.id}/delete`, { reason: 'Skelbimas pažeidžia taisykles' })(w),
  },
  {
    route: 'POST /api/moderation/car-advertisements/bulk-approve',
    expect: teamOnly(200),
    request: (w) => json('POST', '/api/moderation/car-advertisements/bulk-approve', { ids: [w.listing.id] })(w),
  },

  // Public reading: everyone, signed in or not.
  { route: 'GET /api/car-advertisements', expect: same(200), request: json('GET', '/api/car-advertisements?carMake=skoda') },
  { route: 'GET /api/car-advertisements/:slug', expect: same(200), request: (w) => json('GET', `/api/car-advertisements/${w.listing.slug}`)(w) },
  { route: 'GET /api/car-advertisements/:slug/similar', expect: same(200), request: (w) => json('GET', `/api/car-advertisements/${w.listing.slug}/similar`)(w) },
  { route: 'GET /api/car-makes', expect: same(200), request: json('GET', '/api/car-makes') },
  { route: 'GET /api/car-model/:makeId', expect: same(200), request: (w) => json('GET', `/api/car-model/${w.catalog.makeId}`)(w) },
  { route: 'GET /api/car-feature-categories', expect: same(200), request: json('GET', '/api/car-feature-categories') },
  { route: 'GET /api/article-categories', expect: same(200), request: json('GET', '/api/article-categories') },
  { route: 'GET /api/articles', expect: same(200), request: json('GET', '/api/articles') },
  { route: 'GET /api/articles/:slug', expect: same(200), request: json('GET', '/api/articles/matricos-straipsnis') },

  // Social sign-in is off in this configuration: every caller gets the same 404.
  { route: 'GET /api/connect/providers', expect: same(200), request: json('GET', '/api/connect/providers') },
  { route: 'GET /api/connect/google', expect: same(404), request: json('GET', '/api/connect/google') },
  { route: 'GET /api/connect/google/callback', expect: same(404), request: json('GET', '/api/connect/google/callback?code=x&state=y') },
];

describe('authorization matrix', () => {
  let t: TestApp;
  let catalog: Catalog;
  let cell = 0;
  const rows: MatrixRow[] = [...accountAndListingRows, ...applicationRows, ...backOfficeRows, ...savedSearchRows, ...leadOwnerRows, ...articleRows];

  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await seedCatalog(t.db);
    tinyPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
    const category = await t.db
      .insertInto('article_categories')
      .values({ slug: 'matrica', name: 'Matrica', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('articles')
      .values({
        slug: 'matricos-straipsnis',
        title: 'Straipsnis',
        excerpt: 'Trumpai',
        content_markdown: 'Tekstas',
        content_html: '<p>Tekstas</p>',
        category_id: category.id,
        published_at: new Date(Date.now() - 60_000),
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  async function freshWorld(role: Role): Promise<World> {
    cell += 1;
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const otherOwner = await createUser(t.app, t.db, { profile: 'company' });
    const team = await createTeamUser(t.app, t.db);
    const car = await insertCar(t.db, owner.id, { make: 'skoda', model: 'octavia-zalia', images: [{ hash: `matrix${cell}`.padEnd(32, '0'), isCover: true }] });
    const image = await t.db.selectFrom('car_images').select('id').where('car_advertisement_id', '=', car.id).executeTakeFirstOrThrow();
    const caller = role === 'anonymous' ? null : { owner, otherOwner, team }[role];
    return {
      t,
      catalog,
      owner,
      otherOwner,
      team,
      listing: { id: car.id, slug: car.slug, imageId: image.id },
      remoteAddress: `10.${Math.floor(cell / 250)}.${cell % 250}.7`,
      caller,
      headers: caller ? caller.auth : {},
    };
  }

  for (const row of [...accountAndListingRows, ...applicationRows, ...backOfficeRows, ...savedSearchRows, ...leadOwnerRows, ...articleRows]) {
    describe(row.route, () => {
      it.each(ROLES)('as %s', async (role) => {
        const world = await freshWorld(role);
        const res = await t.app.inject(await row.request(world));
        const detail = res.statusCode === row.expect[role] ? '' : ` — body: ${res.body.slice(0, 300)}`;
        expect(`${res.statusCode}${detail}`).toBe(String(row.expect[role]));
        // Issue 18, item 7: every answer of a route that is not a public read (personal data,
        // sessions, the team's views), refusals included, tells caches not to keep it.
        const [method, url] = row.route.split(' ') as [string, string];
        const cacheControl = res.headers['cache-control'];
        if (isPublicRead(method, url)) expect(`${row.route}: ${String(cacheControl)}`).not.toBe(`${row.route}: ${NO_STORE}`);
        else expect(`${row.route}: ${String(cacheControl)}`).toBe(`${row.route}: ${NO_STORE}`);
        if (res.statusCode >= 400) {
          // Refusals keep the error shape, in Lithuanian, and never a stack trace.
          const body = res.json() as { data: unknown; error: { status: number; message: string } };
          expect(body.data).toBeNull();
          expect(body.error.status).toBe(res.statusCode);
          expect(body.error.message).not.toMatch(/at \S+ \(|Error:/);
        }
      });
    });
  }

  // Issue 18, item 5: authorization that no route row shows — roles a caller could give itself,
  // and a team member reviewing their own listing.
  it.each(['otherOwner', 'owner', 'team'] as const)('lets no %s give itself another role', async (role) => {
    const world = await freshWorld(role);
    const caller = self(world);
    const rolesOf = async () =>
      (await t.db.selectFrom('user_roles').select('role').where('user_id', '=', caller.id).orderBy('role').execute()).map((r) => r.role);
    const before = await rolesOf();
    for (const body of [{}, { profileType: 'personal' }, { profileType: 'company' }]) {
      const res = await t.app.inject(json('POST', '/api/system-role/complete-authentication', body)(world));
      expect(res.statusCode).toBe(200);
      expect(res.json().systemRoles).toEqual(before.map((name) => ({ name })));
    }
    expect(await rolesOf()).toEqual(before);
  });

  it('lets no team member approve, reject or unhide a listing of their own', async () => {
    const world = await freshWorld('team');
    const own = await insertCar(t.db, world.team.id, { make: 'skoda', model: 'octavia-zalia' });
    await t.db.updateTable('car_advertisements').set({ hidden_by_team_at: new Date(), hidden_by_team_reason: 'Tikrinama' }).where('id', '=', own.id).execute();
    const paths = [['approve', {}], ['reject', { reason: 'Netinkamos nuotraukos' }], ['unhide', { reason: 'Patikrinta' }]] as const;
    for (const [path, body] of paths) {
      const res = await t.app.inject(json('POST', `/api/moderation/car-advertisements/${own.id}/${path}`, body)(world));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    }
  });

  it('covers every registered route', () => {
    const covered = new Set(rows.map((r) => r.route));
    const registered = t.routes.filter((r) => r.includes(' /api/') && !r.includes('/api/docs') && !r.includes('/api/uploads'));
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !registered.includes(r))).toEqual([]);
  });
});
