import type { ConsentAnswer } from '@ratai/ui';
import { createRootDataHook } from '@ratai/app-shell';

/**
 * Settings the browser needs, read from the server's environment by the root loader (see
 * config.server.ts), so one build runs anywhere.
 */
export interface PublicConfig {
  /** Origin of the API as the browser reaches it, e.g. http://localhost:3000. */
  apiOrigin: string;
  /** Origin of the marketplace (header link, links back to a car). */
  marketplaceUrl: string;
  /** Domain of the consent cookie (e.g. `ratai.lt`); host-only when null. */
  cookieDomain: string | null;
  /** Analytics measurement id; nothing loads when null, and never before consent. */
  analyticsId: string | null;
  /** Conversion tag id (advertising); same rules as analytics. */
  conversionId: string | null;
}

/** The defaults of a local machine (README): used where the root loader has not run. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  apiOrigin: 'http://localhost:3000',
  marketplaceUrl: 'http://localhost:4200',
  cookieDomain: null,
  analyticsId: null,
  conversionId: null,
};

/** What the root loader returns. */
export interface RootData {
  config: PublicConfig;
  /** The visitor's cookie answer ('Gerai', 'Atsisakyti' or none); read from the request so the banner never flashes. */
  consent: ConsentAnswer;
}

/** The root loader's data; defaults when the root loader did not run. */
export const useRootData = createRootDataHook<RootData>({ config: DEFAULT_PUBLIC_CONFIG, consent: null });

export function usePublicConfig(): PublicConfig {
  return useRootData().config;
}
