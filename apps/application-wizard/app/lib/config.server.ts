import { envText, envUrl, trimSlash } from '@ratai/app-shell';
import type { PublicConfig } from './public-config';

/**
 * The server's environment, read on each call so one build runs anywhere. Every variable has a
 * local default (README).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | API_URL | http://localhost:3000 | API origin for the server's loaders |
 * | PUBLIC_API_URL | API_URL | API origin as the browser reaches it (it calls the API directly: CORS) |
 * | MARKETPLACE_URL | http://localhost:4200 | the public site (header, links back to the car) |
 * | PORTAL_URL | http://localhost:4300 | the owner portal (not linked from the wizard yet; accepted for one environment for all apps) |
 * | WIZARD_URL | the request's origin | this app's public origin |
 * | COOKIE_DOMAIN | — | Domain of the consent cookie (e.g. ratai.lt) |
 * | ANALYTICS_ID | — | Google Analytics 4 measurement id; loads only after consent |
 * | CONVERSION_ID | — | Google Ads conversion tag id; loads only after consent |
 */
export interface ServerConfig {
  apiUrl: string;
  publicApiUrl: string;
  marketplaceUrl: string;
  portalUrl: string;
  wizardUrl: string | null;
  cookieDomain: string | null;
  analyticsId: string | null;
  conversionId: string | null;
}

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiUrl = envUrl(env, 'API_URL', 'http://localhost:3000');
  const wizardUrl = envText(env, 'WIZARD_URL');
  return {
    apiUrl,
    publicApiUrl: envUrl(env, 'PUBLIC_API_URL', apiUrl),
    marketplaceUrl: envUrl(env, 'MARKETPLACE_URL', 'http://localhost:4200'),
    portalUrl: envUrl(env, 'PORTAL_URL', 'http://localhost:4300'),
    wizardUrl: wizardUrl ? trimSlash(wizardUrl) : null,
    cookieDomain: envText(env, 'COOKIE_DOMAIN'),
    analyticsId: envText(env, 'ANALYTICS_ID'),
    conversionId: envText(env, 'CONVERSION_ID'),
  };
}

/** The part the browser may see (there are no secrets here). */
export function publicConfig(config: ServerConfig): PublicConfig {
  return {
    apiOrigin: config.publicApiUrl,
    marketplaceUrl: config.marketplaceUrl,
    cookieDomain: config.cookieDomain,
    analyticsId: config.analyticsId,
    conversionId: config.conversionId,
  };
}
