import { defineConfig } from '@playwright/test';
import { E2E_DEFAULTS, e2eUse } from '@ratai/e2e-support';
import { BACKOFFICE_URL, TEAM_STATE } from './src/support/ports';

/**
 * The back office's browser journeys against the real API. The global setup starts a fresh API
 * (temp DATA_DIR, demo data, port 3400) and the built back office (4540); run through
 * `npx nx e2e back-office-e2e`, which builds it first. The `setup` project signs the team in once.
 */
export default defineConfig({
  ...E2E_DEFAULTS,
  globalSetup: './src/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: e2eUse(BACKOFFICE_URL, { actionTimeout: 20_000, navigationTimeout: 30_000 }),
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      testMatch: '**/*.spec.ts',
      dependencies: ['setup'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 }, storageState: TEAM_STATE },
    },
  ],
});
