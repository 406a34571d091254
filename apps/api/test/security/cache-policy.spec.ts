import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { CODES, Recorder, applicationForm, type CreateAnswer } from '../applications/helpers';
import { PUBLIC_READS, NO_STORE } from '../../src/http/cache-policy';

/**
 * Issue 18, item 7: answers with personal data carry `Cache-Control: no-store`. The authorization
 * matrix checks the header for every route and caller; this file checks the cases the matrix does
 * not reach (HEAD, the lookup's success with real digits, the list of public reads itself).
 */

let t: TestApp;
let r: Recorder;
let owner: TestUser;
let team: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  r = new Recorder(t);
  owner = await createUser(t.app, t.db, { profile: 'company' });
  team = await createTeamUser(t.app, t.db);
});

afterAll(async () => {
  await t?.close();
});

it('names only routes that exist and carry no personal data', () => {
  for (const route of PUBLIC_READS) expect(t.routes).toContain(route);
  for (const route of PUBLIC_READS) expect(route).not.toMatch(/users|profile|mine|moderation|application|bank|gocardless|email|auth|system-role/);
});

it('the lookup, the account and the team\'s lists are no-store, HEAD included', async () => {
  const created = await r.create(applicationForm());
  expect(created.statusCode).toBe(201);
  const id = created.json<CreateAnswer>().id;
  const lookup = await r.lookup(id, CODES.applicant.slice(-4), '10.77.0.1');
  expect(lookup.statusCode).toBe(200);
  expect(lookup.headers['cache-control']).toBe(NO_STORE);

  for (const [method, url, auth] of [
    ['GET', '/api/users/me', owner.auth],
    ['HEAD', '/api/users/me', owner.auth],
    ['GET', '/api/moderation/car-applications', team.auth],
    ['GET', '/api/moderation/car-advertisements?status=approved', team.auth],
  ] as const) {
    const res = await t.app.inject({ method, url, headers: auth });
    expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 200`);
    expect(`${method} ${url}: ${String(res.headers['cache-control'])}`).toBe(`${method} ${url}: ${NO_STORE}`);
  }
});

it('public reads keep their own caching, signed in or not', async () => {
  for (const headers of [{}, owner.auth]) {
    const makes = await t.app.inject({ method: 'GET', url: '/api/car-makes', headers });
    expect(makes.headers['cache-control']).toBe('public, max-age=300');
    const search = await t.app.inject({ method: 'GET', url: '/api/car-advertisements', headers });
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).not.toBe(NO_STORE);
  }
});
