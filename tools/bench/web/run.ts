/**
 * Web performance of the public pages: first-load JavaScript (gzip) of the marketplace's home and
 * car page, and Lighthouse (mobile preset, performance) for the home page, a filtered search and a
 * car page, against the targets of issue 5; and the wizard's car application page (where partner
 * links land) against its own targets of issue 17. See README.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi, startWebApp, stop, type Child } from '@ratai/e2e-support';
import { DESKTOP, measureFirstLoad, type FirstLoad } from './first-load';
import { CHROME_PATH, lighthouseMedian, type LighthouseSummary } from './lighthouse';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const APP_DIR = path.join(REPO_ROOT, 'apps', 'marketplace');
const WIZARD_DIR = path.join(REPO_ROOT, 'apps', 'application-wizard');
const API_PORT = Number(process.env.BENCH_WEB_API_PORT || 3150);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT || 4250);
const WEB_URL = `http://localhost:${WEB_PORT}`;
const WIZARD_PORT = Number(process.env.BENCH_WIZARD_PORT || 4450);
const WIZARD_URL = `http://localhost:${WIZARD_PORT}`;
const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
/** Before each Lighthouse run: wait at most this long for at most this share of the cores busy. */
const QUIET = { maxSeconds: Number(process.env.BENCH_QUIET_WAIT ?? 120), threshold: Number(process.env.BENCH_QUIET_BUSY ?? 25) / 100 };
const OUT = path.resolve(process.env.BENCH_OUT || path.join(__dirname, 'results', 'latest.md'));
/** A search with filters, sort and page, as a visitor shares it. */
const SEARCH_PATH = process.env.BENCH_SEARCH_PATH || '/?carMake=toyota&fuelType=hybrid&fuelType=petrol&priceFrom=5000&sort=priceAsc&page=1';

const TARGETS = { firstLoadKb: 140, score: 95, cls: 0.05 } as const;
/** The wizard's car application page (issue 17): a stricter CLS. */
const WIZARD_TARGETS = { firstLoadKb: 140, score: 95, cls: 0.02 } as const;

function log(message: string): void {
  process.stderr.write(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => `${Math.round(value)} ms`;

/** Production builds of the marketplace and the wizard (react-router build), unless BENCH_SKIP_BUILD=1. */
async function build(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    log('BENCH_SKIP_BUILD=1: using the existing apps/marketplace/build and apps/application-wizard/build');
    return;
  }
  for (const dir of [APP_DIR, WIZARD_DIR]) await buildApp(dir);
}

async function buildApp(dir: string): Promise<void> {
  log(`building ${path.basename(dir)} (production)…`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`react-router build exited with ${code}`))));
  });
}

/** The first car page linked from the home page's results. */
async function firstCarPath(): Promise<string> {
  const html = await (await fetch(`${WEB_URL}/`)).text();
  const match = /href="(\/automobilio-nuoma\/[^"#?]+)"/.exec(html);
  if (!match) throw new Error('the home page links no car: is the demo data there?');
  return match[1];
}

function machine(): string[] {
  const cpu = os.cpus();
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    } catch {
      return '?';
    }
  };
  let chromium = '?';
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // reported as unknown
  }
  const version = (name: string) => {
    try {
      return (require(path.join(REPO_ROOT, 'node_modules', name, 'package.json')) as { version: string }).version;
    } catch {
      return '?';
    }
  };
  const dirty = git(['status', '--porcelain', '--', 'apps/marketplace', 'apps/application-wizard', 'libs', 'tools/web-app-kit'])
    ? ' (uncommitted changes in apps/marketplace, apps/application-wizard, libs or tools/web-app-kit)'
    : '';
  return [
    `- when: ${new Date().toISOString()}`,
    `- commit: ${git(['rev-parse', '--short', 'HEAD'])}${dirty}`,
    `- machine: ${os.availableParallelism()} cores (${cpu[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} (1/5/15 min, at the end of the run)`,
    `- Node ${process.version}; ${chromium}; lighthouse ${version('lighthouse')}, chrome-launcher ${version('chrome-launcher')}, @playwright/test ${version('@playwright/test')}`,
  ];
}

function firstLoadSection(title: string, load: FirstLoad): string[] {
  const lines = [
    `### ${title}: \`${new URL(load.url).pathname}${new URL(load.url).search}\``,
    '',
    `${load.scripts.length} files, ${kb(load.gzipBytes)} kB gzip (${kb(load.rawBytes)} kB raw).` +
      (load.notInHtml.length
        ? ` Fetched without being named in the HTML (lazy chunks the page asked for by itself): ${load.notInHtml.map((n) => `\`${n}\``).join(', ')}.`
        : ' Every file was named in the server-rendered HTML (preload hints or the bootstrap module).'),
    '',
    '| file | gzip kB | raw kB |',
    '|---|---:|---:|',
    ...load.scripts.map((file) => `| \`${file.name}\` | ${kb(file.gzipBytes)} | ${kb(file.rawBytes)} |`),
    '',
  ];
  return lines;
}

