import { expect, test } from '@playwright/test';
import { CODES, applicationForm, box, fillApplicant, submitToBankStep, teamApplication } from './support/pages';

test('business use shows the company fields and hides the personal ones', async ({ page }) => {
  await page.goto('/paraiska');
  const form = await applicationForm(page);
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect(form.getByText('Šis laukas yra privalomas').first()).toBeVisible();
  await expect(form.getByText('Būtina sutikti su taisyklėmis')).toBeVisible();
  // The first invalid field has the focus.
  await expect(form.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeFocused();

  await form.getByRole('radio', { name: 'Verslo poreikiams' }).check();
  await expect(box(form, 'Įmonės pavadinimas')).toBeVisible();
  await expect(box(form, 'Mėnesio pajamos (€)')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Asmeniniams poreikiams' }).check();
  await expect(box(form, 'Įmonės pavadinimas')).toHaveCount(0);
  await expect(box(form, 'Mėnesio pajamos (€)')).toBeVisible();
});

test("a failed submit focuses the first invalid field in the form's order, not in the order the fields appeared", async ({ page }) => {
  await page.goto('/paraiska');
  const form = await applicationForm(page);
  // 'Mėnesio pajamos' appears only once personal use is chosen, after 'Asmens kodas' was already
  // there; on the page it is above it. Everything else is valid.
  await fillApplicant(page, { personalCode: '12345' });
  await box(form, 'Mėnesio pajamos (€)').fill('');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/car-application\//.test(request.url())) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect(box(form, 'Mėnesio pajamos (€)')).toHaveAccessibleDescription(/Šis laukas yra privalomas/);
  await expect(box(form, 'Asmens kodas')).toHaveAttribute('aria-invalid', 'true');
  await expect(box(form, 'Mėnesio pajamos (€)')).toBeFocused();
  expect(sent).toEqual([]);

  // Fixed there, the next failed submit goes on to the next invalid field below it.
  await box(form, 'Mėnesio pajamos (€)').fill('1800');
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect(box(form, 'Asmens kodas')).toBeFocused();
  expect(sent).toEqual([]);
});

test('guarantor rules: fields only with a guarantor, all six required, the e-mail valid; saved with it', async ({ page }) => {
  await page.goto('/paraiska');
  const form = await applicationForm(page);
  await fillApplicant(page, { personalCode: CODES.guarantor });
  await expect(box(form, 'Laiduotojo vardas ir pavardė')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Taip' }).check();
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  for (const name of ['Laiduotojo vardas ir pavardė', 'Laiduotojo asmens kodas', 'Laiduotojo telefono numeris', 'Laiduotojo el. paštas', 'Laiduotojo miestas', 'Laiduotojo adresas']) {
    await expect(box(form, name)).toHaveAccessibleDescription(/Šis laukas yra privalomas/);
  }
  await box(form, 'Laiduotojo el. paštas').fill('ona.example.lt');
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect(box(form, 'Laiduotojo el. paštas')).toHaveAccessibleDescription(/Neteisingas el. pašto formatas/);

  await fillApplicant(page, { personalCode: CODES.guarantor, guarantor: true });
  const id = await submitToBankStep(page);
  const saved = await teamApplication(id);
  expect(saved.hasGuarantor).toBe(true);
  expect(saved.tenantGuarantor).toMatchObject({ guarantorNameSurname: 'Ona Onaitė', guarantorEmail: 'ona@example.lt', guarantorCity: 'Kaunas' });
  expect(String(saved.tenantGuarantor?.guarantorPersonalCode)).toMatch(/^\d\*+$/);
});
