import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { submitSignIn } from './support/pages';
import { ACCOUNTS, TEAM_STATE } from './support/ports';

/** Signs the team in once through the form; the tests start from the saved state. */
setup('sign the team in', async ({ browser }) => {
  await mkdir(path.dirname(TEAM_STATE), { recursive: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitSignIn(page, ACCOUNTS.team.email, ACCOUNTS.team.password);
  await expect(page).toHaveURL(/\/skelbimai$/);
  await context.storageState({ path: TEAM_STATE });
  await context.close();
});
