/**
 * The suite's own servers on ports of their own, so `npm start` (API 3000, back office 4500) and
 * the other suites (3100–3300, 42xx–44xx) keep running beside it.
 */
export const E2E_PORTS = { api: 3400, backOffice: 4540 } as const;

/** The API the suite talks to: its own (fresh database) unless E2E_API_URL names a running one. */
export const API_URL = process.env.E2E_API_URL || `http://localhost:${E2E_PORTS.api}`;
export const BACKOFFICE_URL = `http://localhost:${E2E_PORTS.backOffice}`;

/** Where the `setup` project keeps the signed-in browser state of the team account. */
export const TEAM_STATE = 'apps/back-office-e2e/test-results/.auth/team.json';

/** Demo accounts of the seed (README "Local accounts"). */
export const ACCOUNTS = {
  team: { email: 'komanda@ratai.lt', password: 'Komanda2026!' },
  company: { email: 'demo.imone@ratai.lt', password: 'Demo2026!' },
} as const;
