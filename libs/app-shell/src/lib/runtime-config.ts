import { useRouteLoaderData } from 'react-router';

/**
 * Runtime settings: one build runs in any environment because each app reads its settings when it
 * starts, not when it is built.
 * - Server-rendered apps read `process.env` in the root loader ({@link envText}, {@link envUrl}) and
 *   hand the browser's part down as the root route's data ({@link createRootDataHook}).
 * - Single-page apps get them injected into `index.html` by their `server.mjs` as a global
 *   (`window.__RATAI_PORTAL__`, …) and read them with {@link readInjectedConfig}.
 */

/** A URL without the trailing slashes, so `${origin}/path` never doubles them. */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A variable's trimmed value; null when unset or blank. */
export function envText(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  return value && value.trim() !== '' ? value.trim() : null;
}

/** An origin from the environment without trailing slashes, or the local default. */
export function envUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return trimSlash(envText(env, name) ?? fallback);
}

/**
 * The settings a single-page app's server injected as `window[globalName]`, over the local
 * defaults (the defaults alone outside a browser and under the dev server, which injects nothing).
 */
export function readInjectedConfig<T extends object>(globalName: string, defaults: T): T {
  const injected =
    typeof window === 'undefined' ? undefined : ((window as unknown as Record<string, unknown>)[globalName] as Partial<T> | undefined);
  return { ...defaults, ...(injected ?? {}) };
}

/**
 * A hook returning the root route's loader data (route id `root`), or `fallback` where the root
 * loader has not run (the 404 of an unknown address rendered by the error boundary).
 */
export function createRootDataHook<T>(fallback: T): () => T {
  return function useRootData(): T {
    const data = useRouteLoaderData('root') as T | undefined;
    return data ?? fallback;
  };
}
