import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { logIn } from './support/pages';
import { ACCOUNTS, COMPANY_STATE, ONBOARDING_STATE } from './support/ports';

/** Signs the demo owners in once through the form; the tests start from the saved state (cookie + localStorage). */
setup('sign in the demo owners', async ({ browser }) => {
  await mkdir(path.dirname(COMPANY_STATE), { recursive: true });
  for (const [account, file] of [
    [ACCOUNTS.company, COMPANY_STATE],
    [ACCOUNTS.onboarding, ONBOARDING_STATE],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, account.email, account.password);
    await context.storageState({ path: file });
    await context.close();
  }
});
