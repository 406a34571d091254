import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * Server rendering on every request: car pages, search results and articles must arrive as HTML
 * with their content and meta tags (SEO). The build lands in ./build (client assets in
 * build/client, the server bundle in build/server/index.js) and is served by ./server.mjs.
 */
export default {
  appDirectory: 'app',
  ssr: true,
  // The server bundle is ESM; mark its folder so Node loads it as such without re-parsing.
  async buildEnd({ reactRouterConfig }) {
    await writeFile(path.join(reactRouterConfig.buildDirectory, 'server', 'package.json'), '{ "type": "module" }\n');
  },
} satisfies Config;
