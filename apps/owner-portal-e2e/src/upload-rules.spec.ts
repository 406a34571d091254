import { expect, test } from '@playwright/test';
import { jpeg } from './support/images';
import { hydrated } from './support/pages';
import { ONBOARDING_STATE } from './support/ports';

test('the upload widget refuses a wrong file type and an oversized file with the spec’s messages', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/paskyra/automobiliai/ikelti');
  await hydrated(page);
  const input = page.getByLabel('Nuotraukos', { exact: true });
  await input.setInputFiles({ name: 'dokumentas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await expect(page.getByRole('alert').filter({ hasText: 'dokumentas.pdf: Neteisingas failo tipas' })).toBeVisible();

  const big = await jpeg('didele.jpg', [120, 120, 120]);
  await input.setInputFiles({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(5_242_881 - big.buffer.length + 1)]) });
  await expect(page.getByRole('alert').filter({ hasText: 'didele.jpg: Failas yra per didelis' })).toBeVisible();
  await expect(page.getByTestId('gallery-tile')).toHaveCount(0);

  // Ten photos fill the gallery: the input is disabled and an eleventh cannot be added.
  const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(`foto-${i + 1}.jpg`, [20 * i, 100, 150])));
  await input.setInputFiles(photos);
  await expect(page.getByTestId('gallery-tile')).toHaveCount(10);
  await expect(page.getByText('Pasiektas didžiausias failų skaičius (10).')).toBeVisible();
  await expect(input).toBeDisabled();
});

test('a chosen photo is turned a quarter turn before upload (issue 16)', async ({ page }) => {
  await page.goto('/paskyra/automobiliai/ikelti');
  await hydrated(page);
  await page.getByLabel('Nuotraukos', { exact: true }).setInputFiles([await jpeg('sonu.jpg', [200, 40, 40])]);
  const preview = page.getByTestId('gallery-tile').locator('img');
  const size = () => preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`);
  await expect.poll(size).toBe('900×600');
  await page.getByRole('button', { name: 'Pasukti sonu.jpg pagal laikrodžio rodyklę' }).click();
  await expect(page.getByText('sonu.jpg pasukta.')).toBeAttached();
  // The preview shows the file the form will send: the turned one.
  await expect.poll(size).toBe('600×900');
});

test.describe('an owner still onboarding', () => {
  test.use({ storageState: ONBOARDING_STATE });

  test('sees the banner linking to /paskyra and cannot submit a listing', async ({ page }) => {
    await page.goto('/paskyra/automobiliai/ikelti');
    await hydrated(page);
    const banner = page.getByText('Kad galetumete ikelti skelbima butinai turite uzbaigti registracija');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Įkelti skelbimą' })).toBeDisabled();
    await page.getByRole('link', { name: 'cia', exact: true }).click();
    await expect(page).toHaveURL(/\/paskyra$/);
    await expect(page.getByRole('navigation', { name: 'Registracijos žingsniai' })).toBeVisible();
  });
});
