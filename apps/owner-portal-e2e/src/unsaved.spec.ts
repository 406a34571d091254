import { expect, test, type Page } from '@playwright/test';
import { hydrated, logIn, seriousViolations } from './support/pages';

/**
 * Issue 16, the form never loses work, and the fleet tools. These run as the demo *personal* owner:
 * the upload form now keeps a server-side draft and continues it, and the company owner's other
 * journeys (running in parallel) expect an empty upload form.
 */
const PERSONAL = { email: 'demo.asmuo@ratai.lt', password: 'Demo2026!' };
const SHOTS = 'apps/owner-portal-e2e/test-results/screenshots';

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const carsLink = (page: Page) => page.getByRole('navigation', { name: 'Mano paskyra' }).getByRole('link', { name: 'Automobiliai', exact: true });

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('leaving a half-filled upload form asks first; coming back restores the server-side draft', async ({ page }) => {
  await logIn(page, PERSONAL.email, PERSONAL.password);
  await page.goto('/paskyra/automobiliai/ikelti');
  await hydrated(page);
  await page.getByLabel('Kaina (€)').fill('9900');
  await page.getByLabel('VIN kodas').fill('JTDBR32E720999999');
  // Saved on the server once typing pauses, and said so.
  await expect(page.getByTestId('draft-status')).toHaveText(/^Juodraštis išsaugotas \d{2}:\d{2}$/);
  await shots(page, 'upload-draft-saved');

  // The fields are in the draft: the question says so instead of claiming they would be lost.
  await carsLink(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Skelbimas dar nepateiktas' });
  await expect(dialog).toContainText('Užpildyti laukai išsaugoti juodraštyje: galėsite tęsti vėliau.');
  await dialog.getByRole('button', { name: 'Likti' }).click();
  await expect(page).toHaveURL(/\/paskyra\/automobiliai\/ikelti$/);
  await expect(page.getByLabel('Kaina (€)')).toHaveValue('9900');

  await carsLink(page).click();
  await dialog.getByRole('button', { name: 'Išeiti' }).click();
  await expect(page).toHaveURL(/\/paskyra\/automobiliai$/);
  // The car list names the unfinished upload.
  const drafts = page.getByRole('region', { name: 'Juodraščiai' });
  await expect(drafts.getByText('Nebaigtas skelbimas')).toBeVisible();

  // Coming back (a new visit, as after closing the tab): the draft is restored.
  await page.goto('/paskyra/automobiliai/ikelti');
  await hydrated(page);
  await expect(page.getByText('Tęsiate juodraštį')).toBeVisible();
  await expect(page.getByLabel('VIN kodas')).toHaveValue('JTDBR32E720999999');
  await expect(page.getByLabel('Kaina (€)')).toHaveValue('9900');
  expect(await seriousViolations(page)).toEqual([]);

  // Tidy up through the list: 'Ištrinti' asks first.
  await page.goto('/paskyra/automobiliai');
  await drafts.getByRole('button', { name: /^Ištrinti: Nebaigtas skelbimas/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ar tikrai norite ištrinti juodraštį?');
  await confirm.getByRole('button', { name: 'Ištrinti' }).click();
  await expect(page.getByRole('region', { name: 'Juodraščiai' })).toHaveCount(0);
});

test('a car is marked reserved from the list, and a listing is duplicated with its photos as a draft', async ({ page }) => {
  await logIn(page, PERSONAL.email, PERSONAL.password);
  await page.goto('/paskyra/automobiliai');
  await hydrated(page);
  const list = page.getByRole('list', { name: 'Mano automobiliai' });
  const status = list.getByRole('group', { name: /^Pardavimo būsena: / }).first();
  await status.getByRole('button', { name: 'Rezervuotas' }).click();
  await expect(status.getByRole('button', { name: 'Rezervuotas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByText('Rezervuotas', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'cars-reserved');
  // Sold asks first.
  await status.getByRole('button', { name: 'Parduotas / išnuomotas' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Ar tikrai automobilis parduotas arba išnuomotas?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Atšaukti' }).click();
  await status.getByRole('button', { name: 'Laisvas' }).click();
  await expect(status.getByRole('button', { name: 'Laisvas' })).toHaveAttribute('aria-pressed', 'true');

  // 'Kopijuoti' opens the copy in the upload form, photos included, VIN left for the owner.
  await list.getByRole('button', { name: /^Kopijuoti: / }).first().click();
  await expect(page).toHaveURL(/\/paskyra\/automobiliai\/ikelti\?juodrastis=\d+$/);
  await expect(page.getByText('Tai skelbimo kopija su jo nuotraukomis.')).toBeVisible();
  await expect(page.getByTestId('gallery-tile').first()).toBeVisible();
  await expect(page.getByLabel('VIN kodas')).toHaveValue('');
  await expect(page.getByLabel('Kaina (€)')).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'upload-copy');

  // The copy waits in the list; deleting it leaves no draft.
  await page.goto('/paskyra/automobiliai');
  const drafts = page.getByRole('region', { name: 'Juodraščiai' });
  await expect(drafts.getByText('Skelbimo kopija')).toBeVisible();
  await shots(page, 'cars-drafts');
  await drafts.getByRole('button', { name: /^Ištrinti: Skelbimo kopija/ }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ištrinti' }).click();
  await expect(page.getByRole('region', { name: 'Juodraščiai' })).toHaveCount(0);
});
