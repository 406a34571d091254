import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchOutput } from '../helpers/process-output';

/**
 * The production build (`nx build api` = tools/scripts/build-api.mjs), built afresh into a temp
 * folder and run as a deployment runs it: plain `node main.js`, NODE_ENV=production, and a
 * node_modules that holds ONLY the packages its package.json lists — so a package the bundle
 * needs but does not declare fails here, not on the server. The database is PGlite in the temp
 * folder (a PostgreSQL deployment differs only in DATABASE_URL, which the API suites cover).
 */
const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..');

describe('the built API bundle', () => {
  let dir: string;
  let outDir: string;
  let manifest: { dependencies: Record<string, string>; scripts: { start: string }; type: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ratai-api-bundle-'));
    outDir = path.join(dir, 'api');
    const built = spawnSync(process.execPath, ['tools/scripts/build-api.mjs', '--out', outDir], { cwd: workspaceRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
    manifest = JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8'));
    // What `npm ci --omit=dev` would install, taken from this workspace's node_modules: the listed
    // packages only (their own dependencies resolve from where they really live).
    for (const name of Object.keys(manifest.dependencies)) {
      const link = path.join(outDir, 'node_modules', name);
      await mkdir(path.dirname(link), { recursive: true });
      await symlink(path.join(workspaceRoot, 'node_modules', name), link, 'dir');
    }
  }, 180_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is one ES module with a source map, and lists only the packages it leaves outside', async () => {
    expect(manifest.type).toBe('module');
    expect(manifest.scripts.start).toBe('node --enable-source-maps main.js');
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@electric-sql/pglite', '@fastify/swagger-ui', 'argon2', 'pg', 'sharp']);
    const root = JSON.parse(await readFile(path.join(workspaceRoot, 'package.json'), 'utf8'));
    for (const [name, version] of Object.entries(manifest.dependencies)) expect(version).toBe(root.dependencies[name]);

    // A lockfile pruned from the workspace's: the same transitive versions, nothing for the bundled packages.
    const lock = JSON.parse(await readFile(path.join(outDir, 'package-lock.json'), 'utf8'));
    expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
    expect(lock.packages['node_modules/fastify']).toBeUndefined();
    expect(lock.packages['node_modules/@aws-sdk/client-s3']).toBeUndefined();
    expect(lock.packages['node_modules/sharp'].version).toBe(manifest.dependencies['sharp']);

    const map = JSON.parse(await readFile(path.join(outDir, 'main.js.map'), 'utf8'));
    expect(map.sources).toEqual(expect.arrayContaining([expect.stringMatching(/apps\/api\/src\/main\.ts$/), expect.stringMatching(/libs\/validation\/src\//)]));
    const code = await readFile(path.join(outDir, 'main.js'), 'utf8');
    expect(code).not.toMatch(/from ["']tsx|require\(["']tsx/);
  });

  it('carries the image encoder beside main.js, and it encodes with the packages the deployable lists', async () => {
    const encoder = fork(path.join(outDir, 'image-encoder.js'), [], {
      cwd: outDir,
      env: { PATH: process.env['PATH'], RATAI_IMAGE_ENCODER_NICE: '10' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      const { png, RED } = await import('../listings/listing-helpers');
      type Reply = { id: number; ok: boolean; width?: number; variants?: Record<string, Uint8Array> };
      const ask = (request: Record<string, unknown>) =>
        new Promise<Reply>((resolve, reject) => {
          encoder.once('message', resolve);
          encoder.once('exit', (code) => reject(new Error(`the encoder exited ${code}`)));
          encoder.send(request);
        });
      const input = await png(640, 480, RED);
      const reply = await ask({ id: 7, input });
      expect(reply).toMatchObject({ id: 7, ok: true, width: 640 });
      expect(Object.keys(reply.variants ?? {}).sort()).toEqual(['card', 'full', 'gallery']);
      expect(Buffer.from(reply.variants?.['card'] ?? []).subarray(8, 12).toString('latin1')).toBe('WEBP');
      // An upload arrives as the path of its spooled file (http/upload-spool.ts): the same image.
      const spooled = path.join(dir, 'spooled-upload');
      await writeFile(spooled, input);
      const fromFile = await ask({ id: 8, path: spooled });
      expect(fromFile).toMatchObject({ id: 8, ok: true, width: 640 });
      expect(Buffer.from(fromFile.variants?.['full'] ?? []).equals(Buffer.from(reply.variants?.['full'] ?? []))).toBe(true);
    } finally {
      encoder.kill();
    }
  }, 60_000);

  describe('started with a production environment', () => {
    let api: RunningApi;
    beforeAll(async () => {
      api = await startBundle(outDir, path.join(dir, 'data'));
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
    });

    it('is live, ready and serves the API', async () => {
      const health = await get(api.port, '/api/health');
      expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
      expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(await get(api.port, '/api/ready')).toMatchObject({ status: 200, body: '{"status":"ok","checks":{"database":"ok","storage":"ok"}}' });
      const search = await get(api.port, '/api/car-advertisements?carMake=toyota');
      expect(search.status).toBe(200);
      expect(JSON.parse(search.body)).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
      // The docs page serves the files of @fastify/swagger-ui's own folder (why it stays outside the bundle).
      expect((await get(api.port, '/api/docs/static/swagger-ui-bundle.js')).status).toBe(200);
      // Production without METRICS_TOKEN serves no metrics.
      expect((await get(api.port, '/api/metrics')).status).toBe(404);
      // Logs are JSON lines with the request id (probes stay out of them).
      const searchLines = api.lines().filter((line) => line.requestId === search.headers['x-request-id']);
      expect(searchLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(api.lines().some((line) => line.requestId === health.headers['x-request-id'])).toBe(false);
    });

    it('answers a request in flight at SIGTERM, then exits 0', async () => {
      const body = JSON.stringify({ identifier: 'nera.tokio@pavyzdys.lt', password: 'Neteisingas123!' });
      const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: api.port, method: 'POST', path: '/api/auth/local', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        // The rest arrives after the signal.
        setTimeout(() => {
          api.process.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 300);
      });
      const answer = await inFlight;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ data: null, error: { status: 400 } });
      expect(await api.exited).toBe(0);
      expect(api.lines().some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true);
    }, 60_000);
  });

  it('refuses to start in production without its secrets', async () => {
    const result = spawnSync(process.execPath, ['main.js'], {
      cwd: outDir,
      encoding: 'utf8',
      env: { PATH: process.env['PATH'], NODE_ENV: 'production', DATA_DIR: path.join(dir, 'refused'), PORT: '0' },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required in production');
    expect(existsSync(path.join(dir, 'refused', 'pglite'))).toBe(false);
  }, 60_000);
});

interface RunningApi {
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  /** The JSON log lines written so far. */
  lines(): Record<string, unknown>[];
  stop(): Promise<void>;
}

/** `npm start` of the deployable (its start script), with the variables production requires. */
async function startBundle(outDir: string, dataDir: string): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'main.js'], {
    cwd: outDir,
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      TEAM_PASSWORD: 'Produkcija2026!',
      SEED_DEMO: 'false',
      // Production refuses the sandbox; nothing calls the provider at boot.
      BANK_DATA_URL: 'https://bankaccountdata.gocardless.com',
      BANK_DATA_SECRET_ID: randomBytes(16).toString('hex'),
      BANK_DATA_SECRET_KEY: randomBytes(32).toString('hex'),
      RECAPTCHA_SECRET: randomBytes(16).toString('hex'),
      RECAPTCHA_SITE_KEY: randomBytes(16).toString('hex'),
      // Nothing is sent in this test; the job worker only needs an address.
      SMTP_URL: 'smtp://127.0.0.1:1',
      CORS_ORIGINS: 'https://ratai.lt',
      // Published on purpose, so the docs page's files (outside the bundle) are checked below.
      API_DOCS_PUBLIC: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { lines, text, exited } = watchOutput(child);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const listening = lines().find((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening at http://127.0.0.1:'));
      if (listening) {
        clearInterval(timer);
        resolve(Number(String(listening.msg).split(':').pop()));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the bundle exited ${child.exitCode}: ${text()}`));
      }
    }, 100);
  });
  return {
    process: child,
    port,
    exited,
    lines,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function get(port: number, url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: url }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}
