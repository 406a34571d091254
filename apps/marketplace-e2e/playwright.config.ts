import { defineConfig } from '@playwright/test';
import { E2E_DEFAULTS, e2eUse } from '@ratai/e2e-support';
import { MARKETPLACE_URL } from './src/support/ports';

/**
 * The marketplace's browser journeys. The global setup starts a fresh API (temp DATA_DIR, demo
 * data, port 3100), the built marketplace (port 4210) and a stub of the wizard's origin (4410);
 * run through `npx nx e2e marketplace-e2e`, which builds the marketplace first.
 */
export default defineConfig({
  ...E2E_DEFAULTS,
  testMatch: '**/*.spec.ts',
  globalSetup: './src/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: e2eUse(MARKETPLACE_URL, { actionTimeout: 10_000, navigationTimeout: 15_000 }),
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
});
