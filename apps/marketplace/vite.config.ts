import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sideEffectFreeLibs } from './vite-plugin-side-effect-free-libs';
import { styledComponentIds } from '../../tools/web-app-kit/vite/styled-ids';

const workspaceRoot = path.resolve(__dirname, '../..');

export default defineConfig(({ command }) => ({
  // `@ratai/*` come from the root tsconfig.base.json paths (Vite 8 reads them itself).
  resolve: {
    tsconfigPaths: true,
    // The UI kit's GlobalStyle imports Inter's stylesheet; this app writes the same rules inline
    // into the server HTML instead (app/lib/font-faces.server.ts), one request less before the
    // first paint. Only the exact import is replaced: `…/index.css?inline` still resolves.
    alias: [
      {
        find: /^@fontsource-variable\/inter\/index\.css$/,
        replacement: path.resolve(__dirname, 'app/lib/no-stylesheet.ts'),
      },
    ],
  },
  plugins: [
    // Readable ids while developing, short ones in the production build.
    styledComponentIds({ root: workspaceRoot, names: command === 'serve' }),
    sideEffectFreeLibs({ root: workspaceRoot, libs: ['domain', 'pricing', 'validation', 'api-client', 'ui', 'app-shell'] }),
    reactRouter(),
  ],
  ssr: {
    // styled-components ships CommonJS as "main": bundled, its default export survives Node's
    // ESM/CJS interop (externalised, `styled.div` is undefined on the server).
    noExternal: ['styled-components'],
  },
  server: { port: 4200, strictPort: true, host: 'localhost' },
  preview: { port: 4201, strictPort: true, host: 'localhost' },
  build: {
    // Report sizes: the first-load budget is checked by tools/bench/web (npm run bench:web).
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // React, React Router and styled-components in one chunk: every page needs all of them
        // before it hydrates, and one file compresses ~4 kB (gzip) better than the six or so the
        // default splitting made of them (tools/bench/web).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
}));
