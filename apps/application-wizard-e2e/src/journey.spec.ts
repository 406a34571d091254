import { expect, test } from '@playwright/test';
import { CODES, fillApplicant, hydrated, submitToBankStep, teamApplication } from './support/pages';
import { MARKETPLACE_URL, WIZARD_URL } from './support/ports';

test('from a car page through the calculator into the wizard, cookies carried across origins', async ({ page, context }) => {
  await page.goto(MARKETPLACE_URL);
  await hydrated(page);
  const href = await page.getByTestId('results').getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  const slug = (href ?? '').split('/').pop() ?? '';
  await page.goto(`${MARKETPLACE_URL}${href}`);
  const calculator = page.getByRole('form', { name: 'Mėnesio įmokos skaičiuoklė' });
  await expect(calculator).toHaveAttribute('data-hydrated', 'true');
  const term = calculator.getByRole('slider', { name: 'Laikotarpis' });
  await term.focus();
  await page.keyboard.press('ArrowRight'); // 24 → 26 months
  await page.keyboard.press('ArrowRight'); // → 28
  await expect(term).toHaveValue('28');
  const payment = Number((await calculator.getByTestId('monthly-payment').textContent())?.replace(/\D/g, ''));
  expect(payment).toBeGreaterThan(0);
  await calculator.getByRole('checkbox', { name: /Sutinku su/ }).check();
  await calculator.getByRole('button', { name: 'Pildyti paraiska' }).click();

  await page.waitForURL(`${WIZARD_URL}/automobilio-paraiska/${slug}?**`);
  // The cookies the marketplace wrote are the wizard's too (localhost ignores the port).
  const cookies = Object.fromEntries((await context.cookies(WIZARD_URL)).map((c) => [c.name, c.value]));
  expect(cookies.term).toBe('28');
  expect(cookies.approxMonthlyPayment).toBe(String(payment));

  // Cookies alone (no query string) carry the same values.
  await page.goto(`/automobilio-paraiska/${slug}`);
  const summary = page.getByRole('generic', { name: 'Nuomos laikotarpio suvestinė' }).or(page.getByLabel('Nuomos laikotarpio suvestinė'));
  await expect(summary).toContainText('28 mėn.');
  await expect(page.getByTestId('summary-payment')).toHaveText(new RegExp(`^${payment.toLocaleString('lt-LT').replace(/\s/g, '\\s')}\\s€ / mėn\\.$`));
  const carLink = page.getByRole('link', { name: /m\.$/ });
  await expect(carLink).toHaveAttribute('href', `${MARKETPLACE_URL}/automobilio-nuoma/${slug}`);
  // The calculator's consent carries over into the form.
  await expect(page.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ })).toBeChecked();

  await fillApplicant(page, { personalCode: CODES.journey });
  const id = await submitToBankStep(page);
  const saved = await teamApplication(id);
  expect(saved.carAdvertisement?.id).toBe(Number(cookies.carId));
  expect(saved.pricing.term).toBe(28);
  expect(saved.pricing.approxMonthlyPayment).toBe(payment);
  expect(saved.pricing.approxBuyout).toBe(0);
  expect(saved.partner).toBeNull();
});
