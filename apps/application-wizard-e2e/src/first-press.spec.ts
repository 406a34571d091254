import { expect, test } from '@playwright/test';
import { box, firstCarSlug, holdScripts, hydrated, watchApplicationRequests } from './support/pages';

// The form's code loads when the applicant starts on it (components/application/ApplicationPart.tsx),
// so a visitor's very first press of 'Pateikti paraišką' on an untouched form comes before the
// form is interactive: the browser's own submit is held back (it would put personal data in the
// address). That press must still count — once the code runs it is made again, and the rules'
// messages show after that single press, as after any later one (screenshot review: the first
// press did nothing and only the second showed the messages).

const REQUIRED = 'Šis laukas yra privalomas';

let slug: string;
test.beforeAll(async ({ request }) => {
  slug = await firstCarSlug(request);
});

test("the first press of 'Pateikti paraišką' on an untouched form shows the messages", async ({ page }) => {
  const sent = watchApplicationRequests(page);
  await page.goto(`/automobilio-paraiska/${slug}`);
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  // No pointer over the form, no focus in it first: straight to the button, once.
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();

  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(form.getByText(REQUIRED).first()).toBeVisible();
  await expect(form.getByRole('group', { name: 'Kam naudosite automobilį?' }).getByText(REQUIRED)).toBeVisible();
  await expect(box(form, 'Vardas')).toHaveAccessibleDescription(/Šis laukas yra privalomas/);
  // The first invalid field has the focus, as after any press.
  await expect(form.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeFocused();
  expect(new URL(page.url()).search).toBe('');
  expect(sent).toEqual([]);
});

test('a press while the form code is still on its way counts once it arrives, and what was typed is kept', async ({ page }) => {
  // The form's code held back, as on a slow connection: the press certainly comes before it.
  const { release, requested: formCode } = await holdScripts(page, /\/assets\/ApplicationWizard-[^/]+\.js$/);
  const sent = watchApplicationRequests(page);

  await page.goto(`/automobilio-paraiska/${slug}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  await box(form, 'Vardas').fill('Jonas');
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect.poll(() => formCode.length).toBe(1);
  await expect(form).not.toHaveAttribute('data-hydrated', 'true');
  expect(new URL(page.url()).search).toBe('');

  release();
  // No second press.
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(box(form, 'Pavardė')).toHaveAccessibleDescription(/Šis laukas yra privalomas/);
  await expect(box(form, 'Vardas')).toHaveValue('Jonas');
  await expect(box(form, 'Vardas')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeFocused();
  expect(sent).toEqual([]);
});

test('a press before the page has hydrated counts once the form is interactive', async ({ page }) => {
  // Every script held back, as on a slow phone: the page is server HTML only
  // (the early-intent script of @ratai/app-shell holds the browser's submit back).
  const { release } = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  const sent = watchApplicationRequests(page);

  await page.goto(`/automobilio-paraiska/${slug}`, { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  await box(form, 'Pavardė').fill('Jonaitis');
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

  release();
  await hydrated(page);
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(box(form, 'Vardas')).toHaveAccessibleDescription(/Šis laukas yra privalomas/);
  await expect(box(form, 'Pavardė')).toHaveValue('Jonaitis');
  await expect(box(form, 'Pavardė')).not.toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).search).toBe('');
  expect(sent).toEqual([]);
});
