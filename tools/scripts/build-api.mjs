#!/usr/bin/env node
// `nx build api`: the API as one bundled ES module for Node 20, no TypeScript at run time.
//   dist/apps/api/main.js (+ main.js.map, main.js.LEGAL.txt)   the API and every pure-JS package it uses
//   dist/apps/api/image-encoder.js (+ .map)                    the image encoder process the API starts (src/images)
//   dist/apps/api/package.json + package-lock.json             only the packages left outside the bundle
// Deploy: copy the folder, `npm ci --omit=dev`, `npm start` (node --enable-source-maps main.js), with the
// environment of docs/deployment.md. Usage: node tools/scripts/build-api.mjs [--out DIR] [--no-lockfile]
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleNode, importedPackages, workspaceRoot, writeDeployManifest } from './deploy/node-deployable.mjs';

/**
 * Packages that stay outside the bundle, each for a reason:
 * argon2 and sharp load native addons; pg loads the optional native driver by name; PGlite loads its
 * WebAssembly and data files from beside its own module; @fastify/swagger-ui serves the files of
 * its own folder.
 */
export const API_EXTERNAL = ['argon2', 'sharp', 'pg', '@electric-sql/pglite', '@fastify/swagger-ui'];

export async function buildApi({ outDir = path.join(workspaceRoot, 'dist', 'apps', 'api'), lockfile = true } = {}) {
  await rm(outDir, { recursive: true, force: true });
  const metafile = await bundleNode({
    entry: 'apps/api/src/main.ts',
    outfile: path.join(outDir, 'main.js'),
    external: API_EXTERNAL,
    tsconfig: 'apps/api/tsconfig.lib.json',
  });
  // The image encoder runs as its own process (apps/api/src/images/encoder-process.ts), from a file
  // beside main.js.
  const encoderMetafile = await bundleNode({
    entry: 'apps/api/src/images/image-encoder.ts',
    outfile: path.join(outDir, 'image-encoder.js'),
    external: API_EXTERNAL,
    tsconfig: 'apps/api/tsconfig.lib.json',
  });
  const packages = [
    ...new Set([
      ...importedPackages(metafile, (file) => file.endsWith('main.js')),
      ...importedPackages(encoderMetafile, (file) => file.endsWith('image-encoder.js')),
    ]),
  ].sort();
  const unexpected = packages.filter((name) => !API_EXTERNAL.includes(name));
  if (unexpected.length > 0) throw new Error(`the API bundle imports packages it should contain: ${unexpected.join(', ')}`);
  const manifest = await writeDeployManifest({
    outDir,
    name: '@ratai/api',
    packages,
    projectRoot: 'apps/api',
    start: 'node --enable-source-maps main.js',
    lockfile,
  });
  return { outDir, manifest, metafile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const out = args.includes('--out') ? path.resolve(args[args.indexOf('--out') + 1]) : undefined;
  const { outDir, manifest } = await buildApi({ outDir: out, lockfile: !args.includes('--no-lockfile') });
  console.log(`API bundle in ${path.relative(process.cwd(), outDir) || '.'}; runtime packages: ${Object.keys(manifest.dependencies).join(', ')}`);
}
