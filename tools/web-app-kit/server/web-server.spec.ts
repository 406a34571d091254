/**
 * @jest-environment node
 */
// The Node server shared by the web apps' server.mjs. A real server on a free port over a temporary client directory.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  acceptedEncoding,
  createWebServer,
  fetchListener,
  fixedAnswer,
  injectGlobalConfig,
  serveSpa,
  staticFile,
} from './web-server.mjs';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would decompress and normalise the path, hiding what is tested). */
function request(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const bigScript = `export const text = ${JSON.stringify('Ratai '.repeat(1000))};\n`;

describe('web-app-kit server', () => {
  let dir: string;
  let clientDir: string;
  let server: http.Server;
  let port: number;
  const handled: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'web-app-kit-'));
    clientDir = path.join(dir, 'client');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), bigScript);
    await writeFile(path.join(clientDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    await writeFile(path.join(clientDir, 'index.html'), '<html><head></head></html>');
    await writeFile(path.join(dir, 'secret.txt'), 'not public');
    const page = fetchListener(
      async (req: Request) => {
        if (new URL(req.url).pathname === '/boom') throw new Error('handler failed');
        return new Response(`<p>${'Sveiki '.repeat(500)}</p>`, {
          headers: [
            ['Content-Type', 'text/html; charset=utf-8'],
            ['Set-Cookie', 'a=1; Path=/'],
            ['Set-Cookie', 'b=2; Path=/'],
          ],
        });
      },
      { port: 0 },
    );
    server = createWebServer({
      clientDir,
      securityHeaders: { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' },
      isStatic: (file: string) => !file.endsWith(`${path.sep}index.html`),
      handle: async (req: http.IncomingMessage, res: http.ServerResponse, urlPath: string) => {
        handled.push(urlPath);
        if (urlPath === '/shell') return fixedAnswer('<html>shell</html>', { 'Content-Type': 'text/html; charset=utf-8' })(req, res);
        return page(req, res);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, compressed as the browser accepts, with the security headers', async () => {
    const br = await request(port, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(bigScript);

    const gzip = await request(port, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(bigScript);

    const plain = await request(port, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it('serves other public files with a short cache and does not compress pictures', async () => {
    const icon = await request(port, '/favicon.ico', { 'Accept-Encoding': 'br' });
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toHaveLength(4);
  });

  it('never serves a file outside the client directory', async () => {
    expect(await staticFile(clientDir, '/../secret.txt')).toBeNull();
    expect(await staticFile(clientDir, '/%2e%2e/secret.txt')).toBeNull();
    expect(await staticFile(clientDir, '/favicon.ico%00.js')).toBeNull();
    expect(await staticFile(clientDir, '/%E0%A4%A')).toBeNull();
    const answer = await request(port, '/%2e%2e/secret.txt');
    expect(answer.body.toString()).not.toContain('not public');
    expect(handled).toContain('/%2e%2e/secret.txt');
  });

  it('hands what is not a static file (and excluded files) to the app, pages compressed, cookies kept apart', async () => {
    const answer = await request(port, '/skelbimai', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(zlib.gunzipSync(answer.body).toString()).toContain('Sveiki');

    await request(port, '/index.html');
    expect(handled).toContain('/index.html');
  });

  it('answers a failing page with a Lithuanian 500', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await request(port, '/boom');
    spy.mockRestore();
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toBe('Įvyko klaida. Bandykite dar kartą po kelių minučių.');
  });

  it('sends a fixed answer without a body for HEAD', async () => {
    const answer = await request(port, '/shell', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength('<html>shell</html>')));
    expect(answer.body).toHaveLength(0);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    const req = (value: string) => ({ headers: { 'accept-encoding': value } });
    expect(acceptedEncoding(req('gzip, deflate, br'))).toBe('br');
    expect(acceptedEncoding(req('gzip, br;q=0'))).toBe('gzip');
    expect(acceptedEncoding(req('identity'))).toBeNull();
  });
});

describe('request ids of page requests', () => {
  let server: http.Server;
  let port: number;
  const logged: Record<string, unknown>[] = [];
  const seenByHandler: (string | null)[] = [];

  beforeAll(async () => {
    const page = fetchListener(
      async (req: Request) => {
        seenByHandler.push(req.headers.get('x-request-id'));
        return new Response('<p>Sveiki</p>', { status: new URL(req.url).pathname === '/nera' ? 404 : 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      },
      { port: 0, app: 'marketplace', log: (entry) => logged.push(entry) },
    );
    server = http.createServer((req, res) => void page(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const lastLog = async () => {
    // The line is written when the response has closed, just after the client got it.
    for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return logged.pop();
  };

  it("keeps the load balancer's plain id: the handler (and so the API calls) and the answer carry it, and the log line names it", async () => {
    logged.length = 0;
    const answer = await request(port, '/automobilio-nuoma/audi-a6?carMake=audi&vardas=Jonas', { 'X-Request-Id': 'lb-7f3a.42' });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(seenByHandler.at(-1)).toBe('lb-7f3a.42');
    expect(await lastLog()).toEqual(
      expect.objectContaining({ app: 'marketplace', requestId: 'lb-7f3a.42', method: 'GET', path: '/automobilio-nuoma/audi-a6', status: 200, level: 'info' }),
    );
  });

  it('gives a new UUID when none came, or when the one that came is not plain (a forged log line)', async () => {
    for (const sent of [undefined, 'bad id\n{"level":"error"}', 'x'.repeat(200)]) {
      logged.length = 0;
      const answer = await request(port, '/nera', sent === undefined ? {} : { 'X-Request-Id': sent.replace('\n', ' ') });
      const id = String(answer.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(seenByHandler.at(-1)).toBe(id);
      expect(await lastLog()).toEqual(expect.objectContaining({ requestId: id, status: 404, path: '/nera' }));
    }
  });

  it('never logs the query string', async () => {
    logged.length = 0;
    await request(port, '/paraiskos-paieska?kodas=39001011234');
    expect(JSON.stringify(await lastLog())).not.toContain('39001011234');
  });
});

describe('serveSpa (the owner portal and the back office)', () => {
  let dir: string;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'web-app-kit-spa-'));
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), bigScript);
    await writeFile(path.join(dir, 'index.html'), '<html><head><title>Ratai</title></head><body></body></html>');
    server = await serveSpa({
      clientDir: dir,
      globalName: '__RATAI_TEST__',
      config: { apiOrigin: 'https://api.example.lt', note: '</script><script>alert(1)</script>' },
      securityHeaders: { 'X-Frame-Options': 'DENY' },
      port: 0,
      host: '127.0.0.1',
      name: 'spa-test',
      started: 'spa test server up',
    });
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every app route with the shell and its injected settings, never the raw index.html', async () => {
    for (const urlPath of ['/', '/paskyra/automobiliai', '/index.html']) {
      const answer = await request(port, urlPath);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cache-control']).toBe('no-cache');
      const html = answer.body.toString('utf8');
      expect(html).toContain('<head><script>window.__RATAI_TEST__={"apiOrigin":"https://api.example.lt"');
      // A setting cannot end the script early.
      expect(html).not.toContain('</script><script>alert(1)');
    }
  });

  it('serves built files, 404s a missing asset instead of the shell, and refuses other methods', async () => {
    expect((await request(port, '/assets/app-abc123.js')).status).toBe(200);
    const missing = await request(port, '/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).toBe('Nerasta');
    const post = await request(port, '/paskyra', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('injects into <head> with < escaped', () => {
    expect(injectGlobalConfig('<html><head></head></html>', '__X__', { a: '<b>' })).toBe('<html><head><script>window.__X__={"a":"\\u003cb>"}</script></head></html>');
  });
});
