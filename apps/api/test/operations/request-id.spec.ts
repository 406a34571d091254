import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** plugins/request-id.ts: one id per request, in every log line of it and in the answer. */
describe('X-Request-Id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const linesOf = (id: string) => t.logs.map((line) => JSON.parse(line)).filter((line) => line.requestId === id);

  it('gives a request without one a new UUID, answered and logged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car-advertisements?carMake=toyota' });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Fastify's "incoming request" and "request completed" lines both carry it.
    expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const other = await t.app.inject({ method: 'GET', url: '/api/car-advertisements?carMake=toyota' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps the id a balancer or a web app server sent, on errors too', async () => {
    const id = 'lb-7f3a9c.20261124:0001';
    const res = await t.app.inject({ method: 'GET', url: '/api/nera-tokio', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(id);
    expect(linesOf(id)).toHaveLength(2);
  });

  it.each([
    ['spaces and quotes', 'a" "b'],
    ['a forged log line', '{"level":60,"msg":"hacked"}'],
    ['too long', 'x'.repeat(129)],
    ['non-ASCII', 'užklausa-1'],
  ])('replaces an id with %s by a new one', async (_what, sent) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
