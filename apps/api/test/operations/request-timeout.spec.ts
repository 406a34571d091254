import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * Issue 18, item 8 (slow-loris): a client that trickles its body or its headers is cut off with a
 * 408 in the project's error shape and its socket closed, instead of holding a connection for as
 * long as it likes. Raw sockets against a listening server (an ephemeral port on loopback); the
 * timeouts are shortened through the same variables production reads, and the trickle is scaled
 * with them (a byte every 300 ms against a 2 s limit, as a byte every 10 s against 120 s).
 */

const REQUEST_TIMEOUT_MS = 2_000;
const HEADERS_TIMEOUT_MS = 1_000;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

interface Outcome {
  /** Everything the server wrote. */
  response: string;
  /** Milliseconds from the first byte sent until the server closed the socket. */
  closedAfterMs: number;
  /** Bytes of the request the client managed to send before the socket closed. */
  sentBytes: number;
}

/**
 * Opens a socket, writes `head` at once, then `trickle` one byte every `everyMs` until the server
 * closes the connection (or `giveUpMs` passes: then the test fails on the outcome).
 */
function trickle(head: string, trickleText: string, everyMs: number, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const started = Date.now();
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ response: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - started, sentBytes: sent });
    };
    const giveUp = setTimeout(finish, giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      sent += head.length;
      let i = 0;
      timer = setInterval(() => {
        if (socket.destroyed || i >= trickleText.length) return;
        socket.write(trickleText[i++] ?? '');
        sent += 1;
      }, everyMs);
    });
  });
}

function statusAndBody(response: string): { status: number; body: unknown } {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, body: body ? JSON.parse(body) : null };
}

const TIMEOUT_BODY = {
  data: null,
  error: {
    status: 408,
    name: 'RequestTimeoutError',
    message: 'Užklausa siunčiama per ilgai. Patikrinkite ryšį ir bandykite dar kartą.',
    details: {},
  },
};

it('cuts off a body sent one byte at a time, with a 408 in the error shape', async () => {
  const body = JSON.stringify({ identifier: 'lete@pavyzdys.lt', password: 'Slaptas123!' });
  const head =
    `POST /api/auth/local HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${body.length}\r\n\r\n`;
  const outcome = await trickle(head, body, 300, 15_000);
  expect(statusAndBody(outcome.response)).toEqual({ status: 408, body: TIMEOUT_BODY });
  // Cut at the limit (plus one check interval and a loaded machine's slack), long before the
  // trickle would have finished (body.length × 300 ms ≈ 18 s).
  expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 6_000);
  expect(outcome.sentBytes).toBeLessThan(head.length + body.length);
});

it('cuts off headers sent one byte at a time', async () => {
  const headers = `Host: 127.0.0.1:${port}\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
  const outcome = await trickle('GET /api/health HTTP/1.1\r\n', headers, 300, 15_000);
  expect(statusAndBody(outcome.response)).toEqual({ status: 408, body: TIMEOUT_BODY });
  expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 6_000);
});

it('leaves a request that arrives in time alone, however long it keeps the connection', async () => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.on('connect', resolve));
  const responses: string[] = [];
  socket.on('data', (chunk) => responses.push(chunk.toString('utf8')));
  // Two requests on one keep-alive connection, the second after the request timeout has passed.
  for (let i = 0; i < 2; i++) {
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const deadline = Date.now() + 10_000;
    while (responses.join('').split('HTTP/1.1 200').length - 1 <= i && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (i === 0) await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 500));
  }
  socket.destroy();
  expect(responses.join('').split('HTTP/1.1 200').length - 1).toBe(2);
});

it('defaults to 120 s for a request and 15 s for its headers', async () => {
  const { loadConfig } = await import('../../src/config/env');
  expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: t.dataDir }).timeouts).toEqual({ requestMs: 120_000, headersMs: 15_000 });
});
