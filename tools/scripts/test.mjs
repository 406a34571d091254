#!/usr/bin/env node
// `npm test`: every check of the workspace, in the order that fails fastest:
// 1. lint (with the Nx boundary rules), 2. typecheck, 3. every Jest project (the API on
// in-memory PGlite), 4. when DATABASE_URL is set, the API suites again against PostgreSQL,
// 5. the Playwright suite of each web app in Debian's Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Chromium for Playwright: CHROMIUM_PATH, else Debian's /usr/bin/chromium, installed through apt
 * when missing and we are root (never `playwright install`: no browser downloads here).
 */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium package (apt-get).');
    const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    spawnSync('apt-get', ['update', '-qq'], apt);
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('No Chromium: set CHROMIUM_PATH, or run as root so apt-get can install it.');
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
const baseEnv = { ...process.env, NX_TUI: 'false', NX_DAEMON: process.env.NX_DAEMON ?? 'false', FORCE_COLOR: '0' };
delete baseEnv.DATABASE_URL;
const parallel = process.env.NX_PARALLEL ?? '2';
const runMany = (target) => ['nx', 'run-many', '-t', target, `--parallel=${parallel}`, '--outputStyle=static'];

const steps = [
  { name: 'lint', args: runMany('lint'), env: baseEnv },
  { name: 'typecheck', args: runMany('typecheck'), env: baseEnv },
  { name: 'unit and API tests (PGlite)', args: [...runMany('test'), '--', '--ci'], env: baseEnv },
];
if (databaseUrl) {
  steps.push({
    name: 'API tests on PostgreSQL',
    args: ['nx', 'run', 'api:test', '--outputStyle=static', '--', '--ci'],
    env: { ...baseEnv, DATABASE_URL: databaseUrl },
  });
} else {
  console.log('DATABASE_URL is not set: the API suites run on embedded PGlite only.');
}
// One Playwright suite per web app; an app's suite joins as soon as its folder exists.
const chromium = ensureChromium();
for (const suite of ['marketplace-e2e', 'owner-portal-e2e', 'application-wizard-e2e', 'back-office-e2e']) {
  if (!existsSync(`apps/${suite}/project.json`)) continue;
  steps.push({
    name: `${suite} (Playwright, Chromium)`,
    args: ['nx', 'run', `${suite}:e2e`, '--outputStyle=static'],
    env: { ...baseEnv, CHROMIUM_PATH: chromium },
  });
}

let failed = 0;
let passed = 0;
for (const { name, args, env } of steps) {
  console.log(`\n=== ${name}: npx ${args.join(' ')}\n`);
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  if (result.status === 0) {
    passed += 1;
  } else {
    failed += 1;
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
