/**
 * The suite's own servers on ports of their own, so a developer's `npm start` (API 3000,
 * marketplace 4200, portal 4300) and the marketplace suite (3100, 4210) keep running beside it.
 */
export const E2E_PORTS = { api: 3200, portal: 4320, marketplace: 4220, mailSmtp: 3225, mailWeb: 3280 } as const;

/** The suite's mail catcher (maildev): the API sends every e-mail to its SMTP port; tests read them over its REST API. */
export const MAIL_SMTP_URL = `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}`;
export const MAIL_WEB_URL = `http://127.0.0.1:${E2E_PORTS.mailWeb}`;

/** The API the suite talks to: its own (fresh database) unless E2E_API_URL names a running one. */
export const API_URL = process.env.E2E_API_URL || `http://localhost:${E2E_PORTS.api}`;
export const PORTAL_URL = `http://localhost:${E2E_PORTS.portal}`;
export const MARKETPLACE_URL = `http://localhost:${E2E_PORTS.marketplace}`;

/** Where the `setup` project keeps the signed-in browser state of the demo company owner. */
export const COMPANY_STATE = 'apps/owner-portal-e2e/test-results/.auth/company.json';
/** … and of the demo owner who is still onboarding. */
export const ONBOARDING_STATE = 'apps/owner-portal-e2e/test-results/.auth/onboarding.json';

/** Demo accounts of the seed (README "Local accounts"). */
export const ACCOUNTS = {
  company: { email: 'demo.imone@ratai.lt', password: 'Demo2026!' },
  onboarding: { email: 'demo.naujas@ratai.lt', password: 'Demo2026!' },
  team: { email: 'komanda@ratai.lt', password: 'Komanda2026!' },
} as const;
