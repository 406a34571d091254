import path from 'node:path';
import type { Plugin } from 'vite';

const ID = '\0ratai:stylis-without-prefixer';

/**
 * styled-components' `stylis` without its vendor prefixer: ~1.5 kB gzip less in every page's first
 * load. styled-components 6 runs stylis' `prefixer` only with `enableVendorPrefixes`, which no app
 * sets (the browsers we support need no prefixes), but its namespace import (`import * as o from
 * 'stylis'`, then `o.prefixer`) kept the prefixer and its tables in the bundle. Here `stylis`, as
 * styled-components imports it, is stylis' own modules minus the prefixer; `prefixer` throws, so
 * an app that ever sets `enableVendorPrefixes` learns at once why nothing would be prefixed.
 */
export function stylisWithoutPrefixer({ root }: { root: string }): Plugin {
  const src = path.join(root, 'node_modules', 'stylis', 'src');
  const file = (name: string) => JSON.stringify(path.join(src, name));
  return {
    name: 'ratai:stylis-without-prefixer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'stylis' && importer && /[\\/]node_modules[\\/]styled-components[\\/]/.test(importer)) return ID;
      return null;
    },
    load(id) {
      if (id !== ID) return null;
      return [
        ...['Enum.js', 'Utility.js', 'Parser.js', 'Tokenizer.js', 'Serializer.js'].map((name) => `export * from ${file(name)};`),
        `export { middleware, rulesheet, namespace } from ${file('Middleware.js')};`,
        'export function prefixer() {',
        "  throw new Error('stylis prefixer is not built in (tools/web-app-kit/vite/stylis-without-prefixer.ts): do not set enableVendorPrefixes');",
        '}',
      ].join('\n');
    },
  };
}
