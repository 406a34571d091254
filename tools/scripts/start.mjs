#!/usr/bin/env node
// `npm start`: starts the product on this machine — the API with the embedded PGlite database
// under ./data and the demo data, and the local bank sandbox the API's bank step talks to
// (BANK_DATA_URL defaults to it). The apps (marketplace, owner portal, application wizard)
// join this command with their issues.
// Ctrl+C (SIGINT) or SIGTERM stop every child cleanly (the API closes its database first).
import { spawn } from 'node:child_process';

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

const tsx = ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.base.json'];
// PORT is set for each child: both read it.
run('bank-sandbox', process.execPath, [...tsx, 'tools/bank-sandbox/src/main.ts'], { PORT: '4010' });
run('api', process.execPath, [...tsx, 'apps/api/src/main.ts'], {
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: process.env.DATA_DIR ?? './data',
});
console.log('Ratai API: http://localhost:3000/api (docs: http://localhost:3000/api/docs); bank sandbox: http://127.0.0.1:4010');
