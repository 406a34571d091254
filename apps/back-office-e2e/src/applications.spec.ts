import { expect, test } from '@playwright/test';
import { APPLICANT_CODE, hydrated, submitApplication } from './support/pages';

test('a new application is first in the list with its terms and light; its page masks the personal code', async ({ page }) => {
  const surname = `Paraiškaitė${Date.now()}`;
  const { id } = await submitApplication(surname);

  await page.goto('/paraiskos');
  await hydrated(page);
  const first = page.getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText('Bendra paraiška');
  await expect(first).toContainText('24 mėn.');
  await expect(first).toContainText('475');
  await expect(first).toContainText('Asmeniniams poreikiams');
  await expect(first).toContainText('ĮPS');
  await expect(first).toContainText('Bankas nepasirinktas');

  await first.getByRole('link', { name: `Rūta ${surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/paraiskos/${id}$`));
  await expect(page.getByRole('heading', { name: `Rūta ${surname}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kreditinė šviesa' })).toContainText('Darbo užmokestis');
  // The team calls or writes straight from the record.
  const applicant = page.getByRole('region', { name: 'Pareiškėjas' });
  await expect(applicant.getByRole('link', { name: '+370 612 34567' })).toHaveAttribute('href', 'tel:+37061234567');
  await expect(applicant.getByRole('link', { name: 'ruta@pavyzdys.lt' })).toHaveAttribute('href', 'mailto:ruta@pavyzdys.lt');
  const body = await page.locator('body').innerText();
  expect(body).not.toContain(APPLICANT_CODE);
  expect(body).toContain(`${APPLICANT_CODE[0]}**********`);
});
