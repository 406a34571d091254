import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { styledComponentIds } from '../../tools/web-app-kit/vite/styled-ids';

const workspaceRoot = path.resolve(__dirname, '../..');

export default defineConfig(({ command }) => ({
  // `@ratai/*` come from the root tsconfig.base.json paths (Vite 8 reads them itself).
  resolve: { tsconfigPaths: true },
  plugins: [
    // Readable ids while developing, short ones in the production build.
    styledComponentIds({ root: workspaceRoot, names: command === 'serve' }),
    reactRouter(),
  ],
  ssr: {
    // The build pre-renders index.html in Node; styled-components ships CommonJS as "main" and
    // must be bundled for its default export to survive (as in the marketplace).
    noExternal: ['styled-components'],
  },
  server: { port: 4300, strictPort: true, host: 'localhost' },
  preview: { port: 4301, strictPort: true, host: 'localhost' },
  build: { reportCompressedSize: true },
}));
