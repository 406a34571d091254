import { expect, test } from '@playwright/test';
import { hydrated, ready, withConsent } from './support/pages';

const SUCCESS = 'Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
  await page.goto('/');
  await hydrated(page);
});

test('the car request form is sent and says so', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Neradote tinkamo automobilio?' });
  await form.scrollIntoViewIfNeeded();
  await ready(form);
  await form.getByRole('button', { name: 'Siųsti užklausą' }).click();
  await expect(form.getByText('Pasirinkite automobilio markę')).toBeVisible();

  await form.getByRole('combobox', { name: 'Markė' }).selectOption({ label: 'Škoda' });
  const model = form.getByRole('combobox', { name: 'Modelis' });
  await expect(model.getByRole('option', { name: 'Octavia' })).toBeAttached();
  await model.selectOption({ label: 'Octavia' });
  await form.getByRole('combobox', { name: 'Pagaminimo metai' }).selectOption('2018');
  await form.getByRole('textbox', { name: 'Telefono numeris' }).fill('+37061234567');
  await form.getByRole('textbox', { name: 'El. paštas' }).fill('jonas@example.lt');
  await form.getByRole('checkbox', { name: /Sutinku su/ }).check();
  await form.getByRole('button', { name: 'Siųsti užklausą' }).click();

  await expect(page.getByText(SUCCESS)).toBeVisible();
});

test('the callback form is sent and says so', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Norite uždirbti su savo automobiliu?' });
  await form.scrollIntoViewIfNeeded();
  await ready(form);
  await expect(form.getByRole('textbox', { name: 'Telefono numeris' })).toHaveValue('+370');
  await form.getByRole('textbox', { name: 'Vardas' }).fill('Ona');
  await form.getByRole('textbox', { name: 'Telefono numeris' }).fill('+37069876543');
  await form.getByRole('checkbox', { name: /Sutinku su/ }).check();
  await form.getByRole('button', { name: 'Laukiu skambučio' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
});
