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
    // The build pre-renders index.html in Node; styled-components must be bundled (as in the portal).
    noExternal: ['styled-components'],
  },
  server: { port: 4500, strictPort: true, host: 'localhost' },
  preview: { port: 4501, strictPort: true, host: 'localhost' },
  build: { reportCompressedSize: true },
}));
