import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { AppConfig } from '../../src/config/env';
import { withMultipartForm, type MultipartForm } from '../../src/http/multipart-form';
import { SPOOL_STALE_MS, prepareUploadSpool, uploadSpoolDir } from '../../src/http/upload-spool';
import { multipart, pngFile } from '../listings/listing-helpers';

/**
 * Uploaded files wait in DATA_DIR/upload-spool (http/upload-spool.ts), not in the API's heap:
 * private to the API's user while the form's work runs, gone when the request ends — answered,
 * refused or cut — and what a crash left is deleted at the next start. The listing form's own
 * case is in create-listing.spec.ts, the encoder reading a spooled file in image-encoder.spec.ts.
 */

const spoolFiles = (dataDir: string) => readdir(uploadSpoolDir(dataDir));

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still not: ${what}`);
}

describe('the upload spool behind the multipart reader', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let seen: { form: MultipartForm; bytes: Buffer; mode: number }[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ratai-spool-test-'));
    await prepareUploadSpool(uploadSpoolDir(dataDir));
    app = Fastify();
    app.decorate('config', { dataDir } as AppConfig);
    await app.register(fastifyMultipart, { limits: { fileSize: 1000 } });
    app.post('/form', async (request) =>
      withMultipartForm(request, { files: 'keep' }, async (form) => {
        const file = form.files['photo']?.[0];
        if (file) seen.push({ form, bytes: await readFile(file.path), mode: (await stat(file.path)).mode & 0o777 });
        if (form.fields['fail'] === 'yes') throw new Error('the save failed');
        return { ok: true };
      }),
    );
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const form = (fields: Record<string, string>, file?: Buffer) => multipart(fields, file ? [pngFile('photo', file)] : []);

  it('hands the work a file with exactly the bytes sent, readable by the API alone, and deletes it after the answer', async () => {
    const bytes = Buffer.from(Array.from({ length: 700 }, (_, i) => i % 251));
    const res = await app.inject({ method: 'POST', url: '/form', ...(await form({ title: 'a' }, bytes)) });
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    const [{ form: read, bytes: spooled, mode }] = seen as [(typeof seen)[number]];
    expect(spooled.equals(bytes)).toBe(true);
    expect(mode).toBe(0o600);
    expect(read.files['photo']?.[0]).toMatchObject({ field: 'photo', name: 'nuotrauka.png', type: 'image/png', size: 700 });
    expect(path.dirname(read.files['photo']?.[0]?.path ?? '')).toBe(uploadSpoolDir(dataDir));
    expect((await stat(uploadSpoolDir(dataDir))).mode & 0o777).toBe(0o700);
    expect(await spoolFiles(dataDir)).toEqual([]);
  });

  it('deletes the file when the work fails', async () => {
    const res = await app.inject({ method: 'POST', url: '/form', ...(await form({ fail: 'yes' }, Buffer.alloc(100, 1))) });
    expect(res.statusCode).toBe(500);
    expect(seen).toHaveLength(1);
    expect(await spoolFiles(dataDir)).toEqual([]);
  });

  it('deletes a file cut at the size limit (413) before any work sees it', async () => {
    const res = await app.inject({ method: 'POST', url: '/form', ...(await form({}, Buffer.alloc(1001, 1))) });
    expect(res.statusCode).toBe(413);
    // (This bare app has no error handler of ours; the answer's shape is multipart-form.spec's business.)
    expect(seen).toHaveLength(0);
    expect(await spoolFiles(dataDir)).toEqual([]);
  });

  it('deletes the part already written when the client cuts the connection mid-file', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const boundary = 'ratai-cut';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000\r\n\r\n${head}`,
    );
    socket.write(Buffer.alloc(400, 7));
    // The file exists while its bytes arrive...
    await until(async () => (await spoolFiles(dataDir)).length === 1, 'one spooled file');
    socket.destroy();
    // ...and is gone once the cut request ends.
    await until(async () => (await spoolFiles(dataDir)).length === 0, 'an empty spool');
    expect(seen).toHaveLength(0);
  });

  it('deletes at start what a crash left (older than an hour), and keeps what may still be in work', async () => {
    const dir = uploadSpoolDir(dataDir);
    const now = Date.now();
    await writeFile(path.join(dir, 'left-by-a-crash'), 'x');
    await writeFile(path.join(dir, 'in-work'), 'y');
    const old = new Date(now - SPOOL_STALE_MS - 60_000);
    await utimes(path.join(dir, 'left-by-a-crash'), old, old);
    expect(await prepareUploadSpool(dir, now)).toBe(1);
    expect(await spoolFiles(dataDir)).toEqual(['in-work']);
    await rm(path.join(dir, 'in-work'));
  });
});
