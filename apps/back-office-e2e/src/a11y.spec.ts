import { expect, test, type Page } from '@playwright/test';
import { hydrated, seriousViolations, submitApplication } from './support/pages';

async function firstRowLink(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
}

for (const [path, heading] of [
  ['/skelbimai', 'Skelbimai'],
  ['/skelbimai?busena=approved', 'Skelbimai'],
  ['/paraiskos', 'Paraiškos'],
  ['/uzklausos', 'Užklausos'],
  ['/straipsniai', 'Straipsniai'],
  ['/straipsniai/naujas', 'Naujas straipsnis'],
] as const) {
  test(`axe: ${path}`, async ({ page }) => {
    if (path === '/paraiskos') await submitApplication('Ašienė');
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: a listing with its reject form open', async ({ page }) => {
  await firstRowLink(page, '/skelbimai?busena=approved');
  await expect(page.getByRole('region', { name: 'Duomenys' })).toBeVisible();
  await page.getByRole('button', { name: 'Atmesti' }).click();
  await expect(page.getByLabel('Priežastis')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: an application', async ({ page }) => {
  await submitApplication('Ašaitė');
  await firstRowLink(page, '/paraiskos');
  await expect(page.getByRole('region', { name: 'Pareiškėjas' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('axe: the sign-in form', async ({ page }) => {
    await page.goto('/prisijungti');
    await hydrated(page);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByLabel('El. paštas')).toHaveAccessibleDescription(/privalomas/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
