import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../src/db/schema';

/**
 * Helpers of the leads suites: a real SMTP server and a local reCAPTCHA verify endpoint on
 * loopback (ephemeral ports), a MIME reader for what nodemailer sent, and lead bodies.
 */

// ---------------------------------------------------------------------------------------------
// SMTP
// ---------------------------------------------------------------------------------------------

export interface ReceivedMail {
  mailFrom: string | null;
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message (or one already received beyond `seen`). */
  waitForMessage(seen: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 (`port`, or an ephemeral one): no TLS, no auth, every message kept. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with the server's
    // self-signed certificate and refuse it.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    waitForMessage(seen, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const message = messages[seen];
          if (message) {
            clearTimeout(timer);
            resolve(message);
          } else waiters.push(check);
        };
        const timer = setTimeout(() => reject(new Error('no e-mail arrived')), timeoutMs);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: bound once, then released. */
export async function closedPortUrl(scheme: string): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `${scheme}://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------
// MIME (just enough for nodemailer's plain-text messages)
// ---------------------------------------------------------------------------------------------

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA
// ---------------------------------------------------------------------------------------------

export interface RecaptchaStub {
  url: string;
  /** What the next verify calls answer: JSON with a status, or 'down' (connection dropped). */
  respond: { status: number; body: unknown } | 'down';
  /** Form bodies received, in order. */
  calls: Array<Record<string, string>>;
  close(): Promise<void>;
}

/** A local stand-in for https://www.google.com/recaptcha/api/siteverify. */
export async function startRecaptchaStub(): Promise<RecaptchaStub> {
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const stub: RecaptchaStub = {
    url: '',
    respond: { status: 200, body: { success: true, score: 0.9, action: 'car_request' } },
    calls: [],
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      stub.calls.push(Object.fromEntries(new URLSearchParams(body)));
      const answer = stub.respond;
      if (answer === 'down') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

// ---------------------------------------------------------------------------------------------
// Bodies and data
// ---------------------------------------------------------------------------------------------

let ipCounter = 0;
/** A client address of its own per call: the lead limit counts per IP. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A make with one model, unique per call. */
export async function insertMakeAndModel(db: Kysely<Database>, makeName = 'Škoda', modelName = 'Octavia') {
  const suffix = randomBytes(3).toString('hex');
  const make = await db
    .insertInto('car_makes')
    .values({ name: makeName, slug: `make-${suffix}` })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const model = await db
    .insertInto('car_models')
    .values({ make_id: make.id, name: modelName, slug: `model-${suffix}` })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return { make, model };
}

/** A car request as the form sends it (spec §3). */
export function carRequestBody(makeId: number, modelId: number, overrides: Record<string, unknown> = {}) {
  return {
    carMake: makeId,
    carModel: modelId,
    modelYear: 2018,
    price: [4000, 9000],
    phone: '+370 612 34567',
    email: 'ieva.petraitiene@pavyzdys.lt',
    termsAgreed: true,
    recaptchaToken: 'token-car',
    ...overrides,
  };
}

/** A callback request as the form sends it (spec §3); the subject is the form's default. */
export function callbackBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Žydrūnas', phone: '+370 698 76543', termsAgreed: true, recaptchaToken: 'token-callback', ...overrides };
}

export const SUCCESS = { ok: true, message: 'Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.' };
