#!/usr/bin/env node
// `npm start`: starts the product on this machine — the API with the embedded PGlite database
// under ./data and the demo data, the local bank sandbox the API's bank step talks to
// (BANK_DATA_URL defaults to it), and the web apps (built first): the server-rendered marketplace
// (4200), the owner portal (4300), the application wizard (4400) and the team's back office (4500),
// each on its own origin, and a local mail catcher (maildev): every e-mail the product sends lands in
// its web page at http://127.0.0.1:1080 (SMTP on 127.0.0.1:1025; the API's job worker sends there
// unless SMTP_URL is set).
// Ctrl+C (SIGINT) or SIGTERM stop every child cleanly (the API closes its database first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

/** The web apps, each served by its own `server.mjs` on its own port (an app joins once it exists). */
const WEB_APPS = [
  { name: 'marketplace', port: '4200' },
  { name: 'owner-portal', port: '4300' },
  { name: 'application-wizard', port: '4400' },
  { name: 'back-office', port: '4500' },
].filter((app) => existsSync(`apps/${app.name}/project.json`));

const built = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', ...WEB_APPS.map((app) => app.name), '--outputStyle=static'],
  { stdio: 'inherit', env: { ...process.env, NX_TUI: 'false' } },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const apiPort = process.env.PORT ?? '3000';
const tsx = ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.base.json'];
// PORT is set for each child: both read it.
run('bank-sandbox', process.execPath, [...tsx, 'tools/bank-sandbox/src/main.ts'], { PORT: '4010' });
const MAIL_CATCHER = { smtp: '1025', web: '1080' };
run('mail-catcher', process.execPath, [
  'node_modules/maildev/bin/maildev',
  '--smtp', MAIL_CATCHER.smtp,
  '--ip', '127.0.0.1',
  '--web', MAIL_CATCHER.web,
  '--web-ip', '127.0.0.1',
]);
run('api', process.execPath, [...tsx, 'apps/api/src/main.ts'], {
  PORT: apiPort,
  // As in production (docs/deployment.md, section 3): image memory returns to the system.
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  DATA_DIR: process.env.DATA_DIR ?? './data',
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_CATCHER.smtp}`,
});
const urls = Object.fromEntries(WEB_APPS.map((app) => [app.name, `http://localhost:${app.port}`]));
const appEnv = {
  API_URL: `http://localhost:${apiPort}`,
  MARKETPLACE_URL: 'http://localhost:4200',
  PORTAL_URL: 'http://localhost:4300',
  WIZARD_URL: 'http://localhost:4400',
  BACKOFFICE_URL: 'http://localhost:4500',
};
// Until the API has seeded (about a minute on the first start) the apps answer 503 in Lithuanian.
for (const app of WEB_APPS) run(app.name, process.execPath, [`apps/${app.name}/server.mjs`], { ...appEnv, PORT: app.port });
console.log(
  `Ratai: ${Object.entries(urls).map(([name, url]) => `${name} ${url}`).join(' · ')} · API: http://localhost:${apiPort}/api (docs /api/docs) · bank sandbox: http://127.0.0.1:4010 · e-mails (mail catcher): http://127.0.0.1:${MAIL_CATCHER.web}`,
);