function lighthouseSection(title: string, summary: LighthouseSummary): string[] {
  const lines = [
    `### ${title}: \`${new URL(summary.url).pathname}${new URL(summary.url).search}\``,
    '',
    '| run | score | FCP | LCP | TBT | CLS | Speed Index | JS transferred | machine busy (waited) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...summary.runs.map(
      (run, index) =>
        `| ${index + 1} | ${run.score} | ${ms(run.fcpMs)} | ${ms(run.lcpMs)} | ${ms(run.tbtMs)} | ${run.cls.toFixed(3)} | ${ms(run.speedIndexMs)} | ${kb(run.scriptTransferBytes)} kB | ${Math.round(run.machineBusy * 100)} % (${run.waitedS} s) |`,
    ),
    `| **median** | **${summary.median.score}** | ${ms(summary.median.fcpMs)} | ${ms(summary.median.lcpMs)} | ${ms(summary.median.tbtMs)} | ${summary.median.cls.toFixed(3)} | ${ms(summary.median.speedIndexMs)} | ${kb(summary.median.scriptTransferBytes)} kB | |`,
    '',
  ];
  const weak = [...new Set(summary.runs.flatMap((run) => run.weakAudits))];
  if (weak.length) lines.push(`Audits scoring below 0.9 in at least one run: ${weak.map((id) => `\`${id}\``).join(', ')}.`, '');
  const shifts = [...new Set(summary.runs.flatMap((run) => run.shiftSources))];
  if (shifts.length) lines.push(`Layout shifts (element, score): ${shifts.map((text) => `\`${text}\``).join(', ')}.`, '');
  const warnings = [...new Set(summary.runs.flatMap((run) => run.warnings))];
  if (warnings.length) lines.push(`Lighthouse warnings: ${warnings.join(' / ')}`, '');
  return lines;
}

async function main(): Promise<void> {
  await build();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-bench-web-'));
  const children: Child[] = [];
  const cleanup = async () => {
    for (const child of children.reverse()) await stop(child);
    await rm(workDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`starting the API on ${API_PORT} with fresh demo data (first start draws the pictures: ~45 s)…`);
    children.push(
      await startApi({
        port: API_PORT,
        dataDir: path.join(workDir, 'data'),
        corsOrigins: [WEB_URL, WIZARD_URL],
        env: { MARKETPLACE_URL: WEB_URL, WIZARD_URL },
        logDir: workDir,
      }),
    );
    log(`starting the built marketplace on ${WEB_PORT}…`);
    children.push(
      await startWebApp({
        app: 'marketplace',
        port: WEB_PORT,
        readyPath: '/robots.txt',
        env: { API_URL: `http://localhost:${API_PORT}`, WIZARD_URL, PORTAL_URL: 'http://localhost:4350' },
        logDir: workDir,
      }),
    );
    log(`starting the built wizard on ${WIZARD_PORT}…`);
    children.push(
      await startWebApp({
        app: 'application-wizard',
        port: WIZARD_PORT,
        readyPath: '/favicon.svg',
        env: { API_URL: `http://localhost:${API_PORT}`, MARKETPLACE_URL: WEB_URL, WIZARD_URL },
        logDir: workDir,
      }),
    );

    const carPath = await firstCarPath();
    // The wizard's page for the same car, opened as a partner's or the car page's link opens it.
    const wizardPath = `/automobilio-paraiska/${carPath.split('/').pop()}`;
    const pages = { home: `${WEB_URL}/`, search: `${WEB_URL}${SEARCH_PATH}`, car: `${WEB_URL}${carPath}`, wizard: `${WIZARD_URL}${wizardPath}` };
    // Warm the server (first render of each route, the API's caches): we measure the page, not a cold process.
    for (const url of Object.values(pages)) await fetch(url).then((response) => response.text());

    log('first-load JS of the home and the car page…');
    const homeLoad = await measureFirstLoad(pages.home);
    const carLoad = await measureFirstLoad(pages.car);
    const homeDesktop = await measureFirstLoad(pages.home, DESKTOP);
    const carDesktop = await measureFirstLoad(pages.car, DESKTOP);
    const wizardLoad = await measureFirstLoad(pages.wizard);
    log(
      `  home ${kb(homeLoad.gzipBytes)} kB, car ${kb(carLoad.gzipBytes)} kB, wizard ${kb(wizardLoad.gzipBytes)} kB (gzip; desktop ${kb(homeDesktop.gzipBytes)} / ${kb(carDesktop.gzipBytes)} kB)`,
    );

    const lighthouse: Record<keyof typeof pages, LighthouseSummary> = {} as never;
    for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
      log(`Lighthouse ×${RUNS}: ${name}…`);
      lighthouse[name] = await lighthouseMedian(url, RUNS, QUIET, (run, index) =>
        log(
          `  run ${index + 1}: score ${run.score}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CLS ${run.cls.toFixed(3)} (machine ${Math.round(run.machineBusy * 100)} % busy, waited ${run.waitedS} s)`,
        ),
      );
    }

    const rows: [string, string, string, boolean | null][] = [
      ['First-load JS, home (gzip)', `${kb(homeLoad.gzipBytes)} kB`, `≤ ${TARGETS.firstLoadKb} kB`, homeLoad.gzipBytes <= TARGETS.firstLoadKb * 1000],
      ['First-load JS, car page (gzip)', `${kb(carLoad.gzipBytes)} kB`, `≤ ${TARGETS.firstLoadKb} kB`, carLoad.gzipBytes <= TARGETS.firstLoadKb * 1000],
      ['First-load JS, home, desktop 1280 px (gzip)', `${kb(homeDesktop.gzipBytes)} kB`, '—', null],
      ['First-load JS, car page, desktop 1280 px (gzip)', `${kb(carDesktop.gzipBytes)} kB`, '—', null],
      ['First-load JS, wizard car application page (gzip)', `${kb(wizardLoad.gzipBytes)} kB`, `≤ ${WIZARD_TARGETS.firstLoadKb} kB`, wizardLoad.gzipBytes <= WIZARD_TARGETS.firstLoadKb * 1000],
    ];
    const titles = { home: 'home', search: 'search with filters', car: 'car page', wizard: 'wizard car application page' } as const;
    for (const name of ['home', 'search', 'car', 'wizard'] as const) {
      const { median } = lighthouse[name];
      const targets = name === 'wizard' ? WIZARD_TARGETS : TARGETS;
      rows.push([`Lighthouse performance, ${titles[name]}`, String(median.score), `≥ ${targets.score}`, median.score >= targets.score]);
      rows.push([`CLS, ${titles[name]}`, median.cls.toFixed(3), `≤ ${targets.cls}`, median.cls <= targets.cls]);
    }

    const table = [
      '| metric | value | target | result |',
      '|---|---:|---:|---|',
      ...rows.map(([metric, value, target, pass]) => `| ${metric} | ${value} | ${target} | ${pass === null ? 'information' : pass ? 'PASS' : 'FAIL'} |`),
    ];
    const report = [
      '# Marketplace and wizard web performance',
      '',
      `\`npm run bench:web\` (tools/bench/web). Lighthouse: mobile preset (simulated slow 4G, 4× CPU slowdown), performance category, ${RUNS} runs per page in a fresh Chromium each, median of each metric; before each run up to ${QUIET.maxSeconds} s of waiting for at most ${Math.round(QUIET.threshold * 100)} % of the cores busy. First-load JS: every script Chromium fetched from navigation until \`load\` plus 2 s without a new script request, no interaction, 412×823 viewport; sizes gzip -9 of each body; 1 kB = 1000 bytes.`,
      '',
      ...table,
      '',
      '## Run',
      '',
      ...machine(),
      '',
      '## First-load JS',
      '',
      ...firstLoadSection('Home', homeLoad),
      ...firstLoadSection('Car page', carLoad),
      ...firstLoadSection('Wizard car application page', wizardLoad),
      ...firstLoadSection('Home, desktop 1280 × 800 (information)', homeDesktop),
      ...firstLoadSection('Car page, desktop 1280 × 800 (information)', carDesktop),
      '## Lighthouse',
      '',
      ...lighthouseSection('Home', lighthouse.home),
      ...lighthouseSection('Search with filters', lighthouse.search),
      ...lighthouseSection('Car page', lighthouse.car),
      ...lighthouseSection('Wizard car application page', lighthouse.wizard),
    ].join('\n');

    await mkdir(path.dirname(OUT), { recursive: true });
    await writeFile(OUT, report);
    process.stdout.write(`${table.join('\n')}\n\nFull report: ${path.relative(process.cwd(), OUT)}\n`);
    if (rows.some(([, , , pass]) => pass === false)) process.exitCode = 1;
  } catch (error) {
    const apiLog = await readFile(path.join(workDir, 'api.log'), 'utf8').catch(() => '');
    if (apiLog) log(`API log tail:\n${apiLog.split('\n').slice(-20).join('\n')}`);
    throw error;
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
