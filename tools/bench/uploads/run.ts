/**
 * Upload benchmark (issue 18, item 4): BENCH_UPLOADS (4) owners each create a listing with 11
 * worst-case images (PNG, 40 MP — the cap — and ~4.3 MB, under the 5 MB limit) at the same time,
 * while one client signs in again and again. Measures the resident memory of the API process and
 * its image encoder process together (VmRSS sampled every 50 ms, and the sum of the kernel's peak
 * VmHWM of each) and the sign-in latency, idle and under the
 * uploads. Targets: peak RSS ≤ 600 MB; sign-in p99 ≤ 100 ms during the uploads.
 *
 *   flock /tmp/ratai-ports.lock npx tsx --tsconfig tsconfig.base.json tools/bench/uploads/run.ts
 *
 * The API runs in a child process (the real buildApp, production config) on PostgreSQL
 * (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, a fresh schema dropped afterwards),
 * or on PGlite with BENCH_DATABASE=pglite. Report: stdout and results/latest.md.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startChild, killChildrenSync, type ChildServer } from '../api-search/children';
import { DEFAULT_DATABASE_URL, REPO_ROOT, envInt, log } from '../api-search/common';
import type { UploadBenchSetup } from './server';

const UPLOADS = envInt('BENCH_UPLOADS', 4, 1, 16);
const IMAGES_PER_UPLOAD = 11;
const IDLE_LOGINS = envInt('BENCH_IDLE_LOGINS', 100, 10, 10_000);
/** 7300 × 5475 = 39,967,500 pixels: just under the 40 MP cap. */
const WIDTH = 7300;
const HEIGHT = 5475;
const TARGET_RSS_MB = 600;
const TARGET_LOGIN_P99_MS = 100;

/**
 * A 40 MP PNG that compresses to ~4.3 MB: gradients with noisy grid lines, different per index.
 * PNG is the worst case: no shrink-on-load as JPEG has, the whole image is inflated and decoded.
 */
async function worstCaseImage(index: number): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7919 * (index + 1);
  const noise = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const n = x % 64 === index || y % 64 === index ? noise() : 0;
      raw[i] = ((x * 255) / WIDTH + n + index * 20) & 255;
      raw[i + 1] = ((y * 255) / HEIGHT) & 255;
      raw[i + 2] = ((x ^ y) >> 5) & 255;
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
}

interface Memory {
  /** The API process and its image encoder process together (VmRSS). */
  rssMb: number;
  /** The sum of each process's own peak (VmHWM): an upper bound of their peak together. */
  hwmMb: number;
  /** The API process alone. */
  apiRssMb: number;
  processes: number;
  /** esbuild service processes of tsx (development tooling, not counted above). */
  toolingMb: number;
}

/** The process and its descendants (the API starts its image encoder as a child process). */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent's pid; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i] as number) ?? []));
  return tree;
}

function memoryOf(pid: number): Memory {
  const memory: Memory = { rssMb: 0, hwmMb: 0, apiRssMb: 0, processes: 0, toolingMb: 0 };
  for (const member of processTree(pid)) {
    let status: string;
    try {
      status = readFileSync(`/proc/${member}/status`, 'utf8');
    } catch {
      continue;
    }
    // tsx compiles the benchmark's TypeScript through esbuild's service process, a child of each
    // Node process it loads; production runs the built bundle without it (see README).
    if (/^Name:\s+esbuild$/m.test(status)) {
      memory.toolingMb += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
      continue;
    }
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    memory.rssMb += kb('VmRSS') / 1024;
    memory.hwmMb += kb('VmHWM') / 1024;
    if (member === pid) memory.apiRssMb = kb('VmRSS') / 1024;
    memory.processes += 1;
  }
  return memory;
}

