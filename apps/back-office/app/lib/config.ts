import { createContext, useContext } from 'react';
import { readInjectedConfig } from '@ratai/app-shell';

/**
 * The back office's runtime settings. server.mjs reads them from its environment at start and
 * injects them into index.html as `window.__RATAI_BACKOFFICE__`; the dev server injects nothing
 * and the local defaults apply. The session cookie is host-only (no COOKIE_DOMAIN): the team's
 * session stays on the back office's own host.
 */
export interface BackOfficeConfig {
  /** Origin of the API as the browser reaches it (it calls it directly: CORS). */
  apiOrigin: string;
  /** The public marketplace (links to a public car page). */
  marketplaceUrl: string;
  /** This app's own public origin (BACKOFFICE_URL). */
  backofficeUrl: string;
}

/** The local machine's defaults (README): `npm start` ports. */
export const DEFAULT_BACKOFFICE_CONFIG: BackOfficeConfig = {
  apiOrigin: 'http://localhost:3000',
  marketplaceUrl: 'http://localhost:4200',
  backofficeUrl: 'http://localhost:4500',
};

/** The injected settings over the defaults. */
export function readBackOfficeConfig(): BackOfficeConfig {
  return readInjectedConfig('__RATAI_BACKOFFICE__', DEFAULT_BACKOFFICE_CONFIG);
}

export const BackOfficeConfigContext = createContext<BackOfficeConfig>(DEFAULT_BACKOFFICE_CONFIG);

/** The settings of the running app (tests provide their own through the context). */
export function useBackOfficeConfig(): BackOfficeConfig {
  return useContext(BackOfficeConfigContext);
}
