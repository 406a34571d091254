import { expect, test, type Page } from '@playwright/test';
import { hydrated, seriousViolations } from './support/pages';
import { ONBOARDING_STATE } from './support/ports';

/** Every account page of the demo company owner, with what shows it is ready. */
const ACCOUNT_PAGES: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/paskyra', (page) => expect(page.getByRole('heading', { name: 'Naujausi skelbimai' })).toBeVisible()],
  ['/paskyra/automobiliai', (page) => expect(page.getByRole('list', { name: 'Mano automobiliai' })).toBeVisible()],
  ['/paskyra/automobiliai/ikelti', (page) => expect(page.getByRole('group', { name: 'Ypatybės' }).getByRole('checkbox').first()).toBeVisible()],
  ['/paskyra/sutartis', (page) => expect(page.getByRole('heading', { name: 'Sutarties sąlygos' })).toBeVisible()],
  ['/paskyra/nustatymai', (page) => expect(page.getByRole('form', { name: 'Įmonės duomenys' })).toBeVisible()],
];

for (const [path, ready] of ACCOUNT_PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: the edit form and its delete confirmation', async ({ page }) => {
  await page.goto('/paskyra/automobiliai');
  // The oldest car (a demo car, last in the list): the newest may be journey.spec's own car,
  // which that spec deletes while this one runs beside it (2 workers).
  await page.getByRole('list', { name: 'Mano automobiliai' }).getByRole('link', { name: /^Redaguoti/ }).last().click();
  await expect(page.getByTestId('gallery-tile').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Ištrinti/ }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  const recovery = ['/slaptazodzio-priminimas', `/slaptazodzio-atkurimas?code=${'x'.repeat(43)}`, '/el-pasto-patvirtinimas?busena=patvirtintas', '/el-pasto-patvirtinimas?busena=netinkama'];
  for (const path of ['/prisijungti', '/registracija', '/prisijungti?klaida=socialinis', '/prisijungti?slaptazodis=pakeistas', ...recovery, '/nera-tokio-puslapio']) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('onboarding', () => {
  test.use({ storageState: ONBOARDING_STATE });
  test('axe: the onboarding stepper, both steps', async ({ page }) => {
    await page.goto('/paskyra');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Registracijos žingsniai' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('axe: the account menu drawer at 375 px', async ({ page }) => {
    await page.goto('/paskyra');
    await hydrated(page);
    await page.getByRole('button', { name: 'Mano paskyra' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mano paskyra' });
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('link', { name: 'Nustatymai' }).click();
    await expect(page).toHaveURL(/\/paskyra\/nustatymai$/);
    await expect(drawer).toBeHidden();
  });
});
