import type { Config } from '@react-router/dev/config';

/**
 * SPA mode, as the owner portal: the back office sits behind a team login and needs no SEO.
 * `react-router build` writes build/client with an index.html (the root's HydrateFallback
 * pre-rendered); ./server.mjs serves it for every route with the runtime settings injected.
 */
export default {
  appDirectory: 'app',
  ssr: false,
} satisfies Config;
