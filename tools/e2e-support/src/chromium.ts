import type { LaunchOptions } from '@playwright/test';

/**
 * How every e2e suite launches Chromium here (STACK.md): the system's /usr/bin/chromium (never
 * `playwright install`), without sandbox, GPU or background traffic.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
