import { expect, test } from '@playwright/test';
import { apiGet, apiToken, columnCells, hydrated, seriousViolations } from './support/pages';
import { ACCOUNTS } from './support/ports';

/** 'Skelbimai' filters and search (issue 14): status, make, owner, and a slug / VIN / owner e-mail search, from the server. */

interface Queue {
  data: { id: number; slug: string; vinCode: string; carMake: { slug: string; name: string }; owner: { email: string } }[];
}

test('listing filters: make, owner and the slug / VIN search narrow the list', async ({ page }) => {
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const approved = await apiGet<Queue>('/moderation/car-advertisements?status=approved', team);
  const car = approved.data[0];

  await page.goto('/skelbimai?busena=approved');
  await hydrated(page);
  const rows = page.getByRole('table').locator('tbody tr');

  // By VIN, then by slug: the one listing.
  await page.getByLabel('Paieška').fill(car.vinCode);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(new RegExp(`paieska=${car.vinCode}`));
  await expect(rows.filter({ hasText: car.vinCode }).first()).toBeVisible();
  await expect(rows.filter({ hasNotText: car.vinCode })).toHaveCount(0);
  await page.getByLabel('Paieška').fill(car.slug);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/skelbimai/${car.id}`);

  // Make and owner: every row is that make's and that owner's.
  await page.getByLabel('Paieška').fill('');
  await page.getByLabel('Savininko el. paštas').fill(car.owner.email);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await page.getByLabel('Markė').selectOption({ label: car.carMake.name });
  await expect(page).toHaveURL(new RegExp(`marke=${car.carMake.slug}`));
  await expect(rows.first()).toContainText(car.carMake.name);
  for (const text of await (await columnCells(page, 'Savininkas')).allInnerTexts()) expect(text).toBe(car.owner.email);

  // Nothing matches: said plainly.
  await page.getByLabel('Paieška').fill('nera-tokio-skelbimo');
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page.getByText('Pagal šiuos filtrus skelbimų nėra.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
