import { expect, test } from '@playwright/test';
import { CODES, applicationForm, box, fillApplicant, submitToBankStep, teamApplication, teamApplicationIds } from './support/pages';

test('a server error keeps the form and shows the danger banner', async ({ page }) => {
  await page.route('**/api/car-application/create', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Vidinė serverio klaida. Bandykite vėliau.' } }),
        })
      : route.continue(),
  );
  await page.goto('/paraiska');
  const form = await applicationForm(page);
  await fillApplicant(page, { personalCode: CODES.serverError, name: 'Petras' });
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Paraiškos pateikti nepavyko' });
  await expect(banner).toContainText('Vidinė serverio klaida. Bandykite vėliau.');
  await expect(box(form, 'Vardas')).toHaveValue('Petras');
  await expect(box(form, 'Asmens kodas')).toHaveValue(CODES.serverError);
  await expect(form.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).toHaveCount(0);
});

test('an answer with an error message keeps the form; the second submit updates the same application', async ({ page }) => {
  // The real API saves the application; the answer is given an error message (as when the bank
  // list cannot be loaded), so the wizard must stay on the form and update next time.
  await page.route('**/api/car-application/create', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...body, institutions: [], error: { message: 'Paraiška išsaugota, bet bankų sąrašo įkelti nepavyko.' } } });
  });
  await page.goto('/paraiska');
  const form = await applicationForm(page);
  await fillApplicant(page, { personalCode: CODES.bank, name: 'Antanas', email: 'antanas@example.lt' });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/car-application/create') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  const id = ((await (await created).json()) as { id: string }).id;
  await expect(page.getByRole('alert').filter({ hasText: 'bankų sąrašo įkelti nepavyko' })).toBeVisible();
  await expect(box(form, 'Vardas')).toHaveValue('Antanas');

  await box(form, 'Vardas').fill('Antanas Jonas');
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS' && request.url().includes('/api/car-application/')) updates.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  expect(await submitToBankStep(page)).toBe(id);
  expect(updates).toEqual([`PUT /api/car-application/update/${id}`]);
  expect((await teamApplication(id)).tenantDetails.name).toBe('Antanas Jonas');
  expect((await teamApplicationIds()).filter((other) => other === id)).toHaveLength(1);
});
