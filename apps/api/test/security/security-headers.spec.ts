import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import helmet from 'helmet';
import { SECURITY_HEADER_OPTIONS } from '../../src/app';
import { securityHeadersOf } from '../../src/http/security-headers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * The security headers are recorded from helmet once and set on every reply
 * (http/security-headers.ts). Compared here with what helmet itself writes on a live Node server
 * for the same options, on every kind of answer: JSON, errors, not found, the docs and uploads.
 */
describe('security headers', () => {
  let t: TestApp;
  let control: Server;
  /** The helmet headers a live helmet middleware sends, by name. */
  let expected: Record<string, string>;

  const helmetNames = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name in expected);

  beforeAll(async () => {
    t = await buildTestApp();
    const middleware = helmet(SECURITY_HEADER_OPTIONS);
    control = createServer((req, res) => middleware(req, res, () => res.end('ok')));
    await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(control.address() as AddressInfo).port}/`);
    // What a bare Node reply carries anyway is not helmet's doing.
    const nodeOwn = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type']);
    expected = Object.fromEntries([...res.headers].filter(([name]) => !nodeOwn.has(name)));
  });
  afterAll(async () => {
    await new Promise((resolve) => control.close(resolve));
    await t.close();
  });

  it('records what helmet writes', () => {
    expect(securityHeadersOf(SECURITY_HEADER_OPTIONS).set).toEqual(expected);
    // The ones that matter most for a JSON API whose pictures the apps show from other origins.
    expect(expected).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
      'cross-origin-resource-policy': 'cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(expected).not.toHaveProperty('content-security-policy');
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
  });

  it('sends them on every kind of answer', async () => {
    const uploads = path.join(t.config.uploadsDir, 'cars');
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(uploads, 'antraste.webp'), Buffer.from('RIFF'));
    const answers: [string, number][] = [
      ['/api/health', 200],
      ['/api/car-advertisements?carMake=toyota', 200],
      ['/api/car-advertisements?pageSize=51', 400],
      ['/api/car-advertisements/nera-tokio', 404],
      ['/api/users/me', 401],
      ['/api/nera-tokio-kelio', 404],
      ['/api/uploads/cars/antraste.webp', 200],
      ['/api/docs/json', 200],
    ];
    for (const [url, status] of answers) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      const sent = res.headers as IncomingHttpHeaders;
      expect({ url, headers: Object.fromEntries(helmetNames(sent).map((name) => [name, sent[name]])) }).toEqual({ url, headers: expected });
    }
  });
});
