import { expect, test } from '@playwright/test';
import { box, holdScripts, hydrated } from './support/pages';

// The form's code (react-hook-form, the schema, the api-client store) loads when the applicant
// starts on it, not with the page (issue 17: first-load JS ≤ 140 kB on the car application page).

test('the form is server HTML until the applicant starts on it, and what was typed meanwhile is kept', async ({ page }) => {
  // Hold the form's code back for a moment, as a slow connection would.
  const { release, requested: formCode } = await holdScripts(page, /\/assets\/ApplicationWizard-[^/]+\.js$/);

  await page.goto('/paraiska');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  // The page is interactive, the form's code was not asked for.
  await page.waitForTimeout(500);
  expect(formCode).toEqual([]);
  await expect(form).not.toHaveAttribute('data-hydrated', 'true');
  // The server HTML already holds the starting values (bug 7: the phone starts with +370).
  await expect(box(form, 'Telefono numeris')).toHaveValue('+370');

  // The first focus asks for it; the applicant types before it arrives.
  await box(form, 'Vardas').pressSequentially('Jonas');
  await form.getByRole('radio', { name: 'Asmeniniams poreikiams' }).check();
  await expect.poll(() => formCode.length).toBe(1);
  // A press of 'Pateikti paraišką' now is held back: the browser must not send the form itself.
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(box(form, 'Vardas')).toHaveValue('Jonas');
  // The choice made before the code arrived counts: its section appeared.
  await expect(form.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeChecked();
  await expect(box(form, 'Mėnesio pajamos (€)')).toBeVisible();
  await expect(box(form, 'Telefono numeris')).toHaveValue('+370');
});

test('a choice made before the code arrived hydrates the server HTML in place: no error, the chosen control keeps the focus', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { release, requested: formCode } = await holdScripts(page, /\/assets\/ApplicationWizard-[^/]+\.js$/);
  await page.goto('/paraiska');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  const personal = form.getByRole('radio', { name: 'Asmeniniams poreikiams' });
  // The choice shows a section the server HTML does not have ('Mėnesio pajamos'): drawn in the
  // first render, it made React discard the server HTML and draw the form anew (error #418).
  await personal.check();
  await expect.poll(() => formCode.length).toBe(1);
  release();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(box(form, 'Mėnesio pajamos (€)')).toBeVisible();
  await expect(personal).toBeChecked();
  await expect(personal).toBeFocused();
  expect(errors).toEqual([]);
});
