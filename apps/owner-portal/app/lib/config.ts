import { createContext, useContext } from 'react';
import { readInjectedConfig } from '@ratai/app-shell';

/**
 * The portal's runtime settings. server.mjs reads them from its environment at start and injects
 * them into index.html as `window.__RATAI_PORTAL__`, so one build runs in any environment; the dev
 * server (react-router dev) injects nothing and the local defaults apply.
 */
export interface PortalConfig {
  /** Origin of the API as the browser reaches it (it calls it directly: CORS). */
  apiOrigin: string;
  /** The public marketplace: logout goes to its home page, approved cars are shown there. */
  marketplaceUrl: string;
  /** This portal's own public origin. */
  portalUrl: string;
  /** The application wizard (not linked from the portal yet; kept for parity with the other apps). */
  wizardUrl: string;
  /** `Domain` of the `token` cookie, e.g. `ratai.lt` so the session is shared with the marketplace; host-only when null. */
  cookieDomain: string | null;
}

/** The local machine's defaults (README): `npm start` ports. */
export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  apiOrigin: 'http://localhost:3000',
  marketplaceUrl: 'http://localhost:4200',
  portalUrl: 'http://localhost:4300',
  wizardUrl: 'http://localhost:4400',
  cookieDomain: null,
};

declare global {
  interface Window {
    __RATAI_PORTAL__?: Partial<PortalConfig>;
  }
}

/** The injected settings over the defaults (defaults alone outside a browser). */
export function readPortalConfig(): PortalConfig {
  return readInjectedConfig('__RATAI_PORTAL__', DEFAULT_PORTAL_CONFIG);
}

export const PortalConfigContext = createContext<PortalConfig>(DEFAULT_PORTAL_CONFIG);

/** The settings of the running portal (tests provide their own through the context). */
export function usePortalConfig(): PortalConfig {
  return useContext(PortalConfigContext);
}
