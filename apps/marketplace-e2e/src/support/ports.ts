/**
 * Where the suite runs its own servers: ports of their own, so a developer's `npm start`
 * (API 3000, marketplace 4200, wizard 4400) keeps running beside it.
 */
export const E2E_PORTS = { api: 3100, marketplace: 4210, wizard: 4410, mailSmtp: 3125, mailWeb: 3180 } as const;

/** The API the suite talks to: its own (fresh database) unless E2E_API_URL names a running one. */
export const API_URL = process.env.E2E_API_URL || `http://localhost:${E2E_PORTS.api}`;
export const MARKETPLACE_URL = `http://localhost:${E2E_PORTS.marketplace}`;
export const WIZARD_URL = `http://localhost:${E2E_PORTS.wizard}`;

/** The suite's mail catcher (maildev): the API sends every e-mail there; tests read them over its REST API. */
export const MAIL_WEB_URL = `http://127.0.0.1:${E2E_PORTS.mailWeb}`;
