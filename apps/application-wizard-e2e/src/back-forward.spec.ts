import { expect, test } from '@playwright/test';
import { CODES, applicationForm, box, fillApplicant, submitToBankStep, teamApplication } from './support/pages';

test('bug 9: Back from the bank pages refills the form and a resubmit updates the first application', async ({ page }) => {
  await page.goto('/paraiska?price=12000&term=36');
  await fillApplicant(page, { personalCode: CODES.bank, email: 'atgal@example.lt' });
  const id = await submitToBankStep(page);

  await page.getByRole('group', { name: 'Bankai' }).getByRole('radio', { name: /Swedbank/ }).check();
  await page.getByRole('button', { name: 'Toliau' }).click();
  await page.waitForURL(/\/consent\//);

  // The browser's Back: the wizard loads again, with what was typed (not the personal code).
  await page.goBack();
  const form = await applicationForm(page);
  await expect(box(form, 'El. paštas')).toHaveValue('atgal@example.lt');
  await expect(box(form, 'Vardas')).not.toHaveValue('');
  await expect(page.getByText(/Pakeitimai atnaujins tą pačią paraišką/)).toBeVisible();
  await box(form, 'Asmens kodas').fill(CODES.bank);
  await box(form, 'El. paštas').fill('atgal2@example.lt');
  // The same application, updated (other tests create applications in parallel: no counting).
  expect(await submitToBankStep(page)).toBe(id);
  expect((await teamApplication(id)).tenantDetails).toMatchObject({ email: 'atgal2@example.lt' });
});
