import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { insertCar } from '../applications/helpers';
import { runSavedSearchAlerts } from '../../src/modules/saved-searches/alerts';

/**
 * Saved searches with e-mail alerts (issue 17): double opt-in, the daily alert with the cars
 * approved since the last one, the one-click unsubscribe, the ceilings, and bad input in Lithuanian.
 */
describe('saved searches', () => {
  let t: TestApp;
  let ownerId: number;

  beforeAll(async () => {
    t = await buildTestApp({ MARKETPLACE_URL: 'https://ratai.lt' });
    ownerId = (await createUser(t.app, t.db)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const save = (payload: Record<string, unknown>, ip = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches', payload, remoteAddress: ip });
  const mails = (to: string) =>
    t.db.selectFrom('mail_outbox').select(['subject', 'text', 'html', 'template']).where('to_address', '=', to).orderBy('id').execute();
  const linkIn = (text: string, page: string) => {
    const match = new RegExp(`https://ratai\\.lt${page}\\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]{43})`).exec(text);
    if (!match) throw new Error(`no ${page} link in: ${text}`);
    return { id: match[1] as string, token: match[2] as string };
  };
  /** An approved, visible car of a make of its own, approved `at`; its make slug and title. */
  const approvedCar = async (at: Date) => {
    const car = await insertCar(t.db, ownerId);
    await t.db.updateTable('car_advertisements').set({ reviewed_at: at }).where('id', '=', car.id).execute();
    const row = await t.db
      .selectFrom('car_advertisements as a')
      .innerJoin('car_makes as mk', 'mk.id', 'a.make_id')
      .select(['mk.slug', 'mk.name', 'a.slug as carSlug'])
      .where('a.id', '=', car.id)
      .executeTakeFirstOrThrow();
    return { id: car.id, makeSlug: row.slug, title: `${row.name} Modelis, 2016 m.`, url: `https://ratai.lt/automobilio-nuoma/${row.carSlug}` };
  };

  it('refuses bad input with the Lithuanian messages of the form, and saves nothing', async () => {
    const res = await save({ email: 'ne-adresas', query: 'fuelType=raketa', termsAgreed: false });
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.details.errors as { path: string[]; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'Neteisingas el. pašto adresas' },
        { path: ['query'], message: 'Neteisinga reikšmė' },
        { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
      ]),
    );
    expect(await t.db.selectFrom('saved_searches').select('id').execute()).toEqual([]);
  });

  it('sends nothing until confirmed; then alerts once a day with the cars approved since, and unsubscribes in one click', async () => {
    const email = 'pirkejas@pavyzdys.lt';
    const before = await approvedCar(new Date(Date.now() - 60_000));
    const res = await save({ email: ' Pirkejas@Pavyzdys.lt ', query: `?carMake=${before.makeSlug}&page=3&sort=priceAsc`, termsAgreed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Beveik baigta: patvirtinkite paiešką paspaudę nuorodą laiške, kurį ką tik išsiuntėme.' });
    const [confirmation] = await mails(email);
    expect(confirmation).toMatchObject({ subject: 'Patvirtinkite išsaugotą paiešką', template: 'saved_search.confirmation' });
    expect(confirmation?.text).toContain(`https://ratai.lt/?carMake=${before.makeSlug}&page=3&sort=priceAsc`);
    const link = linkIn(confirmation?.text ?? '', '/paieskos-patvirtinimas');

    // Unconfirmed: no alert even with a matching new car.
    await approvedCar(new Date());
    expect(await runSavedSearchAlerts(t.db, t.config)).toEqual({ alerts: 0, expired: 0 });

    // Links are bound to their purpose and their search.
    const confirm = (body: object) => t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: body });
    expect((await confirm({ id: link.id, token: link.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).statusCode).toBe(404);
    expect((await confirm({ id: '00000000-0000-4000-8000-000000000000', token: link.token })).json().error.message).toBe(
      'Nuoroda negalioja arba paieška jau ištrinta.',
    );
    expect((await confirm({ id: 'ne-id', token: 'x' })).statusCode).toBe(400);
    const confirmed = await confirm(link);
    expect(confirmed.json()).toEqual({ ok: true, message: 'Paieška išsaugota. Apie naujus jai tinkančius automobilius pranešime el. paštu kartą per dieną.' });
    expect((await confirm(link)).statusCode).toBe(200); // a second click changes nothing

    // Approved after the confirmation: in the next alert; another make's car is not.
    const fresh = await approvedCar(new Date(Date.now() + 1000));
    await t.db.updateTable('car_advertisements').set({ make_id: sql`(select make_id from car_advertisements where id = ${before.id})`, model_id: sql`(select model_id from car_advertisements where id = ${before.id})` }).where('id', '=', fresh.id).execute();
    const other = await approvedCar(new Date(Date.now() + 1000));
    const run = await runSavedSearchAlerts(t.db, t.config, new Date(Date.now() + 2000));
    expect(run.alerts).toBe(1);
    const alert = (await mails(email)).at(-1);
    expect(alert).toMatchObject({ subject: 'Naujas automobilis pagal Jūsų paiešką', template: 'saved_search.alert' });
    expect(alert?.text).toContain(fresh.url);
    expect(alert?.text).not.toContain(other.url);
    expect(alert?.text).not.toContain(before.url); // approved before the confirmation
    expect(alert?.html).toContain('Žiūrėti automobilį');
    // Nothing new: no second alert.
    expect((await runSavedSearchAlerts(t.db, t.config, new Date(Date.now() + 3000))).alerts).toBe(0);

    const unsubscribe = linkIn(alert?.text ?? '', '/paieskos-atsisakymas');
    expect((await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: link })).statusCode).toBe(404); // the confirm link cannot
    const gone = await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: unsubscribe });
    expect(gone.json()).toEqual({ ok: true, message: 'Pranešimų apie šią paiešką nebesiųsime. Paieška ištrinta.' });
    expect(await t.db.selectFrom('saved_searches').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: unsubscribe })).statusCode).toBe(200);
  });

  it('keeps at most 10 searches per address, deletes unconfirmed ones after 7 days, and limits saves per IP', async () => {
    const email = 'daug@pavyzdys.lt';
    for (let i = 0; i < 10; i += 1) expect((await save({ email, query: `modelYearFrom=${2000 + i}`, termsAgreed: true }, '10.2.0.1')).statusCode).toBe(200);
    const eleventh = await save({ email, query: 'modelYearFrom=2015', termsAgreed: true }, '10.2.0.2');
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.message).toBe('Šiuo el. pašto adresu išsaugota per daug paieškų (daugiausia 10).');

    await sql`update saved_searches set created_at = now() - interval '8 days' where email = ${email}`.execute(t.db);
    expect((await runSavedSearchAlerts(t.db, t.config)).expired).toBe(10);

    // The 11th save from one address within the hour is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await save({ email: `ip${i}@pavyzdys.lt`, query: '', termsAgreed: true }, '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
