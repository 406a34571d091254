import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { Recorder, applicationForm, insertCar } from '../applications/helpers';

/**
 * Issue 16, statistics per car: a known sequence of visits gives exactly these counts; bots
 * (isbot) and requests without a User-Agent are not counted; nothing about the visitor is stored;
 * only the owner reads them.
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'curl/8.5.0',
];

describe('car statistics', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let car: { id: number; slug: string };
  let other: { id: number; slug: string };

  const slugOf = async (id: number) =>
    (await t.db.selectFrom('car_advertisements').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, t.db, { profile: 'company' });
    stranger = await createUser(t.app, t.db, { profile: 'personal' });
    const a = await insertCar(t.db, owner.id);
    const b = await insertCar(t.db, owner.id);
    car = { id: a.id, slug: await slugOf(a.id) };
    other = { id: b.id, slug: await slugOf(b.id) };
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (slug: string, event: 'view' | 'calculator', agent?: string) =>
    t.app.inject({ method: 'POST', url: `/api/car-advertisements/${slug}/${event}`, headers: agent ? { 'user-agent': agent } : {} });

  const stats = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car-advertisement/stats', headers: user.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { id: number; views: number; calculatorUses: number; applications: number }[]; meta: { days: number } };
  };

  it('counts a known sequence of visits, and no bot', async () => {
    for (const agent of [BROWSER, PHONE, BROWSER]) expect((await send(car.slug, 'view', agent)).statusCode).toBe(204);
    expect((await send(car.slug, 'calculator', PHONE)).statusCode).toBe(204);
    expect((await send(other.slug, 'view', PHONE)).statusCode).toBe(204);
    // Bots and requests without a User-Agent are answered alike and not counted.
    for (const agent of BOTS) {
      expect((await send(car.slug, 'view', agent)).statusCode).toBe(204);
      expect((await send(car.slug, 'calculator', agent)).statusCode).toBe(204);
    }
    expect((await send(car.slug, 'view')).statusCode).toBe(204);
    // Two applications for the car, one without a car.
    const r = new Recorder(t);
    const flows: Record<string, string>[] = [{ carId: String(car.id) }, { carId: String(car.id) }, {}];
    for (const fields of flows) {
      const res = await r.create(applicationForm({ ...fields, price: '12000', approxMonthlyPayment: '1', monthlyIncome: '1000', monthlyExpenses: '0' }));
      expect(res.statusCode).toBe(201);
    }

    const body = await stats(owner);
    expect(body.meta.days).toBe(30);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { id: car.id, views: 3, calculatorUses: 1, applications: 2 },
        { id: other.id, views: 1, calculatorUses: 0, applications: 0 },
      ]),
    );
    const one = await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}/stats`, headers: owner.auth });
    expect(one.json()).toEqual({ data: { id: car.id, views: 3, calculatorUses: 1, applications: 2 }, meta: { days: 30 } });
  });

  it('stores counters only: no address, agent or cookie of the visitor', async () => {
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'car_daily_stats' and table_schema = current_schema()`.execute(t.db);
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(['calculator_uses', 'car_advertisement_id', 'day', 'views']);
    const res = await send(car.slug, 'view', BROWSER);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('counts only the last 30 days', async () => {
    await t.db
      .insertInto('car_daily_stats')
      .values([
        { car_advertisement_id: other.id, day: sql<string>`(now() at time zone 'utc')::date - 29` as unknown as string, views: 5 },
        { car_advertisement_id: other.id, day: sql<string>`(now() at time zone 'utc')::date - 30` as unknown as string, views: 100 },
      ])
      .execute();
    const body = await stats(owner);
    expect(body.data.find((entry) => entry.id === other.id)?.views).toBe(6);
  });

  it('answers 404 for a car that is not public, and counts nothing', async () => {
    const hidden = await insertCar(t.db, owner.id, { visibility: 'hidden' });
    const pending = await insertCar(t.db, owner.id, { reviewStatus: 'pending' });
    for (const id of [hidden.id, pending.id]) expect((await send(await slugOf(id), 'view', BROWSER)).statusCode).toBe(404);
    expect((await send('nera-tokio-1', 'view', BROWSER)).statusCode).toBe(404);
    // A bot, or a request without a User-Agent, is not counted but gets the same answer.
    expect((await send(await slugOf(hidden.id), 'view', BOTS[0])).statusCode).toBe(404);
    expect((await send('nera-tokio-1', 'calculator')).statusCode).toBe(404);
    const body = await stats(owner);
    expect(body.data.find((entry) => entry.id === hidden.id)).toEqual({ id: hidden.id, views: 0, calculatorUses: 0, applications: 0 });
  });

  it("shows an owner only their own cars' statistics", async () => {
    expect((await stats(stranger)).data).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}/stats`, headers: stranger.auth });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/car-advertisement/stats' })).statusCode).toBe(401);
  });
});
