import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { insertCar } from '../catalog/cars';

/**
 * The back office's 'Savininkai' (issue 14): owners with profile, listings and counts, searched
 * and paged on the server (an owner's listings too); block / unblock with a reason. A blocked owner cannot sign in, their
 * sessions end, their listings leave the search (cached answers included), the car page and the
 * sitemap's source, and return when unblocked. PGlite by default, PostgreSQL with DATABASE_URL.
 */

const REASON = 'Skelbimuose nurodyti svetimi automobiliai';

describe('team owners', () => {
  let t: TestApp;
  let team: TestUser;

  const get = (url: string, who: TestUser | null = team) => t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
  const post = (url: string, payload: object, who: TestUser | null = team) => t.app.inject({ method: 'POST', url, payload, headers: who ? who.auth : {} });
  const login = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier: user.email, password: user.password } });
  const searchSlugs = async () =>
    ((await get('/api/car-advertisements?pageSize=50', null)).json().data as { slug: string }[]).map((c) => c.slug);

  beforeAll(async () => {
    t = await buildTestApp();
    team = await createTeamUser(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists owners with their counts, newest first; team accounts are not owners', async () => {
    const owner = await createUser(t.app, t.db, { profile: 'company', email: `skaiciai-${Date.now()}@pavyzdys.lt` });
    await insertCar(t.db, owner.id);
    await insertCar(t.db, owner.id, { visibility: 'hidden' });
    const approved = await insertCar(t.db, owner.id);
    await insertCar(t.db, owner.id, { review_status: 'pending' });
    // A pending edit of an approved listing is a revision row: pending, not another listing.
    await insertCar(t.db, owner.id, { review_status: 'pending', visibility: 'hidden', revision_of: approved.id });

    const res = await get('/api/moderation/owners');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0]).toEqual({
      id: owner.id,
      email: owner.email,
      displayName: 'UAB Testo ratai',
      profileType: 'company',
      counts: { total: 4, public: 2, pending: 2 },
      blocked: null,
      createdAt: expect.any(String),
    });
    expect(body.data.map((o: { id: number }) => o.id)).not.toContain(team.id);
    expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('searches by part of the e-mail or the name, any letter case, and pages on the server', async () => {
    const person = await createUser(t.app, t.db, { profile: 'personal', email: `ieskomas-${Date.now()}@pavyzdys.lt` });
    await t.db.updateTable('personal_profiles').set({ name: 'Rūta', surname: 'Paieškaitė' }).where('user_id', '=', person.id).execute();
    for (const q of ['IESKOMAS-', 'paieškaitė', 'rūta paieš']) {
      const found = (await get(`/api/moderation/owners?q=${encodeURIComponent(q)}`)).json();
      expect(found.data.map((o: { id: number }) => o.id)).toEqual([person.id]);
      expect(found.data[0].displayName).toBe('Rūta Paieškaitė');
      expect(found.meta.pagination.total).toBe(1);
    }
    // % and _ are letters here, not wildcards.
    expect((await get('/api/moderation/owners?q=%25')).json().data).toEqual([]);

    for (let i = 0; i < 21; i += 1) await createUser(t.app, t.db, { profile: null, email: `puslapiai-${i}-${Date.now()}@pavyzdys.lt` });
    const first = (await get('/api/moderation/owners?q=puslapiai-')).json();
    const second = (await get('/api/moderation/owners?q=puslapiai-&page=2')).json();
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(1);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 2, total: 21 });
    expect(second.data[0].displayName).toBeNull();
  });

  it('opens an owner with the profile and counts; a personal code typed as the certificate is masked', async () => {
    const person = await createUser(t.app, t.db, { profile: 'personal' });
    await t.db.updateTable('personal_profiles').set({ individual_activity_certificate: '39001010000' }).where('user_id', '=', person.id).execute();
    await insertCar(t.db, person.id, { make: 'skoda', model: 'octavia', production_year: 2017, price: 8900 });
    const res = await get(`/api/moderation/owners/${person.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.personal).toMatchObject({ name: 'Jonas', surname: 'Jonaitis', individualActivityCertificate: '3**********' });
    expect(detail.company).toBeNull();
    expect(detail.counts).toEqual({ total: 1, public: 1, pending: 0 });
    // The listings come a page at a time from their own list, not with the profile.
    expect(detail).not.toHaveProperty('listings');
    expect(JSON.stringify(detail)).not.toContain('39001010000');
    // An ordinary certificate number is shown as it is.
    const other = await createUser(t.app, t.db, { profile: 'personal' });
    expect((await get(`/api/moderation/owners/${other.id}`)).json().personal.individualActivityCertificate).toBe('1234567');
  });

  it("pages an owner's listings on the server, newest first, with the exact total; a pending edit is not a listing", async () => {
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 12, minutes));
    const first = await insertCar(t.db, owner.id, { make: 'skoda', model: 'octavia', production_year: 2017, price: 8900, created_at: at(0) });
    const ids = [first.id];
    for (let i = 1; i < 20; i += 1) ids.push((await insertCar(t.db, owner.id, { created_at: at(i) })).id);
    // Two listings of the same minute: the newer id first.
    ids.push((await insertCar(t.db, owner.id, { created_at: at(30), review_status: 'pending' })).id);
    ids.push((await insertCar(t.db, owner.id, { created_at: at(30), visibility: 'hidden' })).id);
    await insertCar(t.db, owner.id, { review_status: 'pending', visibility: 'hidden', revision_of: first.id, created_at: at(40) });
    // Another owner's listing stays out.
    const stranger = await createUser(t.app, t.db, { profile: 'company' });
    await insertCar(t.db, stranger.id, { created_at: at(50) });

    const newestFirst = [ids[21], ids[20], ...ids.slice(0, 20).reverse()];
    const page1 = await get(`/api/moderation/owners/${owner.id}/listings`);
    expect(page1.statusCode).toBe(200);
    const page2 = (await get(`/api/moderation/owners/${owner.id}/listings?page=2`)).json();
    expect(page1.json().meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 2, total: 22 });
    expect(page2.meta.pagination).toEqual({ page: 2, pageSize: 20, pageCount: 2, total: 22 });
    expect([...page1.json().data, ...page2.data].map((l: { id: number }) => l.id)).toEqual(newestFirst);
    expect(page1.json().data.slice(0, 2).map((l: { reviewStatus: string; visibility: string; isPublic: boolean }) => [l.reviewStatus, l.visibility, l.isPublic])).toEqual([
      ['approved', 'hidden', false],
      ['pending', 'visible', false],
    ]);
    expect(page2.data[1]).toEqual({
      id: first.id,
      slug: first.slug,
      title: 'Skoda Octavia, 2017',
      price: 8900,
      reviewStatus: 'approved',
      visibility: 'visible',
      isPublic: true,
      createdAt: at(0).toISOString(),
    });
    // Past the last page: no rows, the same total.
    expect((await get(`/api/moderation/owners/${owner.id}/listings?page=3`)).json()).toEqual({ data: [], meta: { pagination: { page: 3, pageSize: 20, pageCount: 2, total: 22 } } });
    // The owner's counts agree with the list's total.
    expect((await get(`/api/moderation/owners/${owner.id}`)).json().counts).toEqual({ total: 22, public: 20, pending: 2 });

    const none = (await get(`/api/moderation/owners/${stranger.id}/listings`)).json();
    expect(none.meta.pagination.total).toBe(1);
    const bad = await get(`/api/moderation/owners/${owner.id}/listings?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors).toEqual([{ path: ['page'], message: 'Reikšmė turi būti ne mažesnė nei 1' }]);
    // Not an owner (a team account, an unknown id, not a number): 404.
    for (const id of [String(team.id), '999999', 'x']) {
      const missing = await get(`/api/moderation/owners/${id}/listings`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Savininkas nerastas');
    }
  });

  it('blocks: no sign-in, sessions end, listings leave the search, the car page and stay hidden when added; unblock restores', async () => {
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const car = await insertCar(t.db, owner.id, { make: 'volvo', model: 'v60' });
    // Fill the search caches with the car first: the block must clear them.
    expect(await searchSlugs()).toContain(car.slug);
    expect(await searchSlugs()).toContain(car.slug);
    expect((await get('/api/users/me', owner)).statusCode).toBe(200);

    const blocked = await post(`/api/moderation/owners/${owner.id}/block`, { reason: `  ${REASON} ` });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: owner.id, blocked: { at: expect.any(String), reason: REASON }, counts: { total: 1, public: 0, pending: 0 } });

    expect(await searchSlugs()).not.toContain(car.slug);
    expect((await get(`/api/car-advertisements/${car.slug}`, null)).statusCode).toBe(404);
    expect((await get('/api/users/me', owner)).statusCode).toBe(401);
    const refused = await login(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
      message: 'Jūsų paskyra užblokuota, todėl prisijungti negalite. Jei manote, kad tai klaida, susisiekite su Ratai komanda.',
    });
    // A wrong password tells nothing about the block.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier: owner.email, password: 'Neteisingas1!' } });
    expect(wrong.statusCode).toBe(400);
    // A listing written while blocked (a seed, SQL by hand) is hidden as well.
    const later = await insertCar(t.db, owner.id, { make: 'volvo', model: 'v60' });
    expect(await searchSlugs()).not.toContain(later.slug);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'owner').where('target_id', '=', String(owner.id)).execute();
    expect(audit.map((a) => [a.action, a.actor_id, a.reason])).toEqual([['owner.block', team.id, REASON]]);

    const unblocked = await post(`/api/moderation/owners/${owner.id}/unblock`, { reason: 'Paaiškino, dokumentai tvarkingi' });
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ blocked: null, counts: { total: 2, public: 2 } });
    const slugs = await searchSlugs();
    expect(slugs).toEqual(expect.arrayContaining([car.slug, later.slug]));
    expect((await get(`/api/car-advertisements/${car.slug}`, null)).statusCode).toBe(200);
    // The sessions the block ended stay ended; signing in again works.
    expect((await get('/api/users/me', owner)).statusCode).toBe(401);
    const again = await login(owner);
    expect(again.statusCode).toBe(200);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${again.json().jwt}` } });
    expect(fresh.statusCode).toBe(200);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'owner').where('target_id', '=', String(owner.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['owner.block', 'owner.unblock']);
  });

  it('refuses to block oneself, another team account, twice, or without a reason', async () => {
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const teamOwner = await createUser(t.app, t.db, { profile: 'company', roles: ['owner', 'team'] });
    const self = await createUser(t.app, t.db, { profile: 'company', roles: ['owner', 'team'] });

    const own = await post(`/api/moderation/owners/${self.id}/block`, { reason: REASON }, self);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Savo paskyros užblokuoti negalite.');
    const colleague = await post(`/api/moderation/owners/${teamOwner.id}/block`, { reason: REASON });
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().error.message).toBe('Komandos paskyrų blokuoti negalima.');
    // A team account without the owner role is not an owner at all.
    expect((await post(`/api/moderation/owners/${team.id}/block`, { reason: REASON }, self)).statusCode).toBe(404);

    const missing = await post(`/api/moderation/owners/${owner.id}/block`, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.errors).toEqual([{ path: ['reason'], message: 'Nurodykite priežastį' }]);
    expect((await post(`/api/moderation/owners/${owner.id}/unblock`, { reason: REASON })).statusCode).toBe(409);
    expect((await post(`/api/moderation/owners/${owner.id}/block`, { reason: REASON })).statusCode).toBe(200);
    const twice = await post(`/api/moderation/owners/${owner.id}/block`, { reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Savininkas jau užblokuotas.');
    for (const id of ['999999', 'x']) {
      expect((await get(`/api/moderation/owners/${id}`)).statusCode).toBe(404);
      expect((await post(`/api/moderation/owners/${id}/block`, { reason: REASON })).statusCode).toBe(404);
    }
    // Nothing of the refused calls reached the log.
    const entries = await t.db.selectFrom('audit_log').select('target_id').where('action', '=', 'owner.block').execute();
    expect(entries.map((e) => e.target_id)).not.toEqual(expect.arrayContaining([String(self.id), String(teamOwner.id), String(team.id)]));
  });

  it('is the team’s only: 401 without a session, 403 for an owner', async () => {
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const other = await createUser(t.app, t.db, { profile: 'company' });
    expect((await get('/api/moderation/owners', null)).statusCode).toBe(401);
    expect((await get('/api/moderation/owners', owner)).statusCode).toBe(403);
    expect((await get(`/api/moderation/owners/${other.id}`, owner)).statusCode).toBe(403);
    expect((await get(`/api/moderation/owners/${other.id}/listings`, owner)).statusCode).toBe(403);
    expect((await get(`/api/moderation/owners/${other.id}/listings`, null)).statusCode).toBe(401);
    expect((await post(`/api/moderation/owners/${other.id}/block`, { reason: REASON }, owner)).statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select('blocked_at').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.blocked_at).toBeNull();
  });

  it('logs ids only, not the team’s reason', () => {
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(REASON);
    expect(logs).toMatch(/owner blocked by the team/);
  });
});
