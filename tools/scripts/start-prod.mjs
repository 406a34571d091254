#!/usr/bin/env node
// `npm run start:prod`: runs what `npm run build` produced, on this machine, as production runs it:
// NODE_ENV=production, plain `node` (no tsx, no Vite), each deployable from its dist/apps folder —
// the API (dist/apps/api/main.js) and every packaged web app (dist/apps/<app>/server.mjs).
// Nothing is defaulted that production must choose: the API refuses to start without JWT_SECRET,
// DATA_KEY, TEAM_PASSWORD, the bank provider, SEED_DEMO=false, both reCAPTCHA keys, SMTP_URL and
// non-localhost CORS origins (apps/api/src/config/production-rules.ts; CORS_ALLOW_LOCALHOST=true
// for a try on this machine); set them, and DATABASE_URL, STORAGE, … as docs/deployment.md lists. Ports: PORT for the API (3000), the web
// apps on their usual ports (marketplace 4200, owner-portal 4300, application-wizard 4400,
// back-office 4500). Ctrl+C or SIGTERM stop everything; the API drains its requests first.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'dist', 'apps');
const WEB_APP_PORTS = { marketplace: 4200, 'owner-portal': 4300, 'application-wizard': 4400, 'back-office': 4500 };

if (!existsSync(path.join(dist, 'api', 'main.js'))) {
  console.error('No production build in dist/apps: run `npm run build` first.');
  process.exit(1);
}
const webApps = readdirSync(dist)
  .filter((name) => existsSync(path.join(dist, name, 'server.mjs')))
  .sort();

const apiPort = process.env.PORT ?? '3000';
// MALLOC_ARENA_MAX=2: glibc keeps image memory freed on libuv's threads (sharp) in up to 8 arenas
// per core; two keep the API's peak RSS under issue 18's ceiling (docs/deployment.md, section 3).
const base = { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
const urls = {
  API_URL: process.env.API_URL ?? `http://localhost:${apiPort}`,
  MARKETPLACE_URL: process.env.MARKETPLACE_URL ?? 'http://localhost:4200',
  PORTAL_URL: process.env.PORTAL_URL ?? 'http://localhost:4300',
  WIZARD_URL: process.env.WIZARD_URL ?? 'http://localhost:4400',
  BACKOFFICE_URL: process.env.BACKOFFICE_URL ?? 'http://localhost:4500',
};

const children = [];
let stopping = false;
function run(name, cwd, entry, env) {
  // --enable-source-maps: stack traces name the TypeScript sources.
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { cwd, stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    stop(code ?? 1);
  });
  children.push(child);
}
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The API gives its requests up to 25 s; then it exits on its own.
  setTimeout(() => process.exit(code), 30_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', path.join(dist, 'api'), 'main.js', { ...base, ...urls, PORT: apiPort });
let nextPort = 4600;
for (const name of webApps) {
  const port = String(process.env[`${name.toUpperCase().replace(/-/g, '_')}_PORT`] ?? WEB_APP_PORTS[name] ?? nextPort++);
  run(name, path.join(dist, name), 'server.mjs', { ...base, ...urls, PORT: port });
  console.log(`[${name}] http://localhost:${port}`);
}
console.log(`[api] http://localhost:${apiPort}/api (health /api/health, readiness /api/ready)`);
