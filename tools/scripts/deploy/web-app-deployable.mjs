// A web app's deployable folder, dist/apps/<app>, from its `nx build` output:
//   server.mjs (+ .map)              apps/<app>/server.mjs with the workspace modules it imports bundled in
//                                    (tools/web-app-kit/…), npm packages left as imports
//   build/                           the app's React Router build: client assets, and the server
//                                    bundle of a server-rendered app (not of an SPA)
//   package.json + package-lock.json only the npm packages server.mjs and build/server import
// Run: `npm ci --omit=dev && npm start` in the folder (node server.mjs), environment in the app's README.
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleNode, importedPackages, workspaceRoot, writeDeployManifest } from './node-deployable.mjs';

export async function packageWebApp({ name, projectRoot, outDir, lockfile = true }) {
  const appDir = path.join(workspaceRoot, projectRoot);
  if (!existsSync(path.join(appDir, 'server.mjs'))) throw new Error(`${name}: no server.mjs in ${projectRoot}`);
  if (!existsSync(path.join(appDir, 'build', 'client'))) throw new Error(`${name}: no build/client — run \`nx build ${name}\` first`);
  await rm(outDir, { recursive: true, force: true });
  await cp(path.join(appDir, 'build', 'client'), path.join(outDir, 'build', 'client'), { recursive: true });
  // A server-rendered app's server.mjs loads build/server; an SPA's server only serves build/client
  // (React Router still writes a server build for an SPA, to pre-render its index.html).
  if (await rendersOnServer(appDir)) {
    await cp(path.join(appDir, 'build', 'server'), path.join(outDir, 'build', 'server'), { recursive: true });
  }

  const serverMeta = await bundleNode({
    entry: path.join(projectRoot, 'server.mjs'),
    outfile: path.join(outDir, 'server.mjs'),
    packagesExternal: true,
    tsconfig: 'tsconfig.base.json',
  });
  const packages = new Set(importedPackages(serverMeta));
  for (const name of await serverBuildPackages(path.join(outDir, 'build', 'server'))) packages.add(name);

  const manifest = await writeDeployManifest({
    outDir,
    name: `@ratai/${name}`,
    packages: [...packages].sort(),
    projectRoot,
    start: 'node --enable-source-maps server.mjs',
    lockfile,
  });
  return { outDir, manifest };
}

/** React Router's own switch: `ssr: false` in react-router.config.ts is SPA mode (ssr defaults to true). */
async function rendersOnServer(appDir) {
  const configFile = path.join(appDir, 'react-router.config.ts');
  if (!existsSync(configFile)) return existsSync(path.join(appDir, 'build', 'server'));
  return !/\bssr\s*:\s*false\b/.test(await readFile(configFile, 'utf8'));
}

/** The npm packages the React Router server build imports (none for an SPA, which has no server build). */
async function serverBuildPackages(serverDir) {
  if (!existsSync(serverDir)) return [];
  const entries = (await readdir(serverDir, { recursive: true }))
    .filter((file) => /\.(m?js)$/.test(file))
    .map((file) => path.join(serverDir, file));
  if (entries.length === 0) return [];
  // Read, not written: esbuild only follows the imports to list the packages.
  const result = await build({
    entryPoints: entries,
    outdir: path.join(serverDir, '.scan'),
    write: false,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    metafile: true,
    logLevel: 'error',
  });
  return importedPackages(result.metafile);
}
