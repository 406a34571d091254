// Building blocks of a Node deployable (a folder that runs with `npm ci --omit=dev && npm start`):
// an esbuild bundle with its source map, and a package.json + package-lock.json that list only
// the npm packages the bundle still imports at run time, at the versions this workspace tested.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

export const workspaceRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const require = createRequire(path.join(workspaceRoot, 'package.json'));

/**
 * Lets the CommonJS packages inside an ESM bundle `require()` Node's modules (esbuild leaves those
 * calls as they are, and an ES module has no `require`).
 */
const REQUIRE_SHIM = "import { createRequire as __deployableRequire } from 'node:module'; const require = __deployableRequire(import.meta.url);";

/**
 * Bundles one entry for Node 20 as an ES module with a linked source map. `external` packages stay
 * imports (native addons, packages that read files beside their own code); every other package is
 * inlined unless `packagesExternal`. Answers esbuild's metafile.
 */
export async function bundleNode({ entry, outfile, external = [], packagesExternal = false, tsconfig }) {
  const result = await build({
    entryPoints: [path.resolve(workspaceRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    legalComments: 'linked',
    // Lithuanian texts stay readable in the bundle (esbuild escapes non-ASCII by default).
    charset: 'utf8',
    ...(packagesExternal ? { packages: 'external' } : { external }),
    banner: { js: REQUIRE_SHIM },
    tsconfig: tsconfig ? path.resolve(workspaceRoot, tsconfig) : undefined,
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

/** Lists the npm packages that the given files of a metafile import at run time (Node's own modules left out). */
export function importedPackages(metafile, filter = () => true) {
  const builtins = new Set(builtinModules);
  const packages = new Set();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!filter(file)) continue;
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtins.has(specifier) || specifier.startsWith('.') || specifier.startsWith('/')) continue;
      packages.add(packageName(specifier));
    }
  }
  return [...packages].sort();
}

/** '@scope/name/sub/path' → '@scope/name', 'name/sub' → 'name'. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The version of a package as the workspace pins it: the root package.json's spec when it is an
 * exact version, else the installed one (what the tests ran against).
 */
export async function pinnedVersion(name) {
  const root = JSON.parse(await readFile(path.join(workspaceRoot, 'package.json'), 'utf8'));
  const spec = root.dependencies?.[name] ?? root.devDependencies?.[name];
  if (spec && /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) return spec;
  return JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/**
 * Writes package.json (the given runtime packages, pinned) and, unless `lockfile` is false, a
 * package-lock.json pruned from the workspace's own lockfile by Nx (the same transitive versions
 * the tests ran with), so the deployable installs with `npm ci --omit=dev`.
 */
export async function writeDeployManifest({ outDir, name, packages, projectRoot, start, lockfile = true }) {
  const dependencies = {};
  for (const pkg of packages) dependencies[pkg] = await pinnedVersion(pkg);
  const root = JSON.parse(await readFile(path.join(workspaceRoot, 'package.json'), 'utf8'));
  const manifest = {
    name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { start },
    engines: root.engines,
    dependencies,
  };
  await mkdir(outDir, { recursive: true });
  if (lockfile) {
    const { createProjectGraphAsync } = await import('@nx/devkit');
    const { generatePrunedDeployOutput } = await import('@nx/js');
    const graph = await createProjectGraphAsync({ exitOnError: true });
    generatePrunedDeployOutput(manifest, graph, projectRoot, { outputDirectory: outDir, packageManager: 'npm', workspaceRoot });
  }
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
