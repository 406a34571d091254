#!/usr/bin/env node
// `npm test`: every check of the workspace, in the order that fails fastest:
// 1. lint (with the Nx boundary rules), 2. typecheck, 3. every Jest project (the API on
// in-memory PGlite), 4. when DATABASE_URL is set, the API suites again against PostgreSQL.
// Later issues add the Playwright suites here. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

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
