import { createUser, type TestUser } from '../helpers/fixtures';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * The API's one multipart reader (http/multipart-form.ts) behind the listing form and the
 * application form: the same limits answer the same words on both, and each keeps its own rule for
 * files (the listing keeps them, the application refuses them at their field).
 */

const BOUNDARY = '----ratai-multipart-test';

/** A multipart body of text parts (and, optionally, one file part) written by hand. */
function body(fields: [string, string][], file?: { field: string; name: string; data: Buffer }): Buffer {
  const chunks: Buffer[] = fields.map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('one multipart reader for the listing and the application forms', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, t.db, { profile: 'company' });
  }, 60000);
  afterAll(async () => t?.close());

  const send = (url: string, payload: Buffer, auth: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth }, remoteAddress: `192.0.2.${Math.floor(Math.random() * 200) + 1}` });

  it('answers 413 "Per daug laukų" at the last field read past the fields limit, on both forms', async () => {
    const many = Array.from({ length: 201 }, (_, i): [string, string] => [`laukas${i}`, 'x']);
    for (const [url, auth] of [
      ['/api/car-application/create', {}],
      ['/api/car-advertisement/create', owner.auth],
    ] as const) {
      const res = await send(url, body(many), auth);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        data: null,
        error: { status: 413, name: 'PayloadTooLargeError', message: 'Per daug laukų', details: { errors: [{ path: ['laukas199'], message: 'Per daug laukų' }] } },
      });
    }
  });

  it('refuses a value cut at the field-size limit at its field on both forms', async () => {
    const long: [string, string][] = [['name', 'x'.repeat(64 * 1024 + 1)]];
    for (const [url, auth] of [
      ['/api/car-application/create', {}],
      ['/api/car-advertisement/create', owner.auth],
    ] as const) {
      const res = await send(url, body(long), auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([{ path: ['name'], message: 'Neteisinga reikšmė' }]);
    }
  });

  it('refuses a file on the application form at its field, and reads it on the listing form', async () => {
    const file = { field: 'document', name: 'a.png', data: Buffer.from('not really a picture') };
    const application = await send('/api/car-application/create', body([['name', 'Jonas']], file));
    expect(application.statusCode).toBe(400);
    expect(application.json().error.details.errors).toEqual([{ path: ['document'], message: 'Neteisinga reikšmė' }]);
    // The listing form reads the file and leaves the name to the schema: an unknown field.
    const listing = await send('/api/car-advertisement/create', body([], file), owner.auth);
    expect(listing.statusCode).toBe(400);
    expect(listing.json().error.details.errors).toEqual(expect.arrayContaining([{ path: ['document'], message: 'Nežinomas laukas' }]));
  });

  it('answers a broken body with 400, not 500, on both forms', async () => {
    const cut = body([['name', 'Jonas']]).subarray(0, 40);
    const application = await send('/api/car-application/create', cut);
    expect(application.statusCode).toBe(400);
    expect(application.json().error).toMatchObject({ status: 400, message: 'Neteisingi duomenys' });
    const listing = await send('/api/car-advertisement/create', cut, owner.auth);
    expect(listing.statusCode).toBe(400);
    expect(listing.json().error.status).toBe(400);
  });
});
