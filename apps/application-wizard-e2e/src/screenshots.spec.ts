import { expect, test, type Page } from '@playwright/test';
import { CODES, acceptCookies, applicationForm, fillApplicant, firstCarSlug, hydrated, submitToBankStep } from './support/pages';

/**
 * Screenshots at 375 px and 1280 px for people to look at (test-results/screenshots, gitignored):
 * the car application page with and without the cookie banner, the form with errors, the partner
 * form, the bank step, the lookup. Each also checks the page does not scroll sideways at that width.
 */
const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `apps/application-wizard-e2e/test-results/screenshots/${name}-${width}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const car = `/automobilio-paraiska/${await firstCarSlug(page.request)}`;
    await page.goto(car);
    await hydrated(page);
    await shoot(page, 'car-with-banner', width);

    await page.goto('/partneris/autoplius?price=9000');
    await hydrated(page);
    await shoot(page, 'partner-with-banner', width);
    await acceptCookies(page);

    await page.goto(car);
    await hydrated(page);
    await shoot(page, 'car', width);

    await page.goto('/paraiska');
    const form = await applicationForm(page);
    await form.getByRole('radio', { name: 'Asmeniniams poreikiams' }).check();
    await form.getByRole('radio', { name: 'Taip' }).check();
    await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
    await expect(form.getByText('Būtina sutikti su taisyklėmis')).toBeVisible();
    await shoot(page, 'form-errors', width);

    await fillApplicant(page, { personalCode: CODES.journey, email: `shot${width}@example.lt` });
    await submitToBankStep(page);
    await page.getByRole('radio', { name: /SEB/ }).check();
    await shoot(page, 'bank-step', width);

    await page.goto('/paraiskos-paieska');
    await hydrated(page);
    await shoot(page, 'lookup', width);
  });
}

test('screenshot at 375 px after the first press on an untouched form', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/automobilio-paraiska/${await firstCarSlug(page.request)}`);
  // No pointer over the form first: the press comes before the form's code (first-press.spec.ts).
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  await expect(form.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeFocused();
  // The window where the focus took it, and the whole page.
  await page.screenshot({ path: 'apps/application-wizard-e2e/test-results/screenshots/first-press-window-375.png' });
  await shoot(page, 'first-press', 375);
});
