import { envText, envUrl } from '@ratai/app-shell';
import type { PublicConfig } from './public-config';

/**
 * The server's environment, read on each call (cheap) so tests and a restarted process see the
 * current values. Every variable has a local default (README).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | API_URL | http://localhost:3000 | API origin for the server's loaders |
 * | PUBLIC_API_URL | API_URL | API origin as the browser reaches it (differs behind a proxy) |
 * | SITE_URL | the request's origin | this site's public origin (canonical URLs, sitemap) |
 * | WIZARD_URL | http://localhost:4400 | the application wizard |
 * | PORTAL_URL | http://localhost:4300 | the owner portal |
 * | COOKIE_DOMAIN | — | Domain of the hand-off and consent cookies (e.g. ratai.lt) |
 * | RECAPTCHA_SITE_KEY | — | reCAPTCHA v3; forms go without a token when unset |
 * | ANALYTICS_ID | — | Google Analytics 4 measurement id; loads only after consent |
 * | CONVERSION_ID | — | Google Ads conversion tag id; loads only after consent |
 */
export interface ServerConfig {
  apiUrl: string;
  publicApiUrl: string;
  siteUrl: string | null;
  wizardUrl: string;
  portalUrl: string;
  cookieDomain: string | null;
  recaptchaSiteKey: string | null;
  analyticsId: string | null;
  conversionId: string | null;
}

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiUrl = envUrl(env, 'API_URL', 'http://localhost:3000');
  return {
    apiUrl,
    publicApiUrl: envUrl(env, 'PUBLIC_API_URL', apiUrl),
    siteUrl: envText(env, 'SITE_URL') === null ? null : envUrl(env, 'SITE_URL', ''),
    wizardUrl: envUrl(env, 'WIZARD_URL', 'http://localhost:4400'),
    portalUrl: envUrl(env, 'PORTAL_URL', 'http://localhost:4300'),
    cookieDomain: envText(env, 'COOKIE_DOMAIN'),
    recaptchaSiteKey: envText(env, 'RECAPTCHA_SITE_KEY'),
    analyticsId: envText(env, 'ANALYTICS_ID'),
    conversionId: envText(env, 'CONVERSION_ID'),
  };
}

/** The part the browser may see (never secrets: there are none here). */
export function publicConfig(config: ServerConfig, now: Date = new Date()): PublicConfig {
  return {
    apiOrigin: config.publicApiUrl,
    wizardUrl: config.wizardUrl,
    portalUrl: config.portalUrl,
    cookieDomain: config.cookieDomain,
    recaptchaSiteKey: config.recaptchaSiteKey,
    analyticsId: config.analyticsId,
    conversionId: config.conversionId,
    currentYear: now.getFullYear(),
  };
}

/** This site's origin: SITE_URL, else the request's own. */
export function siteOrigin(request: Request, config: ServerConfig = serverConfig()): string {
  return config.siteUrl ?? new URL(request.url).origin;
}
