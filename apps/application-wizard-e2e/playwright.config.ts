import { defineConfig } from '@playwright/test';
import { E2E_DEFAULTS, e2eUse } from '@ratai/e2e-support';
import { WIZARD_URL } from './src/support/ports';

/**
 * The application wizard's browser journeys against the real stack (global setup: bank sandbox
 * 4030, API 3300 on a fresh database, wizard 4430, marketplace 4230). Run through
 * `npx nx e2e application-wizard-e2e`, which builds the wizard and the marketplace first.
 */
export default defineConfig({
  ...E2E_DEFAULTS,
  testMatch: '**/*.spec.ts',
  // E2E_EXTERNAL_STACK=1: the four servers already run on the suite's ports (see README), e.g. while
  // writing tests on a busy machine; otherwise the global setup starts and stops them.
  globalSetup: process.env.E2E_EXTERNAL_STACK ? undefined : './src/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  use: e2eUse(WIZARD_URL, { actionTimeout: 10_000, navigationTimeout: 15_000 }),
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
});
