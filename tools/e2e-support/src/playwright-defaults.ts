import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * What every suite's playwright.config.ts shares: tests under ./src, artefacts (traces, failure
 * screenshots, the screenshots we look at) in the gitignored ./test-results, 2 workers (2 cores),
 * no retries (a flaky test is a defect, not noise). Each suite adds its global setup, timeouts and
 * projects.
 */
export const E2E_DEFAULTS = {
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
} satisfies PlaywrightTestConfig;

/**
 * The browser settings every suite uses: the app's origin, a Lithuanian visitor in Vilnius, Debian's
 * Chromium, traces and screenshots kept only for failures. `timeouts` are the suite's own.
 */
export function e2eUse(
  baseURL: string,
  timeouts: { actionTimeout: number; navigationTimeout: number },
): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    launchOptions: chromiumLaunchOptions,
    ...timeouts,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  };
}
