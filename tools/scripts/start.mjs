#!/usr/bin/env node
// `npm start`: starts the product on this machine — the API with the embedded PGlite database
// under ./data and the demo data, the local bank sandbox the API's bank step talks to
// (BANK_DATA_URL defaults to it), and the server-rendered marketplace (built first). The owner
// portal and the application wizard join this command with their issues.
// Ctrl+C (SIGINT) or SIGTERM stop every child cleanly (the API closes its database first).
import { spawn, spawnSync } from 'node:child_process';

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const built = spawnSync('npx', ['nx', 'run', 'marketplace:build', '--outputStyle=static'], {
  stdio: 'inherit',
  env: { ...process.env, NX_TUI: 'false' },
});
if (built.status !== 0) process.exit(built.status ?? 1);

const apiPort = process.env.PORT ?? '3000';
const tsx = ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.base.json'];
// PORT is set for each child: both read it.
run('bank-sandbox', process.execPath, [...tsx, 'tools/bank-sandbox/src/main.ts'], { PORT: '4010' });
run('api', process.execPath, [...tsx, 'apps/api/src/main.ts'], {
  PORT: apiPort,
  DATA_DIR: process.env.DATA_DIR ?? './data',
});
// Until the API has seeded (about a minute on the first start) the marketplace answers 503 in Lithuanian.
run('marketplace', process.execPath, ['apps/marketplace/server.mjs'], { PORT: '4200', API_URL: `http://localhost:${apiPort}` });
console.log(
  `Ratai marketplace: http://localhost:4200 · API: http://localhost:${apiPort}/api (docs /api/docs) · bank sandbox: http://127.0.0.1:4010`,
);
