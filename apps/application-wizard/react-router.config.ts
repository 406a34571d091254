import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * Server rendering, as the marketplace: not for SEO (the wizard's pages are `noindex`), but so one
 * build runs anywhere — the root loader reads the environment (API, marketplace and cookie
 * settings) at request time — and so the car route's loader can read the hand-off cookies and load
 * the car before the first paint. The build lands in ./build and is served by ./server.mjs.
 */
export default {
  appDirectory: 'app',
  ssr: true,
  // The server bundle is ESM; mark its folder so Node loads it as such without re-parsing.
  async buildEnd({ reactRouterConfig }) {
    await writeFile(path.join(reactRouterConfig.buildDirectory, 'server', 'package.json'), '{ "type": "module" }\n');
  },
} satisfies Config;
