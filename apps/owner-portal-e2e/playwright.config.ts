import { defineConfig } from '@playwright/test';
import { E2E_DEFAULTS, e2eUse } from '@ratai/e2e-support';
import { COMPANY_STATE, PORTAL_URL } from './src/support/ports';

/**
 * The owner portal's browser journeys against the real API. The global setup starts a fresh API
 * (temp DATA_DIR, demo data, port 3200), the built portal (4320) and the built marketplace (4220,
 * for "the approved car appears in the search"); run through `npx nx e2e owner-portal-e2e`, which
 * builds both first. The `setup` project signs the demo owners in once and saves their state.
 */
export default defineConfig({
  ...E2E_DEFAULTS,
  globalSetup: './src/global-setup.ts',
  // Generous: the suite shares 2 cores with builds and other suites (axe on a page takes seconds).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: e2eUse(PORTAL_URL, { actionTimeout: 20_000, navigationTimeout: 30_000 }),
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      testMatch: '**/*.spec.ts',
      dependencies: ['setup'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 }, storageState: COMPANY_STATE },
    },
  ],
});
