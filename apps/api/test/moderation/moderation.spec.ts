import { loadCarBySlug } from '../../src/modules/cars/car-read';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { GREEN, RED, fieldErrors, listingFields, png, pngFile, seedCatalog, sendForm, type Catalog } from '../listings/listing-helpers';

const QUEUE = '/api/moderation/car-advertisements';

describe('moderation of car advertisements', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let team: TestUser;
  let red: Buffer;
  let green: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    team = await createTeamUser(t.app, t.db);
    [red, green] = await Promise.all([png(400, 300, RED), png(400, 300, GREEN)]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function submit(overrides: Record<string, string> = {}): Promise<{ id: number; slug: string }> {
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog, overrides), [
      pngFile('headerImage', red),
      pngFile('gallery', green),
    ]);
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  const isPublic = async (slug: string) => (await loadCarBySlug(t.db, t.app.storage, slug, { publicOnly: true })) !== null;

  it('approving makes a pending listing public', async () => {
    const car = await submit();
    expect(await isPublic(car.slug)).toBe(false);

    const res = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: team.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: car.id, reviewStatus: 'approved', rejectionReason: null, owner: { id: owner.id, email: owner.email } });

    const row = await t.db.selectFrom('car_advertisements').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ review_status: 'approved', reviewed_by: team.id });
    expect(row.reviewed_at).not.toBeNull();
    expect(await isPublic(car.slug)).toBe(true);

    // Hidden by its owner, an approved listing is not public either.
    await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'hidden' } });
    expect(await isPublic(car.slug)).toBe(false);
  });

  it('rejecting stores the reason for the owner; an edit sends it back to review', async () => {
    const car = await submit();
    const res = await t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${car.id}/reject`,
      headers: team.auth,
      payload: { reason: '  Nuotraukose matyti valstybinis numeris.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reviewStatus: 'rejected', rejectionReason: 'Nuotraukose matyti valstybinis numeris.' });
    expect(await isPublic(car.slug)).toBe(false);

    const mine = await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth });
    expect(mine.json()).toMatchObject({ reviewStatus: 'rejected', rejectionReason: 'Nuotraukose matyti valstybinis numeris.' });

    const images = (mine.json() as { images: { id: number }[] }).images;
    const edited = await sendForm(t, 'PUT', `/api/car-advertisement/edit/${car.id}`, owner.auth, {
      ...listingFields(catalog),
      keepImageIds: String(images[1].id),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ reviewStatus: 'pending', rejectionReason: null });

    // Approving after a rejection clears the reason.
    const approved = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: team.auth });
    expect(approved.json()).toMatchObject({ reviewStatus: 'approved', rejectionReason: null });
  });

  it('validates the rejection reason in Lithuanian', async () => {
    const car = await submit();
    const cases: [unknown, string][] = [
      [{}, 'Laukas yra privalomas'],
      [{ reason: '   ' }, 'Laukas yra privalomas'],
      [{ reason: 'Ne' }, 'Per trumpas tekstas (mažiausiai 3 simb.)'],
      [{ reason: 'x'.repeat(1001) }, 'Per ilgas tekstas (daugiausia 1000 simb.)'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/reject`, headers: team.auth, payload: payload as Record<string, unknown> });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.json())).toEqual({ reason: message });
    }
    const unknown = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/reject`, headers: team.auth, payload: { reason: 'Gerai', extra: 1 } });
    expect(fieldErrors(unknown.json())).toEqual({ extra: 'Nežinomas laukas' });
    const row = await t.db.selectFrom('car_advertisements').select('review_status').where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
  });

  it('lists the queue oldest first with pagination, by status', async () => {
    await t.db.deleteFrom('car_advertisements').execute();
    const created: number[] = [];
    for (let i = 0; i < 12; i += 1) created.push((await submit()).id);
    // Make creation times distinct and out of id order: the queue must sort by time, not id.
    for (const [index, id] of created.entries()) {
      await t.db
        .updateTable('car_advertisements')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, 12 - index)) })
        .where('id', '=', id)
        .execute();
    }
    await t.app.inject({ method: 'POST', url: `${QUEUE}/${created[0]}/approve`, headers: team.auth });

    const first = await t.app.inject({ method: 'GET', url: QUEUE, headers: team.auth });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: { id: number; reviewStatus: string; owner: { email: string } }[]; meta: unknown };
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 10, pageCount: 2, total: 11 } });
    expect(body.data.map((c) => c.id)).toEqual(created.slice(1).reverse().slice(0, 10));
    expect(body.data.every((c) => c.reviewStatus === 'pending' && c.owner.email === owner.email)).toBe(true);

    const second = await t.app.inject({ method: 'GET', url: `${QUEUE}?status=pending&page=2`, headers: team.auth });
    expect((second.json() as { data: { id: number }[] }).data.map((c) => c.id)).toEqual([created[1]]);

    const approved = await t.app.inject({ method: 'GET', url: `${QUEUE}?status=approved`, headers: team.auth });
    expect(approved.json()).toMatchObject({ data: [{ id: created[0] }], meta: { pagination: { total: 1, pageCount: 1 } } });

    const bad = await t.app.inject({ method: 'GET', url: `${QUEUE}?status=lost&page=0`, headers: team.auth });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json())).toEqual({ status: 'Neteisinga reikšmė', page: 'Reikšmė turi būti ne mažesnė nei 1' });
  });

  it('shows one listing with its owner, 404 for a missing one', async () => {
    const car = await submit();
    const res = await t.app.inject({ method: 'GET', url: `${QUEUE}/${car.id}`, headers: team.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: car.id, reviewStatus: 'pending', owner: { id: owner.id, email: owner.email } });
    for (const url of [`${QUEUE}/987654`, `${QUEUE}/987654/approve`, `${QUEUE}/987654/reject`, `${QUEUE}/abc`]) {
      const method = url.endsWith('approve') || url.endsWith('reject') ? 'POST' : 'GET';
      const payload = url.endsWith('reject') ? { reason: 'Netinkama' } : url.endsWith('approve') ? {} : undefined;
      const missing = await t.app.inject({ method, url, headers: team.auth, payload });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('is for the team only: 403 for owners, 401 without a session', async () => {
    const car = await submit();
    const calls: { method: 'GET' | 'POST'; url: string; payload?: Record<string, string> }[] = [
      { method: 'GET', url: QUEUE },
      { method: 'GET', url: `${QUEUE}/${car.id}` },
      { method: 'POST', url: `${QUEUE}/${car.id}/approve` },
      { method: 'POST', url: `${QUEUE}/${car.id}/reject`, payload: { reason: 'Netinkama' } },
    ];
    for (const call of calls) {
      const asOwner = await t.app.inject({ ...call, headers: owner.auth });
      expect(asOwner.statusCode).toBe(403);
      expect(asOwner.json().error.name).toBe('ForbiddenError');
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode).toBe(401);
    }
    const row = await t.db.selectFrom('car_advertisements').select(['review_status', 'reviewed_by']).where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ review_status: 'pending', reviewed_by: null });
  });

  it('refuses a team member their own listing with a Lithuanian 403; another team member may review it (issue 18, item 5)', async () => {
    // A team account with a complete profile can upload a car like any owner...
    const member = await createUser(t.app, t.db, { profile: 'personal', roles: ['team'] });
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', member.auth, listingFields(catalog), [
      pngFile('headerImage', red),
      pngFile('gallery', green),
    ]);
    expect(res.statusCode).toBe(201);
    const car: { id: number; slug: string } = res.json();
    // ...but cannot approve (or reject) it into the public view itself.
    const forbidden = {
      data: null,
      error: {
        status: 403,
        name: 'ForbiddenError',
        message: 'Savo paties skelbimo patvirtinti ar atmesti negalite – jį turi peržiūrėti kitas komandos narys.',
        details: {},
      },
    };
    const approve = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: member.auth });
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toEqual(forbidden);
    const reject = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/reject`, headers: member.auth, payload: { reason: 'Netinkama' } });
    expect(reject.json()).toEqual(forbidden);
    const row = await t.db.selectFrom('car_advertisements').select(['review_status', 'reviewed_by']).where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ review_status: 'pending', reviewed_by: null });
    expect(await isPublic(car.slug)).toBe(false);

    const byColleague = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: team.auth });
    expect(byColleague.statusCode).toBe(200);
    expect(await isPublic(car.slug)).toBe(true);
  });
});
