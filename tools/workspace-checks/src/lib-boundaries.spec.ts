import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { boundaryViolations, workspaceRoot } from './probe-boundary';

/**
 * The dependency matrix of eslint.config.mjs, checked from the outside: each case lints an
 * import as if it stood in a real file of that project and expects the boundary rule to
 * allow or refuse it. If someone loosens the matrix (e.g. back to `*`), these fail.
 */
const importOf = (target: string) => `import * as probe from '${target}';\nexport const used = probe;\n`;

const refused: [string, string][] = [
  ['libs/ui/src/probe.ts', '@ratai/api-client'],
  ['libs/pricing/src/probe.ts', '@ratai/validation'],
  ['libs/pricing/src/probe.ts', '@ratai/ui'],
  ['libs/validation/src/probe.ts', '@ratai/pricing'],
  ['libs/validation/src/probe.ts', '@ratai/api-client'],
  ['libs/domain/src/probe.ts', '@ratai/pricing'],
  ['libs/domain/src/probe.ts', '@ratai/validation'],
  ['libs/api-client/src/probe.ts', '@ratai/ui'],
  // The app shell is for apps: no other lib builds on it.
  ['libs/ui/src/probe.ts', '@ratai/app-shell'],
  ['libs/api-client/src/probe.ts', '@ratai/app-shell'],
  ['libs/domain/src/probe.ts', '@ratai/app-shell'],
];
const allowed: [string, string][] = [
  ['libs/pricing/src/probe.ts', '@ratai/domain'],
  ['libs/validation/src/probe.ts', '@ratai/domain'],
  ['libs/ui/src/probe.ts', '@ratai/domain'],
  ['libs/ui/src/probe.ts', '@ratai/pricing'],
  ['libs/api-client/src/probe.ts', '@ratai/validation'],
  ['libs/app-shell/src/probe.ts', '@ratai/ui'],
  ['libs/app-shell/src/probe.ts', '@ratai/api-client'],
  ['apps/marketplace/app/probe.ts', '@ratai/app-shell'],
  ['apps/owner-portal/app/probe.ts', '@ratai/app-shell'],
];

// Apps arrive with later issues; every app that exists is probed from every lib.
const appsDir = path.join(workspaceRoot, 'apps');
const apps = existsSync(appsDir)
  ? readdirSync(appsDir).filter((name) => existsSync(path.join(appsDir, name, 'project.json')))
  : [];
const libs = ['domain', 'pricing', 'validation', 'api-client', 'ui', 'app-shell'];
const appImports: [string, string][] = apps.flatMap((app) =>
  libs.map((lib): [string, string] => [`libs/${lib}/src/probe.ts`, `../../../apps/${app}/src/main`]),
);

describe('lib boundaries (Nx tags)', () => {
  let results: string[][] = [];
  const all = [...refused, ...allowed, ...appImports];

  beforeAll(() => {
    results = boundaryViolations(all.map(([filePath, target]) => ({ filePath, source: importOf(target) })));
  });
  const resultOf = (file: string, target: string) =>
    results[all.findIndex(([f, t]) => f === file && t === target)];

  it.each(refused)('%s may not import %s', (file, target) => {
    const violations = resultOf(file, target);
    expect(violations).toHaveLength(1);
    expect(violations?.[0]).toMatch(/can only depend on libs tagged with|cannot depend on any libs with tags|Circular dependency/);
  });

  it.each(allowed)('%s may import %s', (file, target) => {
    expect(resultOf(file, target)).toEqual([]);
  });

  if (appImports.length > 0) {
    it.each(appImports)('%s may not import app code %s', (file, target) => {
      expect(resultOf(file, target)?.length).toBeGreaterThan(0);
    });
  }
});
