import { expect, test } from '@playwright/test';
import { hydrated } from './support/pages';

test("'Išsaugoti paiešką' saves the filtered search for e-mail alerts; a wrong address is refused in Lithuanian and kept", async ({ page }) => {
  await page.goto('/?fuelType=diesel&page=1');
  await hydrated(page);
  await page.getByRole('button', { name: 'Išsaugoti paiešką' }).click();
  const form = page.getByRole('form', { name: 'Pranešti apie naujus automobilius' });
  await expect(form).toBeVisible();

  await form.getByLabel('El. paštas').fill('ne-adresas');
  await form.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(form.getByText('Neteisingas el. pašto adresas')).toBeVisible();
  await expect(form.getByText('Būtina sutikti su taisyklėmis')).toBeVisible();
  await expect(form.getByLabel('El. paštas')).toHaveValue('ne-adresas');

  await form.getByLabel('El. paštas').fill('pirkejas@pavyzdys.lt');
  await form.getByText('Sutinku gauti pranešimus apie naujus automobilius šiuo el. pašto adresu').click();
  await form.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Beveik baigta: patvirtinkite paiešką paspaudę nuorodą laiške, kurį ką tik išsiuntėme.')).toBeVisible();
});

test('a confirmation or unsubscribe link that is not ours says so, and the page stays out of search engines', async ({ page }) => {
  for (const path of ['/paieskos-patvirtinimas?id=00000000-0000-4000-8000-000000000000&token=' + 'A'.repeat(43), '/paieskos-atsisakymas?id=x&token=y']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Nuoroda negalioja arba paieška jau ištrinta.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});
