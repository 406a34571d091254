import { expect, test } from '@playwright/test';
import { CODES, applicationForm, box, fillApplicant, submitToBankStep, teamApplication } from './support/pages';

test('partner flow: the advertisement link is required (in the browser, bug 11), kept, and sent as metadata with the partner', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/car-application/')) sent += 1;
  });
  await page.goto('/partneris/autoplius?price=9000');
  const form = await applicationForm(page);
  const link = box(form, 'Automobilio skelbimo nuoroda');
  await expect(link).toBeVisible();
  await expect(form.getByRole('slider', { name: 'Automobilio kaina' })).toHaveValue('9000');

  await fillApplicant(page, { personalCode: CODES.partner, usage: 'business' });
  // Without the link the form says so at the field and sends nothing (the API would refuse it too).
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect(link).toHaveAccessibleDescription(/Šis laukas yra privalomas/);
  expect(sent).toBe(0);
  await expect(box(form, 'Įmonės pavadinimas')).toHaveValue('UAB Pavėžėjai');

  await link.fill('https://autoplius.lt/skelbimai/toyota-prius-123.html');
  const id = await submitToBankStep(page);
  const saved = await teamApplication(id);
  expect(saved.partner).toEqual({ slug: 'autoplius' });
  expect(saved.metadata).toEqual({ carAdvertisementUrl: 'https://autoplius.lt/skelbimai/toyota-prius-123.html' });
  expect(saved.carUsage).toBe('business');
  expect(saved.tenantDetails).toMatchObject({ companyName: 'UAB Pavėžėjai', companyCode: '304123456', monthlyIncome: null });
  expect(saved.pricing.fullPrice).toBe(9000);
});

test('an unknown partner link shape is a Lithuanian 404', async ({ page }) => {
  const response = await page.goto('/partneris/Ne%20partneris!');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
});
