import type { Config } from '@react-router/dev/config';

/**
 * SPA mode: the portal sits behind a login and needs no SEO, so nothing is rendered per request.
 * `react-router build` writes build/client with an index.html (the root's HydrateFallback
 * pre-rendered) and the hashed assets; ./server.mjs serves them, answers every app route with that
 * index.html, and injects the runtime settings into it (README, "Configuration").
 */
export default {
  appDirectory: 'app',
  ssr: false,
} satisfies Config;
