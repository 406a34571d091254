import sharp from 'sharp';
import { BODY_TYPES, FUEL_TYPES } from '@ratai/domain';
import { seedDatabase, type SeedContext } from '../../src/db/seed';
import { DEMO_OWNERS, DEMO_PASSWORD } from '../../src/db/seed/demo';
import type { CarImageSpec } from '../../src/db/seed/images';
import { verifyPassword } from '../../src/modules/accounts/password';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * The seed as main.ts runs it, twice, with demo data on. Pictures come from a tiny renderer so
 * the suite stays fast; the real one is tested on its own in images.spec.ts.
 */
describe('seedDatabase', () => {
  let t: TestApp;
  const drawn: CarImageSpec[] = [];
  let tinyPng: Buffer;

  const context = (): SeedContext => ({
    db: t.db,
    storage: t.app.storage,
    config: t.config,
    log: t.app.log,
    renderCarImage: async (spec) => {
      drawn.push(spec);
      return tinyPng;
    },
    renderArticleCover: () => sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } }).webp().toBuffer(),
  });

  const counts = async () => {
    const count = async (table: 'car_makes' | 'car_models' | 'car_features' | 'car_feature_categories' | 'articles' | 'article_categories' | 'car_advertisements' | 'car_images' | 'users' | 'user_roles' | 'car_advertisement_features') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return {
      makes: await count('car_makes'),
      models: await count('car_models'),
      featureCategories: await count('car_feature_categories'),
      features: await count('car_features'),
      articleCategories: await count('article_categories'),
      articles: await count('articles'),
      cars: await count('car_advertisements'),
      images: await count('car_images'),
      carFeatures: await count('car_advertisement_features'),
      users: await count('users'),
      roles: await count('user_roles'),
    };
  };

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true', TEAM_EMAIL: 'komanda@ratai.lt', TEAM_PASSWORD: 'Komanda2026!' });
    tinyPng = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#aa2222' } }).png().toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  let first: Awaited<ReturnType<typeof counts>>;

  it('seeds reference data, the team account and the demo fleet', async () => {
    const summary = await seedDatabase(context());
    first = await counts();
    expect(first.makes).toBeGreaterThanOrEqual(30);
    expect(first.models).toBeGreaterThanOrEqual(300);
    expect(first.featureCategories).toBeGreaterThanOrEqual(5);
    expect(first.features).toBeGreaterThanOrEqual(30);
    expect(first.articleCategories).toBeGreaterThanOrEqual(4);
    expect(first.articles).toBeGreaterThanOrEqual(6);
    expect(summary.demoCars).toBe(first.cars);
    expect(summary.demoImages).toBe(first.images);
    expect(drawn).toHaveLength(first.images);

    const approved = await t.db.selectFrom('car_advertisements').selectAll().where('review_status', '=', 'approved').execute();
    expect(approved.length).toBeGreaterThanOrEqual(60);
    const statuses = await t.db.selectFrom('car_advertisements').select('review_status').where('review_status', '!=', 'approved').execute();
    expect(statuses.filter((s) => s.review_status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s.review_status === 'rejected')).toHaveLength(1);
  });

  it('creates the team account with the team role and the configured password', async () => {
    const team = await t.db.selectFrom('users').selectAll().where('email', '=', 'komanda@ratai.lt').executeTakeFirstOrThrow();
    const roles = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', team.id).execute();
    expect(roles.map((r) => r.role)).toEqual(['team']);
    expect(await verifyPassword(team.password_hash, 'Komanda2026!')).toBe(true);
  });

  it('creates a company owner, a personal owner and one still onboarding, all with the documented password', async () => {
    const users = await t.db.selectFrom('users').selectAll().where('email', 'in', Object.values(DEMO_OWNERS)).execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const idOf = (email: string) => {
      const user = byEmail.get(email);
      if (!user) throw new Error(`${email} was not seeded`);
      return user.id;
    };
    expect(byEmail.get(DEMO_OWNERS.company)?.profile_type).toBe('company');
    expect(byEmail.get(DEMO_OWNERS.personal)?.profile_type).toBe('personal');
    expect(byEmail.get(DEMO_OWNERS.onboarding)?.profile_type).toBeNull();
    expect(await verifyPassword(byEmail.get(DEMO_OWNERS.company)?.password_hash ?? null, DEMO_PASSWORD)).toBe(true);
    const company = await t.db.selectFrom('company_profiles').selectAll().where('user_id', '=', idOf(DEMO_OWNERS.company)).executeTakeFirstOrThrow();
    expect(company.name).toMatch(/^UAB /);
    expect(await t.db.selectFrom('personal_profiles').select('id').where('user_id', '=', idOf(DEMO_OWNERS.personal)).executeTakeFirst()).toBeDefined();
    const onboardingCars = await t.db.selectFrom('car_advertisements').select('id').where('owner_id', '=', idOf(DEMO_OWNERS.onboarding)).execute();
    expect(onboardingCars).toEqual([]);
  });

  it('covers every fuel type, every body type, taxi cars and the 2000–50000 € range among approved cars', async () => {
    const approved = await t.db.selectFrom('car_advertisements').selectAll().where('review_status', '=', 'approved').execute();
    expect(new Set(approved.map((c) => c.fuel_type))).toEqual(new Set(FUEL_TYPES));
    expect(new Set(approved.map((c) => c.body_type))).toEqual(new Set(BODY_TYPES));
    expect(approved.some((c) => c.is_for_taxi)).toBe(true);
    const prices = approved.map((c) => c.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(2000);
    expect(Math.min(...prices)).toBeLessThan(3000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(50000);
    expect(Math.max(...prices)).toBeGreaterThan(45000);
    for (const car of approved) {
      expect(car.from_price_per_month).toBeGreaterThan(0);
      expect(car.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(car.vin_code).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.reviewed_by).not.toBeNull();
    }
  });

  it('gives every car 2–4 pictures with exactly one cover, and a few features', async () => {
    const images = await t.db.selectFrom('car_images').select(['car_advertisement_id', 'is_cover']).execute();
    const features = await t.db.selectFrom('car_advertisement_features').select('car_advertisement_id').execute();
    const cars = await t.db.selectFrom('car_advertisements').select('id').execute();
    for (const car of cars) {
      const own = images.filter((i) => i.car_advertisement_id === car.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.filter((i) => i.is_cover)).toHaveLength(1);
      expect(features.filter((f) => f.car_advertisement_id === car.id).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('stores articles with sanitised HTML and a cover', async () => {
    const articles = await t.db.selectFrom('articles').selectAll().execute();
    for (const article of articles) {
      expect(article.content_html).toContain('<h2>');
      expect(article.content_html).not.toMatch(/<script|onerror=/i);
      expect(article.content_markdown.split('\n\n').length).toBeGreaterThanOrEqual(5);
      expect(article.cover_url).toMatch(/^articles\/.+\.webp$/);
    }
    const categories = new Set(articles.map((a) => a.category_id));
    expect(categories.size).toBe(first.articleCategories);
  });

  it('is idempotent: a second run adds nothing and draws nothing', async () => {
    const drawnBefore = drawn.length;
    t.queries.length = 0;
    const summary = await seedDatabase(context());
    expect(await counts()).toEqual(first);
    expect(summary).toMatchObject({ articlesWritten: 0, demoCars: 0, demoImages: 0 });
    expect(drawn).toHaveLength(drawnBefore);
    // A restart costs a few cheap statements, not a rewrite.
    expect(t.queries.length).toBeLessThan(40);
  });

  it('makes the demo fleet searchable through the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car-advertisements?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(60);
    expect(body.data[0].headerImage.url).toMatch(/^http:\/\/localhost:3000\/api\/uploads\/cars\/[0-9a-f]{32}-1024\.webp$/);
    const taxi = await t.app.inject({ method: 'GET', url: '/api/car-advertisements?isForTaxi=true&carMake=toyota' });
    expect(taxi.json().data.length).toBeGreaterThan(0);
    const makes = (await t.app.inject({ method: 'GET', url: '/api/car-makes' })).json().data as { slug: string }[];
    expect(makes.map((m) => m.slug)).toEqual(expect.arrayContaining(['skoda', 'mercedes-benz', 'land-rover', 'alfa-romeo', 'citroen']));
    const articles = (await t.app.inject({ method: 'GET', url: '/api/articles?category=pavezejams' })).json();
    expect(articles.data.length).toBeGreaterThan(0);
  });
});

describe('seedDatabase without demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the team account and reference data only', async () => {
    const renderCarImage = jest.fn();
    await seedDatabase({
      db: t.db,
      storage: t.app.storage,
      config: t.config,
      log: t.app.log,
      renderCarImage,
      renderArticleCover: () => sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } }).webp().toBuffer(),
    });
    expect(renderCarImage).not.toHaveBeenCalled();
    expect(await t.db.selectFrom('car_advertisements').select('id').execute()).toEqual([]);
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).toEqual([t.config.teamEmail]);
    expect((await t.db.selectFrom('car_models').select('id').execute()).length).toBeGreaterThanOrEqual(300);
  });
});
