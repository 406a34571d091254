import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@ratai/e2e-support';
import { WIZARD_URL } from './src/support/ports';

/**
 * The application wizard's browser journeys against the real stack (global setup: bank sandbox
 * 4030, API 3300 on a fresh database, wizard 4430, marketplace 4230). Run through
 * `npx nx e2e application-wizard-e2e`, which builds the wizard and the marketplace first.
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  // E2E_EXTERNAL_STACK=1: the four servers already run on the suite's ports (see README), e.g. while
  // writing tests on a busy machine; otherwise the global setup starts and stops them.
  globalSetup: process.env.E2E_EXTERNAL_STACK ? undefined : './src/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: WIZARD_URL,
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
