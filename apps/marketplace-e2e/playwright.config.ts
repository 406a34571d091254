import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@ratai/e2e-support';
import { MARKETPLACE_URL } from './src/support/ports';

/**
 * The marketplace's browser journeys. The global setup starts a fresh API (temp DATA_DIR, demo
 * data, port 3100), the built marketplace (port 4210) and a stub of the wizard's origin (4410);
 * run through `npx nx e2e marketplace-e2e`, which builds the marketplace first.
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './src/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: MARKETPLACE_URL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    launchOptions: chromiumLaunchOptions,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
});
