import type { ConsentAnswer } from '@ratai/ui';
import { createRootDataHook } from '@ratai/app-shell';

/**
 * Settings the browser needs, read from the server's environment by the root loader (see
 * config.server.ts) so one build runs anywhere: the API origin (the browser calls it directly,
 * CORS), the other apps' origins, the cookie domain and the optional third-party keys.
 */
export interface PublicConfig {
  /** Origin of the API as the browser reaches it, e.g. http://localhost:3000. */
  apiOrigin: string;
  /** Origin of the application wizard (hand-off target). */
  wizardUrl: string;
  /** Origin of the owner portal (fleet-owner teaser, header link). */
  portalUrl: string;
  /** Domain of the hand-off and consent cookies (e.g. `ratai.lt`); host-only when null. */
  cookieDomain: string | null;
  /** reCAPTCHA v3 site key; no script loads and forms go without a token when null. */
  recaptchaSiteKey: string | null;
  /** Analytics measurement id; nothing loads when null, and never before consent. */
  analyticsId: string | null;
  /** Conversion tag id (advertising); same rules as analytics. */
  conversionId: string | null;
  /** The year the server rendered with, so year dropdowns hydrate identically. */
  currentYear: number;
}

/** The defaults of a local machine (README): used where the root loader has not run (404 of an unknown URL). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  apiOrigin: 'http://localhost:3000',
  wizardUrl: 'http://localhost:4400',
  portalUrl: 'http://localhost:4300',
  cookieDomain: null,
  recaptchaSiteKey: null,
  analyticsId: null,
  conversionId: null,
  currentYear: new Date().getFullYear(),
};

/** What the root loader returns. */
export interface RootData {
  config: PublicConfig;
  /** The visitor's cookie answer ('Gerai', 'Atsisakyti' or none); read from the request so the banner never flashes. */
  consent: ConsentAnswer;
  /** Absolute origin of this site, for canonical URLs and OpenGraph. */
  siteUrl: string;
}

/** The root loader's data; defaults when the root loader did not run. */
export const useRootData = createRootDataHook<RootData>({ config: DEFAULT_PUBLIC_CONFIG, consent: null, siteUrl: '' });

/** The public settings (see {@link PublicConfig}). */
export function usePublicConfig(): PublicConfig {
  return useRootData().config;
}
