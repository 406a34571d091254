import { expect, test } from '@playwright/test';
import { APPLICANT_CODE, hydrated, submitApplication } from './support/pages';

test('a new application is on the first page of the list with its terms and light; its page masks the personal code', async ({ page }) => {
  const surname = `Paraiškaitė${Date.now()}`;
  const { id } = await submitApplication(surname);

  await page.goto('/paraiskos');
  await hydrated(page);
  // Found by its surname, not as the first row: the other spec files submit applications in
  // parallel workers, and one of theirs may be newer by the time the list is read.
  const first = page.getByRole('table').locator('tbody tr').filter({ hasText: surname });
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

test('the same person applying again is marked in the list, and each record links to their other applications', async ({ page }) => {
  // A code no other spec uses (a valid one: born 1999-12-31).
  const personalCode = '49912311673';
  const { id: firstId } = await submitApplication(`Pirmoji${Date.now()}`, { personalCode });
  const secondSurname = `Antroji${Date.now()}`;
  const { id: secondId } = await submitApplication(secondSurname, { personalCode });

  await page.goto('/paraiskos');
  await hydrated(page);
  const newest = page.getByRole('table').locator('tbody tr').filter({ hasText: secondSurname });
  await expect(newest).toContainText('Pakartotinė paraiška');

  await newest.getByRole('link', { name: `Rūta ${secondSurname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/paraiskos/${secondId}$`));
  const others = page.getByRole('region', { name: 'Kitos šio asmens paraiškos' });
  await expect(others).toContainText('Rastos pagal tą patį asmens kodą.');
  // By link, not by count: a retried test sends this person's applications again.
  const toFirst = page.locator(`a[href="/paraiskos/${firstId}"]`);
  await expect(others.getByRole('listitem').filter({ has: toFirst })).toContainText('Bendra paraiška · Nauja');
  await others.locator(toFirst).click();
  await expect(page).toHaveURL(new RegExp(`/paraiskos/${firstId}$`));
  await expect(page.getByRole('region', { name: 'Kitos šio asmens paraiškos' }).locator(`a[href="/paraiskos/${secondId}"]`)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain(personalCode);
});

test("an applicant who calls is found by name, phone or the number from their e-mail, and the search stays in the address", async ({ page }) => {
  const surname = `Skambinanti${Date.now()}`;
  const { id } = await submitApplication(surname, { phoneNumber: '+37069955511' });

  await page.goto('/paraiskos');
  await hydrated(page);
  const search = page.getByRole('search', { name: 'Paraiškų paieška' });
  const rows = page.getByRole('table').locator('tbody tr');
  for (const typed of [surname.toLowerCase(), '8 699 55511', id]) {
    await search.getByLabel('Paieška').fill(typed);
    await search.getByRole('button', { name: 'Ieškoti' }).click();
    await expect(page).toHaveURL(/paieska=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(surname);
  }
  // Kept on reload, with what was typed still in the field.
  await page.reload();
  await hydrated(page);
  await expect(search.getByLabel('Paieška')).toHaveValue(id);
  await expect(rows).toHaveCount(1);

  await search.getByLabel('Paieška').fill(`${surname}-niekas`);
  await search.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page.getByText('Pagal paiešką paraiškų nerasta.')).toBeVisible();
});
