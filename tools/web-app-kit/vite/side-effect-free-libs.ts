import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Declares the workspace libs' modules free of side effects, what `"sideEffects": false` in a
 * package.json does for an npm package (the libs are compiled from source through the tsconfig
 * paths and have no package.json of their own).
 *
 * Each lib is one barrel (`@ratai/ui`, `@ratai/api-client`, …). Without this, importing one name
 * from a barrel kept every module behind it — all widgets of the UI kit, every RTK Query endpoint
 * and with them Redux Toolkit — in every page's first load. With it, a module none of whose
 * exports is used is left out; a module that is used keeps its own imports (CSS included).
 *
 * It holds because the libs' modules only declare things: no module registers anything, patches a
 * global or relies on another module having run (checked: their top-level statements are imports,
 * exports and declarations). RTK Query endpoints are injected by the module that exports them
 * (`carsApi = api.injectEndpoints(…)`), so whoever uses an endpoint imports that module.
 * Should a lib module ever need a side effect on import, add it to `keep`.
 */
export function sideEffectFreeLibs({
  root,
  libs,
  keep = [],
}: {
  root: string;
  libs: readonly string[];
  /** Files (relative to the workspace) that must run even when nothing of them is used. */
  keep?: readonly string[];
}): Plugin {
  const folders = libs.map((lib) => path.join(root, 'libs', lib, 'src') + path.sep);
  const kept = new Set(keep.map((file) => path.join(root, file)));
  return {
    name: 'ratai:side-effect-free-libs',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[cm]?[jt]sx?$/.test(file) || kept.has(file) || !folders.some((folder) => file.startsWith(folder))) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
