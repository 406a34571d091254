import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { BLUE, GREEN, RED, fieldErrors, filesOf, listingFields, png, pngFile, seedCatalog, sendForm, storedFiles, type Catalog } from '../listings/listing-helpers';
import { deleteListing } from '../../src/modules/moderation/team-actions';
import { insertCar } from '../catalog/cars';

const QUEUE = '/api/moderation/car-advertisements';

/**
 * The team's hide, unhide and delete of any listing with a reason, and the queue's bulk approve
 * (issue 14): what the public, the owner, the outbox and the audit log see. PGlite by default,
 * PostgreSQL with DATABASE_URL.
 */
describe('team actions on listings', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let team: TestUser;
  let otherTeam: TestUser;
  let size = 300;

  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    team = await createTeamUser(t.app, t.db);
    otherTeam = await createTeamUser(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A listing of `as` with two photos of its own (a new size each time: no photo shared by accident). */
  async function submit(as: TestUser = owner, photos?: Buffer[]): Promise<{ id: number; slug: string }> {
    size += 1;
    const [header, gallery] = photos ?? (await Promise.all([png(size, 200, RED), png(size, 200, GREEN)]));
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', as.auth, listingFields(catalog), [pngFile('headerImage', header), pngFile('gallery', gallery)]);
    expect(res.statusCode).toBe(201);
    return res.json();
  }
  async function approved(as: TestUser = owner, photos?: Buffer[]) {
    const car = await submit(as, photos);
    expect((await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: (as === otherTeam ? team : otherTeam).auth })).statusCode).toBe(200);
    return car;
  }
  const post = (url: string, payload: object, as: TestUser = team) => t.app.inject({ method: 'POST', url, headers: as.auth, payload });
  const search = async () => (await t.app.inject({ method: 'GET', url: '/api/car-advertisements?pageSize=50' })).json<{ data: { id: number }[] }>().data.map((c) => c.id);
  const carPage = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` })).statusCode;
  const outbox = (template: string) => t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text']).where('template', '=', template).execute();
  const audit = (id: number) =>
    t.db.selectFrom('audit_log').select(['action', 'actor_id', 'reason']).where('target_type', '=', 'listing').where('target_id', '=', String(id)).orderBy('id').execute();

  it('answers 401 without a session and 403 to an owner', async () => {
    const car = await approved();
    expect((await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/hide`, payload: { reason: 'Automobilis parduotas' } })).statusCode).toBe(401);
    expect((await post(`${QUEUE}/${car.id}/delete`, { reason: 'Automobilis parduotas' }, owner)).statusCode).toBe(403);
  });

  describe('hide', () => {
    it('takes the listing off search and its page at once; the owner reads why and gets the e-mail', async () => {
      const car = await approved();
      expect(await search()).toContain(car.id);
      const res = await post(`${QUEUE}/${car.id}/hide`, { reason: '  Automobilis jau parduotas  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: car.id, reviewStatus: 'approved', visibility: 'visible', hiddenByTeam: { reason: 'Automobilis jau parduotas' } });

      expect(await search()).not.toContain(car.id);
      expect(await carPage(car.slug)).toBe(404);

      const mine = await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth });
      expect(mine.json().hiddenByTeam).toEqual({ reason: 'Automobilis jau parduotas', hiddenAt: expect.any(String) });
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
      const listed = (me.json() as { carAdvertisements: { id: number; hiddenByTeam: unknown }[] }).carAdvertisements.find((c) => c.id === car.id);
      expect(listed?.hiddenByTeam).toMatchObject({ reason: 'Automobilis jau parduotas' });

      const mails = (await outbox('listing.hidden_by_team')).filter((m) => m.subject.includes('paslėptas'));
      expect(mails.at(-1)).toMatchObject({ to_address: owner.email });
      expect(mails.at(-1)?.text).toContain('Priežastis: Automobilis jau parduotas');
      expect(await audit(car.id)).toEqual(expect.arrayContaining([{ action: 'listing.hide', actor_id: team.id, reason: 'Automobilis jau parduotas' }]));
    });

    it('cannot be undone by the owner: show, edit and an approved revision keep it hidden', async () => {
      const car = await approved();
      expect((await post(`${QUEUE}/${car.id}/hide`, { reason: 'Tikriname dokumentus' })).statusCode).toBe(200);
      const shown = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'visible' } });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().hiddenByTeam).toMatchObject({ reason: 'Tikriname dokumentus' });
      // An edit of the approved listing is a revision; approving it must not lift the hiding.
      const mine = (await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth })).json<{ images: { id: number }[] }>();
      const edited = await sendForm(t, 'PUT', `/api/car-advertisement/edit/${car.id}`, owner.auth, {
        ...listingFields(catalog, { price: '17777' }),
        keepImageIds: mine.images.map((i) => String(i.id)),
      });
      expect(edited.statusCode).toBe(200);
      const revision = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).executeTakeFirstOrThrow();
      // The team hides listings, not their revisions.
      expect((await post(`${QUEUE}/${revision.id}/hide`, { reason: 'Tikriname dokumentus' })).statusCode).toBe(404);
      expect((await post(`${QUEUE}/${revision.id}/approve`, {})).statusCode).toBe(200);
      const row = await t.db.selectFrom('car_advertisements').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ price: 17777, review_status: 'approved', hidden_by_team_reason: 'Tikriname dokumentus' });
      expect(await search()).not.toContain(car.id);
    });

    it('needs a reason (3–1000 characters), refuses a second hide and a revision row', async () => {
      const car = await approved();
      const empty = await post(`${QUEUE}/${car.id}/hide`, {});
      expect(empty.statusCode).toBe(400);
      expect(fieldErrors(empty.json())).toEqual({ reason: 'Laukas yra privalomas' });
      expect(fieldErrors((await post(`${QUEUE}/${car.id}/hide`, { reason: 'ab' })).json())).toEqual({ reason: 'Per trumpas tekstas (mažiausiai 3 simb.)' });
      expect((await post(`${QUEUE}/${car.id}/hide`, { reason: 'Tinkama priežastis', extra: 1 })).statusCode).toBe(400);
      expect((await post(`${QUEUE}/${car.id}/hide`, { reason: 'Tinkama priežastis' })).statusCode).toBe(200);
      const again = await post(`${QUEUE}/${car.id}/hide`, { reason: 'Tinkama priežastis' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('Skelbimas jau paslėptas komandos.');
      expect((await post(`${QUEUE}/999999/hide`, { reason: 'Tinkama priežastis' })).statusCode).toBe(404);
      expect(await audit(car.id)).toHaveLength(2); // the approve and one hide
    });
  });

  describe('unhide', () => {
    it('puts the listing back in search; another team member must do it for their own listing', async () => {
      const car = await approved();
      await post(`${QUEUE}/${car.id}/hide`, { reason: 'Tikriname dokumentus' });
      const res = await post(`${QUEUE}/${car.id}/unhide`, { reason: 'Dokumentai patikrinti' });
      expect(res.statusCode).toBe(200);
      expect(res.json().hiddenByTeam).toBeNull();
      expect(await search()).toContain(car.id);
      expect(await carPage(car.slug)).toBe(200);
      expect((await audit(car.id)).map((e) => e.action)).toEqual(['listing.approve', 'listing.hide', 'listing.unhide']);
      const notHidden = await post(`${QUEUE}/${car.id}/unhide`, { reason: 'Dokumentai patikrinti' });
      expect(notHidden.statusCode).toBe(409);
      expect(notHidden.json().error.message).toBe('Skelbimas nėra paslėptas komandos.');
    });
  });

  describe('delete', () => {
    it('removes the listing, its revision and the files only it used; the owner gets the e-mail', async () => {
      size += 1;
      const shared = await png(size, 200, BLUE);
      const other = await approved(owner, [shared, await png(size, 201, GREEN)]);
      const car = await approved(owner, [shared, await png(size, 202, RED)]);
      // An edit waiting for review: a revision row that must go with the listing.
      const kept = (await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth })).json<{ images: { id: number }[] }>();
      const edit = await sendForm(t, 'PUT', `/api/car-advertisement/edit/${car.id}`, owner.auth, { ...listingFields(catalog, { price: '16666' }), keepImageIds: kept.images.map((i) => String(i.id)) });
      expect(edit.statusCode).toBe(200);
      const carPhotos = await t.db.selectFrom('car_images').select('hash').where('car_advertisement_id', '=', car.id).orderBy('position').execute();
      const [sharedHash, ownHash] = carPhotos.map((p) => p.hash);
      const before = await storedFiles(t);
      expect(before).toEqual(expect.arrayContaining([...filesOf(sharedHash), ...filesOf(ownHash)]));

      const res = await post(`${QUEUE}/${car.id}/delete`, { reason: 'Skelbimas pažeidžia taisykles' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: car.id, deleted: true });
      expect(await t.db.selectFrom('car_advertisements').select('id').where((eb) => eb.or([eb('id', '=', car.id), eb('revision_of', '=', car.id)])).execute()).toEqual([]);
      const after = await storedFiles(t);
      expect(after).toEqual(expect.arrayContaining(filesOf(sharedHash)));
      expect(after.filter((f) => f.startsWith(ownHash))).toEqual([]);
      expect(await carPage(other.slug)).toBe(200);
      expect(await carPage(car.slug)).toBe(404);

      const mail = (await outbox('listing.deleted_by_team')).at(-1);
      expect(mail).toMatchObject({ to_address: owner.email });
      expect(mail?.text).toContain('Priežastis: Skelbimas pažeidžia taisykles');
      expect((await audit(car.id)).at(-1)).toEqual({ action: 'listing.delete', actor_id: team.id, reason: 'Skelbimas pažeidžia taisykles' });
      expect((await post(`${QUEUE}/${car.id}/delete`, { reason: 'Skelbimas pažeidžia taisykles' })).statusCode).toBe(404);
    });

    it('removes nothing — row, files, e-mail — when its transaction fails', async () => {
      const car = await approved();
      const files = await storedFiles(t);
      const mails = (await outbox('listing.deleted_by_team')).length;
      // An actor that does not exist cannot be written to the audit log: the transaction rolls back.
      await expect(deleteListing(t.app, t.app.log, car.id, 2_000_000_000, 'Skelbimas pažeidžia taisykles')).rejects.toThrow();
      expect(await t.db.selectFrom('car_advertisements').select('id').where('id', '=', car.id).executeTakeFirst()).toEqual({ id: car.id });
      expect(await storedFiles(t)).toEqual(files);
      expect(await outbox('listing.deleted_by_team')).toHaveLength(mails);
      expect(await carPage(car.slug)).toBe(200);
    });
  });

  describe('bulk approve', () => {
    it('approves each listing with its entry and e-mail, refuses the reviewer\'s own and reports per id', async () => {
      const [a, b] = [await submit(), await submit()];
      const own = await insertCar(t.db, team.id, { make: 'skoda', model: 'octavia', review_status: 'pending' });
      const mailsBefore = (await outbox('listing.approved')).length;
      const res = await post(`${QUEUE}/bulk-approve`, { ids: [a.id, own.id, 999_999, b.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { id: a.id, outcome: 'approved' },
          { id: own.id, outcome: 'own' },
          { id: 999_999, outcome: 'not_found' },
          { id: b.id, outcome: 'approved' },
        ],
      });
      const rows = await t.db.selectFrom('car_advertisements').select(['id', 'review_status']).where('id', 'in', [a.id, b.id, own.id]).orderBy('id').execute();
      expect(rows).toEqual([
        { id: a.id, review_status: 'approved' },
        { id: b.id, review_status: 'approved' },
        { id: own.id, review_status: 'pending' },
      ]);
      expect(await audit(a.id)).toEqual([{ action: 'listing.approve', actor_id: team.id, reason: null }]);
      expect(await audit(b.id)).toEqual([{ action: 'listing.approve', actor_id: team.id, reason: null }]);
      expect(await audit(own.id)).toEqual([]);
      expect(await outbox('listing.approved')).toHaveLength(mailsBefore + 2);
      expect(await search()).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it('needs 1–50 ids', async () => {
      expect(fieldErrors((await post(`${QUEUE}/bulk-approve`, { ids: [] })).json())).toEqual({ ids: 'Pažymėkite bent vieną skelbimą' });
      const many = await post(`${QUEUE}/bulk-approve`, { ids: Array.from({ length: 51 }, (_, i) => i + 1) });
      expect(many.statusCode).toBe(400);
    });
  });
});
