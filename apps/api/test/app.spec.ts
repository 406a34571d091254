import { sql } from 'kysely';
import { migrations } from '../src/db/migrations';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('API core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with the error shape in Lithuanian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nera-tokio' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Nerasta', details: {} } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });

  it('ran every migration and created the core tables', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    const executed = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(executed.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    // Other suites may run in other schemas of the same PostgreSQL: look at ours only.
    const tables = (await t.db.introspection.getTables()).filter((x) => x.schema === rows[0]?.schema);
    expect(tables.map((x) => x.name)).toEqual(
      expect.arrayContaining([
        'article_categories',
        'articles',
        'car_advertisement_features',
        'car_advertisements',
        'car_feature_categories',
        'car_features',
        'car_images',
        'car_makes',
        'car_models',
        'company_profiles',
        'personal_profiles',
        'user_roles',
        'users',
      ]),
    );
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGINS: 'http://localhost:4200,http://localhost:4300' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a configured app origin call the API with a bearer token', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'http://localhost:4300', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4300');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
  });

  it('does not answer other origins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://kitas.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
