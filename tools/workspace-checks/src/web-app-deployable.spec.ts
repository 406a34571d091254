import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run build` turns each web app's build into dist/apps/<app> (tools/scripts/deploy/
 * web-app-deployable.mjs). Checked here on a small app of the same shape as ours, a server-rendered
 * one and an SPA: the server's workspace imports are bundled in, its npm imports and the server
 * build's are the package.json, an SPA ships no server build. (The API's deployable is built and
 * run for real in apps/api/test/operations/built-bundle.spec.ts.)
 */
const workspaceRoot = path.resolve(__dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A fake app folder like apps/marketplace after `nx build`. */
function fakeApp(dir: string, ssr: boolean) {
  write(path.join(dir, 'react-router.config.ts'), `export default { appDirectory: 'app', ssr: ${ssr} };\n`);
  write(path.join(dir, 'lib', 'greeting.mjs'), "export const greeting = () => 'Labas iš serverio';\n");
  write(
    path.join(dir, 'server.mjs'),
    [
      "import path from 'node:path';",
      "import { fileURLToPath, pathToFileURL } from 'node:url';",
      "import { greeting } from './lib/greeting.mjs';",
      "const { renderToString } = await import('react-dom/server');",
      'const here = path.dirname(fileURLToPath(import.meta.url));',
      "if (process.env.LOAD_BUILD) await import(pathToFileURL(path.join(here, 'build', 'server', 'index.js')).href);",
      'console.log(greeting(), typeof renderToString);',
      '',
    ].join('\n'),
  );
  write(path.join(dir, 'build', 'client', 'index.html'), '<!doctype html><title>Ratai</title>');
  write(path.join(dir, 'build', 'server', 'index.js'), "import { createElement } from 'react';\nimport { Link } from 'react-router';\nexport { createElement, Link };\n");
}

/** Runs packageWebApp in a child process (an ES module, which Jest's sandbox does not load). */
function packageWebApp(name: string, appDir: string, outDir: string) {
  const script = `
    const { packageWebApp } = await import(${JSON.stringify(path.join(workspaceRoot, 'tools/scripts/deploy/web-app-deployable.mjs'))});
    const result = await packageWebApp({ name: ${JSON.stringify(name)}, projectRoot: ${JSON.stringify(path.relative(workspaceRoot, appDir))}, outDir: ${JSON.stringify(outDir)}, lockfile: false });
    console.log(JSON.stringify(result.manifest));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: workspaceRoot, encoding: 'utf8' }));
}

describe('web app deployables', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ratai-deployable-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('packages a server-rendered app with the packages of its server and its server build', () => {
    const appDir = path.join(dir, 'ssr-app');
    const outDir = path.join(dir, 'dist', 'ssr-app');
    fakeApp(appDir, true);
    const manifest = packageWebApp('ssr-app', appDir, outDir);

    expect(manifest).toMatchObject({ name: '@ratai/ssr-app', private: true, type: 'module', scripts: { start: 'node --enable-source-maps server.mjs' } });
    expect(manifest.dependencies).toEqual({
      react: rootPackage.dependencies.react,
      'react-dom': rootPackage.dependencies['react-dom'],
      'react-router': rootPackage.dependencies['react-router'],
    });
    expect(JSON.parse(readFileSync(path.join(outDir, 'package.json'), 'utf8'))).toEqual(manifest);
    // The workspace module is inside the bundle; the npm package stays an import.
    const server = readFileSync(path.join(outDir, 'server.mjs'), 'utf8');
    expect(server).toContain('Labas iš serverio');
    expect(server).toMatch(/import\("react-dom\/server"\)/);
    expect(existsSync(path.join(outDir, 'server.mjs.map'))).toBe(true);
    expect(readFileSync(path.join(outDir, 'build', 'client', 'index.html'), 'utf8')).toContain('<title>Ratai</title>');
    expect(existsSync(path.join(outDir, 'build', 'server', 'index.js'))).toBe(true);
    // The bundled server runs from its new folder, with only its listed packages installed
    // (linked from this workspace, as `npm ci --omit=dev` would install them).
    for (const name of Object.keys(manifest.dependencies)) {
      mkdirSync(path.join(outDir, 'node_modules'), { recursive: true });
      symlinkSync(path.join(workspaceRoot, 'node_modules', name), path.join(outDir, 'node_modules', name), 'dir');
    }
    expect(execFileSync(process.execPath, ['server.mjs'], { cwd: outDir, encoding: 'utf8' })).toBe('Labas iš serverio function\n');
  });

  it('ships an SPA without the server build React Router leaves behind, and without its packages', () => {
    const appDir = path.join(dir, 'spa-app');
    const outDir = path.join(dir, 'dist', 'spa-app');
    fakeApp(appDir, false);
    const manifest = packageWebApp('spa-app', appDir, outDir);

    expect(manifest.dependencies).toEqual({ 'react-dom': rootPackage.dependencies['react-dom'] });
    expect(existsSync(path.join(outDir, 'build', 'client', 'index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'build', 'server'))).toBe(false);
  });
});
