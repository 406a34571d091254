import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** Fastify's and Node's own errors answer the Lithuanian error shape, never Fastify's English body. */
describe("framework errors in the API's shape", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const shape = (status: number, message: string) => ({
    data: null,
    error: { status, name: expect.any(String), message, details: {} },
  });

  it('a malformed URL escape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car-advertisements/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(shape(400, 'Neteisinga užklausa'));
  });

  it('a path parameter longer than the router reads (maxParamLength 200)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(shape(400, 'Neteisinga užklausa'));
  });

  it('an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nera-tokio' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(shape(404, 'Nerasta'));
  });

  it('a URL longer than 8 KB: 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements?carMake=${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(shape(414, 'Per ilgas užklausos adresas'));
  });

  it('body parser errors', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/local', headers: { 'content-type': 'application/json' }, payload: '{"identifier":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(shape(400, 'Neteisingas JSON formatas'));
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/auth/local', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual(shape(415, 'Nepalaikomas turinio tipas'));
  });

  it('an OPTIONS request that is not a CORS preflight', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/car-advertisements' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(shape(400, 'Neteisinga užklausa'));
  });

  it("headers larger than Node's parser takes: 431 on the socket", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(shape(431, 'Užklausa per didelė'));
  });
});
