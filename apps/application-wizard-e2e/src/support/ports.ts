/**
 * The suite's own ports, so it runs beside a developer's `npm start` (3000/4200/4400/4010) and the
 * marketplace's suite (3100/4210/4410).
 */
export const E2E_PORTS = { api: 3300, bankSandbox: 4030, wizard: 4430, marketplace: 4230 } as const;

export const API_URL = `http://localhost:${E2E_PORTS.api}`;
export const WIZARD_URL = `http://localhost:${E2E_PORTS.wizard}`;
export const MARKETPLACE_URL = `http://localhost:${E2E_PORTS.marketplace}`;
export const BANK_SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.bankSandbox}`;

/** The team account of the local seed (README): it reads the applications' lights. */
export const TEAM = { email: 'komanda@ratai.lt', password: 'Komanda2026!' } as const;
