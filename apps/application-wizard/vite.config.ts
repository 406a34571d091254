import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { FRAMEWORK_CHUNK } from '../../tools/web-app-kit/vite/framework-chunk';
import { inlineFontFacesAlias } from '../../tools/web-app-kit/vite/inline-font-faces';
import { sideEffectFreeLibs } from '../../tools/web-app-kit/vite/side-effect-free-libs';
import { stylisWithoutPrefixer } from '../../tools/web-app-kit/vite/stylis-without-prefixer';
import { styledComponentIds } from '../../tools/web-app-kit/vite/styled-ids';

const workspaceRoot = path.resolve(__dirname, '../..');

export default defineConfig(({ command }) => ({
  // `@ratai/*` come from the root tsconfig.base.json paths (Vite 8 reads them itself).
  resolve: {
    tsconfigPaths: true,
    // The UI kit's GlobalStyle imports Inter's stylesheet; the server writes the same rules inline
    // instead (tools/web-app-kit/ssr/font-faces.server.ts, entry.server.tsx): no render-blocking
    // request before the first paint, and `font-display: optional` (no re-wrap when Inter arrives).
    alias: [inlineFontFacesAlias()],
  },
  plugins: [
    // Readable ids while developing, short ones in the production build.
    styledComponentIds({ root: workspaceRoot, names: command === 'serve' }),
    // A barrel import (`@ratai/ui`, `@ratai/api-client`, …) keeps only the modules used.
    sideEffectFreeLibs({ root: workspaceRoot, libs: ['domain', 'pricing', 'validation', 'api-client', 'ui', 'app-shell'] }),
    // styled-components' stylis without the vendor prefixer it never runs (~1.5 kB gzip).
    stylisWithoutPrefixer({ root: workspaceRoot }),
    reactRouter(),
  ],
  ssr: {
    // styled-components ships CommonJS as "main": bundled, its default export survives Node's
    // ESM/CJS interop (externalised, `styled.div` is undefined on the server).
    noExternal: ['styled-components'],
  },
  server: { port: 4400, strictPort: true, host: 'localhost' },
  preview: { port: 4401, strictPort: true, host: 'localhost' },
  build: {
    // Report sizes: the first-load budget is checked by tools/bench/web (npm run bench:web).
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // React, React Router and styled-components in one chunk (tools/web-app-kit/vite/framework-chunk.ts).
        codeSplitting: { groups: [FRAMEWORK_CHUNK] },
      },
    },
  },
}));
