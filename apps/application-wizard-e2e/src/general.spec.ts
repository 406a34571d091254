import { expect, test, type Page } from '@playwright/test';
import { CODES, acceptCookies, applicationForm, box, fillApplicant, submitToBankStep, teamApplication } from './support/pages';

/** The gtag queue's conversion events on the page (none exist before consent). */
function conversions(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).filter((entry) => entry[0] === 'event' && entry[1] === 'conversion'),
  );
}

test('general flow: price and term from the hand-off, adjusted with the calculator, conversion after consent', async ({ page }) => {
  await page.goto('/paraiska?price=12500&termsAgreed=true&term=36');
  await acceptCookies(page);
  const form = await applicationForm(page);
  const price = form.getByRole('slider', { name: 'Automobilio kaina' });
  const term = form.getByRole('slider', { name: 'Laikotarpis' });
  await expect(price).toHaveValue('12500');
  await expect(term).toHaveValue('36');
  await expect(form.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ })).toBeChecked();
  const before = await page.getByTestId('summary-payment').textContent();

  await price.focus();
  await page.keyboard.press('ArrowRight'); // 13 000 €
  await term.focus();
  await page.keyboard.press('ArrowLeft'); // 34 months
  await expect(price).toHaveValue('13000');
  await expect(term).toHaveValue('34');
  await expect(page.getByTestId('summary-payment')).not.toHaveText(before ?? '');
  await expect(form.getByLabel('Nuomos laikotarpio suvestinė')).toContainText('34 mėn.');
  await expect(form.getByLabel('Nuomos laikotarpio suvestinė')).toContainText('13 000 €');
  const shown = Number((await page.getByTestId('summary-payment').textContent())?.replace(/\D/g, ''));

  await fillApplicant(page, { personalCode: CODES.general });
  await box(form, 'Papildomos pajamos (€)').fill('');
  expect(await conversions(page)).toEqual([]);
  const id = await submitToBankStep(page);
  // The step changed and the page is back at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await conversions(page)).toHaveLength(1);

  const saved = await teamApplication(id);
  expect(saved.carAdvertisement).toBeNull();
  expect(saved.pricing).toMatchObject({ term: 34, fullPrice: 13000, approxMonthlyPayment: shown, approxBuyout: 0 });
  expect(saved.tenantDetails).toMatchObject({ monthlyIncome: 1800, monthlyExpenses: 300, additionalIncome: 0, sourceOfIncome: 'Darbo užmokestis' });
  expect(saved.tenantDetails.personalCode).not.toContain(CODES.general.slice(-4));
});

test('no conversion event without cookie consent', async ({ page }) => {
  await page.goto('/paraiska');
  await expect(page.getByRole('region', { name: 'Slapukų sutikimas' })).toBeVisible();
  await fillApplicant(page, { personalCode: CODES.journey, email: 'be.sutikimo@example.lt' });
  await submitToBankStep(page);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
});