let addressCounter = 0;
/** A new client address per sign-in (through the trusted loopback proxy): per-IP limits stay out of it. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function login(base: string, setup: UploadBenchSetup): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ identifier: setup.login.email, password: setup.login.password }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

function listingForm(setup: UploadBenchSetup, images: Buffer[]): FormData {
  const year = new Date().getFullYear();
  const fields: Record<string, string | string[]> = {
    carMake: String(setup.makeId),
    carModel: String(setup.modelId),
    vinCode: 'WVWZZZ1KZ6W000001',
    productionYear: '2016',
    bodyType: 'stationWagon',
    fuelType: 'diesel',
    gearbox: 'automatic',
    doorCount: 'fourFive',
    engineDisplacement: '1968',
    enginePower: '110',
    numberOfSeats: '5',
    drivetrain: 'front',
    inspectionYear: String(year + 1),
    inspectionMonth: '6',
    rimSize: '17',
    airConditioning: 'climateControl',
    price: '8500',
    averageFuelConsumption: '5,6',
    odometer: '185000',
    description: 'Bandomasis skelbimas su vienuolika didžiausių nuotraukų.',
    carFeatures: setup.featureIds.slice(0, 2).map(String),
    isForTaxi: 'false',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  images.forEach((image, i) => form.append(i === 0 ? 'headerImage' : 'gallery', new Blob([new Uint8Array(image)], { type: 'image/png' }), `nuotrauka-${i}.png`));
  return form;
}

async function upload(base: string, token: string, form: FormData): Promise<{ status: number; seconds: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/car-advertisement/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  return { status: res.status, seconds: (performance.now() - started) / 1000, body: res.status === 201 ? '' : body.slice(0, 200) };
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ratai-bench-uploads-'));
  const usePglite = process.env['BENCH_DATABASE'] === 'pglite';
  const databaseUrl = usePglite ? undefined : process.env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
  const schema = databaseUrl ? `test_bench_${randomBytes(4).toString('hex')}` : undefined;
  let server: ChildServer | undefined;
  const cleanup = async () => {
    await server?.stop().catch(() => undefined);
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    }
    rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    killChildrenSync();
    process.exit(130);
  });
  try {
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`create schema ${schema}`).finally(() => client.end());
    }
    log(`generating ${IMAGES_PER_UPLOAD} images of ${WIDTH} × ${HEIGHT}`);
    const images: Buffer[] = [];
    for (let i = 0; i < IMAGES_PER_UPLOAD; i++) images.push(await worstCaseImage(i));
    const setupFile = path.join(work, 'setup.json');
    log(`starting the API on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    server = await startChild(
      'api',
      path.join(__dirname, 'server.ts'),
      {
        BENCH_DATA_DIR: path.join(work, 'data'),
        BENCH_SETUP_FILE: setupFile,
        BENCH_OWNERS: String(UPLOADS),
        ...(databaseUrl && schema ? { BENCH_DATABASE_URL: databaseUrl, BENCH_SCHEMA: schema } : { BENCH_PGLITE_DIR: path.join(work, 'pglite') }),
      },
      300_000,
    );
    const base = `http://127.0.0.1:${server.port}`;
    const setup = JSON.parse(readFileSync(setupFile, 'utf8')) as UploadBenchSetup;
    const pid = server.pid;

    for (let i = 0; i < 5; i++) await login(base, setup);
    const startMemory = memoryOf(pid);
    log(`idle: ${IDLE_LOGINS} sign-ins (RSS ${fmt(startMemory.rssMb)} MB)`);
    const idle: number[] = [];
    for (let i = 0; i < IDLE_LOGINS; i++) idle.push(await login(base, setup));
    const beforeUploads = memoryOf(pid);

    log(`load: ${UPLOADS} uploads of ${IMAGES_PER_UPLOAD} images at once, signing in meanwhile`);
    let peakSampledMb = beforeUploads.rssMb;
    let peakApiMb = beforeUploads.apiRssMb;
    const sampler = setInterval(() => {
      try {
        const now = memoryOf(pid);
        peakSampledMb = Math.max(peakSampledMb, now.rssMb);
        peakApiMb = Math.max(peakApiMb, now.apiRssMb);
      } catch {
        // the process ended; the failure shows below
      }
    }, 50);
    const forms = setup.owners.map(() => listingForm(setup, images));
    const loadStarted = performance.now();
    let uploadsDone = false;
    const uploads = Promise.all(setup.owners.map((owner, i) => upload(base, owner.token, forms[i] as FormData))).finally(() => (uploadsDone = true));
    const underLoad: number[] = [];
    while (!uploadsDone) underLoad.push(await login(base, setup));
    const results = await uploads;
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    clearInterval(sampler);
    const after = memoryOf(pid);

    const idleStats = summary(idle);
    const loadStats = summary(underLoad);
    const peakMb = Math.max(after.hwmMb, peakSampledMb);
    const rssOk = peakMb <= TARGET_RSS_MB;
    const loginOk = loadStats.p99 <= TARGET_LOGIN_P99_MS;
    const allCreated = results.every((r) => r.status === 201);
    const imageMb = images.reduce((s, b) => s + b.length, 0) / images.length / 1e6;
    const gitCommit = execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const loadAvg = os.loadavg().map((l) => fmt(l, 2)).join(' / ');

    const report = [
      '# Upload benchmark (issue 18, item 4)',
      '',
      `Run ${new Date().toISOString()} · commit ${gitCommit} · ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}) · Node ${process.version} · ` +
        `load average at the end ${loadAvg} · API on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, production config, one process`,
      '',
      `Command: \`flock /tmp/ratai-ports.lock npx tsx --tsconfig tsconfig.base.json tools/bench/uploads/run.ts\``,
      '',
      `Load: ${UPLOADS} owners each create a listing with ${IMAGES_PER_UPLOAD} PNG images of ${WIDTH} × ${HEIGHT} ` +
        `(${fmt((WIDTH * HEIGHT) / 1e6, 2)} MP, ${fmt(imageMb, 2)} MB each; ${fmt((imageMb * IMAGES_PER_UPLOAD) , 1)} MB per request), all at once; ` +
        'meanwhile one client signs in again and again (one at a time, each from a new address through the trusted proxy).',
      '',
      '## Targets',
      '',
      '| target | measured | |',
      '|---|---|---|',
      `| API peak RSS ≤ ${TARGET_RSS_MB} MB with ${UPLOADS} parallel worst-case uploads (the API process and its image encoder process together) | ${fmt(peakMb)} MB (sum of their VmHWM ${fmt(after.hwmMb)}, sampled max ${fmt(peakSampledMb)}) | ${rssOk ? 'PASS' : 'FAIL'} |`,
      `| sign-in p99 ≤ ${TARGET_LOGIN_P99_MS} ms meanwhile | ${fmt(loadStats.p99)} ms (${loadStats.n} sign-ins) | ${loginOk ? 'PASS' : 'FAIL'} |`,
      '',
      '## Figures',
      '',
      '| | n | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      `| sign-in, idle | ${idleStats.n} | ${fmt(idleStats.p50)} | ${fmt(idleStats.p95)} | ${fmt(idleStats.p99)} | ${fmt(idleStats.max)} |`,
      `| sign-in, during the uploads | ${loadStats.n} | ${fmt(loadStats.p50)} | ${fmt(loadStats.p95)} | ${fmt(loadStats.p99)} | ${fmt(loadStats.max)} |`,
      '',
      `RSS (API and encoder processes together): ${fmt(startMemory.rssMb)} MB after start-up, ${fmt(beforeUploads.rssMb)} MB before the uploads, ` +
        `peak ${fmt(peakMb)} MB, ${fmt(after.rssMb)} MB after (${after.processes} processes; the API process alone ${fmt(after.apiRssMb)} MB, ` +
        `the API's peak alone ${fmt(peakApiMb)} MB). Not counted: tsx's esbuild service processes, ${fmt(after.toolingMb)} MB (development tooling; the built API has none).`,
      '',
      `Uploads: ${results.map((r) => `${r.status} in ${fmt(r.seconds)} s`).join(', ')}; all done after ${fmt(loadSeconds)} s` +
        ` (${fmt(loadSeconds / (UPLOADS * IMAGES_PER_UPLOAD), 2)} s per image, one image at a time).` +
        (allCreated ? '' : ` Failures: ${results.filter((r) => r.status !== 201).map((r) => r.body).join(' | ')}`),
      '',
      'What bounds the work (apps/api/src/images/process-image.ts): one image processed at a time across the API (p-limit), ' +
        'in the image encoder process (images/encoder-process.ts: its own process, every thread at nice 10, so the API\'s threads get the CPU first), ' +
        'libvips on one thread, each image decoded once to 1920 px and the three WebPs encoded from that; ' +
        'each account may upload 100 images an hour (modules/listings/upload-quota.ts). Forms are read in upload slots ' +
        `(UPLOAD_SLOTS, same file), each whole (${fmt(imageMb * IMAGES_PER_UPLOAD, 0)} MB here) by http/multipart-form.ts before its images are ` +
        'checked, its files streamed to the upload spool on disk (http/upload-spool.ts; the encoder reads them from there, the bytes never sit ' +
        'in the API\'s heap); the other forms wait unread in their sockets. The API runs with MALLOC_ARENA_MAX=2, as in production (docs/deployment.md).',
      '',
    ].join('\n');
    process.stdout.write(report);
    writeFileSync(path.join(__dirname, 'results', 'latest.md'), report);
    if (!allCreated) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  killChildrenSync();
  process.exit(1);
});
