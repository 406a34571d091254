import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { FRAMEWORK_CHUNK } from '../../tools/web-app-kit/vite/framework-chunk';
import { inlineFontFacesAlias } from '../../tools/web-app-kit/vite/inline-font-faces';
import { sideEffectFreeLibs } from '../../tools/web-app-kit/vite/side-effect-free-libs';
import { stylisWithoutPrefixer } from '../../tools/web-app-kit/vite/stylis-without-prefixer';
import { styledComponentIds } from '../../tools/web-app-kit/vite/styled-ids';

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * The modules every page's first screen needs besides the framework — the document, theme and
 * global style, header, container, consent banner, buttons, the favourites button, the deferred
 * parts' loader, meta helpers and the domain's texts and formatters — in one chunk. Left to the
 * default splitting they came as ~10 small chunks (one per set of importers), and gzip compresses
 * one file of them ~3 kB better than ten (tools/bench/web). Only modules the first screen uses are
 * listed: anything a lazy part alone needs (forms, analytics) stays out.
 */
const FIRST_SCREEN_CHUNK = {
  name: 'app',
  test: new RegExp(
    [
      'libs/ui/src/lib/(theme\\.ts|global-style/|theme-provider/|button/|link/|visually-hidden/|cookie-banner/|consent/consent-cookies|loading/|badge/)',
      'libs/app-shell/src/lib/(document|router-link|runtime-config|cookie-consent|deferred|early-intent)\\.',
      'libs/domain/src/lib/(lt-texts|constants|labels|format)\\.',
      'libs/pricing/src/lib/buyout\\.',
      'apps/marketplace/app/(components/layout/(SiteHeader|Container)\\.|components/favourites/|lib/(public-config|seo|favourites)\\.)',
    ].join('|'),
  ),
};

export default defineConfig(({ command }) => ({
  // `@ratai/*` come from the root tsconfig.base.json paths (Vite 8 reads them itself).
  resolve: {
    tsconfigPaths: true,
    // The UI kit's GlobalStyle imports Inter's stylesheet; this app writes the same rules inline
    // into the server HTML instead (tools/web-app-kit/ssr/font-faces.server.ts), one request less
    // before the first paint.
    alias: [inlineFontFacesAlias()],
  },
  plugins: [
    // Readable ids while developing, short ones in the production build.
    styledComponentIds({ root: workspaceRoot, names: command === 'serve' }),
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
  server: { port: 4200, strictPort: true, host: 'localhost' },
  preview: { port: 4201, strictPort: true, host: 'localhost' },
  build: {
    // Report sizes: the first-load budget is checked by tools/bench/web (npm run bench:web).
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // React, React Router and styled-components in one chunk (tools/web-app-kit/vite/framework-chunk.ts),
        // and what every page's first screen shares in another (see FIRST_SCREEN_CHUNK).
        codeSplitting: { groups: [FRAMEWORK_CHUNK, FIRST_SCREEN_CHUNK] },
      },
    },
  },
}));
