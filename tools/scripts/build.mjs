#!/usr/bin/env node
// `npm run build`: the production build of every deployable.
// 1. `nx run-many -t build`: every project with a build target — the API (tools/scripts/build-api.mjs
//    → dist/apps/api) and each web app (React Router → apps/<app>/build); an app joins as soon as it
//    has a build target.
// 2. A deployable folder per web app, dist/apps/<app> (deploy/web-app-deployable.mjs).
// Each folder under dist/apps runs with `npm ci --omit=dev && npm start`; `npm run start:prod` runs
// them all on this machine. docs/deployment.md says how they are deployed and configured.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';
import { workspaceRoot } from './deploy/node-deployable.mjs';
import { packageWebApp } from './deploy/web-app-deployable.mjs';

const env = { ...process.env, NX_TUI: 'false', NX_DAEMON: process.env.NX_DAEMON ?? 'false', FORCE_COLOR: '0' };
const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { stdio: 'inherit', env, cwd: workspaceRoot });
if (built.status !== 0) process.exit(built.status ?? 1);

const graph = await createProjectGraphAsync({ exitOnError: true });
const webApps = Object.values(graph.nodes)
  .filter((node) => node.type === 'app' && node.data.targets?.build && existsSync(path.join(workspaceRoot, node.data.root, 'server.mjs')))
  .map((node) => ({ name: node.name, projectRoot: node.data.root }))
  .sort((a, b) => a.name.localeCompare(b.name));
for (const app of webApps) {
  const { outDir, manifest } = await packageWebApp({ ...app, outDir: path.join(workspaceRoot, 'dist', 'apps', app.name) });
  console.log(`${app.name}: ${path.relative(workspaceRoot, outDir)} (runtime packages: ${Object.keys(manifest.dependencies).join(', ') || 'none'})`);
}
console.log(`API: dist/apps/api. Run everything built: npm run start:prod (docs/deployment.md).`);
