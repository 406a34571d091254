import { expect, test, type Page } from '@playwright/test';
import { hydrated, submitApplication } from './support/pages';

/**
 * Full-page screenshots at 1280 px, written to test-results/screenshots/ (gitignored) to be looked
 * at. They check nothing by themselves: the other specs do.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `apps/back-office-e2e/test-results/screenshots/${name}-1280.png`, fullPage: true });
}

test('back office pages at 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await submitApplication('Vaizdaitė');
  await page.goto('/skelbimai');
  await hydrated(page);
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'queue');
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Duomenys' })).toBeVisible();
  await page.getByRole('button', { name: 'Atmesti' }).click();
  await shoot(page, 'listing');
  await page.goto('/paraiskos');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'applications');
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Pareiškėjas' })).toBeVisible();
  await shoot(page, 'application');
  await page.goto('/veiksmu-zurnalas');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'audit-log');
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the sign-in at 1280 px', async ({ page }) => {
    await page.goto('/prisijungti');
    await hydrated(page);
    await shoot(page, 'sign-in');
  });
});
