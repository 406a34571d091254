import { expect, test } from '@playwright/test';
import { hydrated } from './support/pages';
import { ONBOARDING_STATE } from './support/ports';

/**
 * Full-page screenshots of every page at 375 and 1280 px, written to test-results/screenshots/
 * (gitignored) to be looked at. They check nothing by themselves: the other specs do.
 */
const PAGES = [
  ['overview', '/paskyra', 'Naujausi skelbimai'],
  ['cars', '/paskyra/automobiliai', 'Automobiliai'],
  ['upload', '/paskyra/automobiliai/ikelti', 'Įkelk automobilį'],
  ['terms', '/paskyra/sutartis', 'Sutarties sąlygos'],
  ['settings', '/paskyra/nustatymai', 'Slaptažodis'],
] as const;

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`account pages at ${width} px`, async ({ page }) => {
      test.setTimeout(150_000);
      for (const [name, path, heading] of PAGES) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/${name}-${width}.png`, fullPage: true });
      }
      await page.goto('/paskyra/automobiliai');
      // The oldest car (a demo car, last in the list): the newest may be journey.spec's own car,
      // which that spec deletes while this one runs beside it (2 workers).
      await page.getByRole('list', { name: 'Mano automobiliai' }).getByRole('link', { name: /^Redaguoti/ }).last().click();
      await expect(page.getByTestId('gallery-tile').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/edit-${width}.png`, fullPage: true });
    });

    test.describe('signed out', () => {
      test.use({ storageState: { cookies: [], origins: [] } });
      test(`login and register at ${width} px`, async ({ page }) => {
        for (const [name, path] of [['login', '/prisijungti'], ['register', '/registracija']] as const) {
          await page.goto(path);
          await hydrated(page);
          await page.getByRole('button', { name: name === 'login' ? 'Prisijungti' : 'Registruotis' }).click();
          await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/${name}-${width}.png`, fullPage: true });
        }
        // The password reset and e-mail confirmation screens (issue 15), with their messages showing.
        const shots: Array<[string, string, () => Promise<void>]> = [
          ['forgot', '/slaptazodzio-priminimas', () => page.getByRole('button', { name: 'Siųsti nuorodą' }).click()],
          ['reset', `/slaptazodzio-atkurimas?code=${'x'.repeat(43)}`, async () => {
            await page.getByLabel('Slaptažodis', { exact: true }).fill('Naujas-slaptazodis1');
            await page.getByLabel('Pakartokite slaptažodį').fill('Kitoks');
            await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
          }],
          ['confirmed', '/el-pasto-patvirtinimas?busena=patvirtintas', async () => undefined],
          ['confirm-invalid', '/el-pasto-patvirtinimas?busena=netinkama', async () => undefined],
        ];
        for (const [name, path, act] of shots) {
          await page.goto(path);
          await hydrated(page);
          await act();
          await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/${name}-${width}.png`, fullPage: true });
        }
      });
    });

    test.describe('onboarding', () => {
      test.use({ storageState: ONBOARDING_STATE });
      test(`onboarding at ${width} px`, async ({ page }) => {
        await page.goto('/paskyra');
        await hydrated(page);
        await expect(page.getByRole('navigation', { name: 'Registracijos žingsniai' })).toBeVisible();
        await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/onboarding-${width}.png`, fullPage: true });
      });
    });
  });
}
