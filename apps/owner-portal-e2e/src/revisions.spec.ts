import { expect, test } from '@playwright/test';
import { jpeg } from './support/images';
import { apiToken, hydrated } from './support/pages';
import { ACCOUNTS, API_URL, MARKETPLACE_URL } from './support/ports';

/**
 * Issue 16, item 1: the price of an approved car is edited in the portal → the marketplace keeps
 * the old price while the team has not approved → the team approves the revision → the new price
 * is public. The car is made through the API for this test, so no other spec's changes touch it.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function createApprovedCar(owner: string, team: string): Promise<{ id: number; slug: string }> {
  const makes = (await (await fetch(`${API_URL}/api/car-makes`)).json()) as { data: { id: number; name: string }[] };
  const make = makes.data.find((entry) => entry.name === 'Toyota') ?? makes.data[0];
  const models = (await (await fetch(`${API_URL}/api/car-model/${make.id}`)).json()) as { data: { id: number }[] };
  const form = new FormData();
  const fields: Record<string, string> = {
    carMake: String(make.id),
    carModel: String(models.data[0].id),
    vinCode: 'JTDBR32E720654321',
    productionYear: '2019',
    bodyType: 'sedan',
    fuelType: 'hybrid',
    gearbox: 'automatic',
    doorCount: 'fourFive',
    engineDisplacement: '1798',
    enginePower: '90',
    numberOfSeats: '5',
    drivetrain: 'front',
    inspectionYear: String(new Date().getFullYear() + 1),
    inspectionMonth: '6',
    rimSize: '16',
    airConditioning: 'climateControl',
    price: '12500',
    averageFuelConsumption: '4,5',
    odometer: '98000',
    description: 'Patvirtintas automobilis pakeitimų bandymui.',
    isForTaxi: 'false',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, name, rgb] of [
    ['headerImage', 'virselis.jpg', [120, 40, 160]],
    ['gallery', 'salonas.jpg', [40, 160, 120]],
  ] as const) {
    const file = await jpeg(name, [...rgb]);
    form.append(field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const created = await fetch(`${API_URL}/api/car-advertisement/create`, { method: 'POST', headers: auth(owner), body: form });
  expect(created.status, await created.clone().text()).toBe(201);
  const car = (await created.json()) as { id: number; slug: string };
  const approved = await fetch(`${API_URL}/api/moderation/car-advertisements/${car.id}/approve`, { method: 'POST', headers: auth(team) });
  expect(approved.status).toBe(200);
  return car;
}

test('an edited price waits for the team while the approved price stays public', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const [owner, team] = await Promise.all([
    apiToken(ACCOUNTS.company.email, ACCOUNTS.company.password),
    apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password),
  ]);
  const car = await createApprovedCar(owner, team);

  // The owner changes only the price.
  await page.goto(`/paskyra/automobiliai/redaguoti/${car.id}`);
  await hydrated(page);
  await expect(page.getByText('Būsena: Patvirtintas · Rodomas')).toBeVisible();
  await expect(page.getByText(/Iki tol skelbime rodomas patvirtintas variantas/)).toBeVisible();
  await expect(page.getByLabel('Modelis')).not.toHaveValue('');
  await page.getByLabel('Kaina (€)').fill('15400');
  await page.getByRole('button', { name: 'Atnaujinti skelbimą' }).click();
  await expect(page.getByText('Skelbimas buvo atnaujintas sėkmingai')).toBeVisible({ timeout: 20_000 });

  // The portal says both states plainly, on the card and on the car's page.
  await page.goto('/paskyra/automobiliai');
  const card = page.getByRole('list', { name: 'Mano automobiliai' }).getByRole('article').filter({ has: page.locator(`a[href$="/automobilio-nuoma/${car.slug}"]`) });
  await expect(card).toContainText('Rodomas patvirtintas variantas · pakeitimai laukia patvirtinimo');
  await page.goto(`/paskyra/automobiliai/redaguoti/${car.id}`);
  await expect(page.getByText('Pakeitimai laukia patvirtinimo', { exact: true })).toBeVisible();
  await expect(page.getByText(/jūsų pateikti pakeitimai \(kaina\)/)).toBeVisible();
  await expect(page.getByLabel('Kaina (€)')).toHaveValue('15400');

  // The marketplace still shows the approved price.
  // A desktop browser's User-Agent: headless Chromium names itself HeadlessChrome, which the
  // statistics rightly take for a bot (isbot) and do not count.
  const market = await browser.newPage({ userAgent: DESKTOP_CHROME });
  await market.goto(`${MARKETPLACE_URL}/automobilio-nuoma/${car.slug}`);
  await expect(market.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(market);
  await expect(market.locator('main')).toContainText('12 500');
  await expect(market.locator('main')).not.toContainText('15 400');

  // The team sees a price-only revision and approves it.
  const queue = (await (await fetch(`${API_URL}/api/moderation/car-advertisements?status=pending`, { headers: auth(team) })).json()) as {
    data: { id: number; revision: { of: number; changes: { kind: string } } | null }[];
  };
  const revision = queue.data.find((entry) => entry.revision?.of === car.id);
  expect(revision?.revision?.changes.kind).toBe('priceOnly');
  const approved = await fetch(`${API_URL}/api/moderation/car-advertisements/${revision?.id}/approve`, { method: 'POST', headers: auth(team) });
  expect(approved.status).toBe(200);

  // The new price is public, at the same address; the portal shows the car plainly public again.
  await market.goto(`${MARKETPLACE_URL}/automobilio-nuoma/${car.slug}`);
  await expect(market.locator('main')).toContainText('15 400');
  await hydrated(market);
  await market.close();
  await page.goto('/paskyra/automobiliai');
  await expect(card).toContainText('Patvirtintas · Rodomas');

  // Statistics (issue 16): the two visits of the car page are counted from the browser, shown on the card.
  await expect
    .poll(async () => ((await (await fetch(`${API_URL}/api/car-advertisement/mine/${car.id}/stats`, { headers: auth(owner) })).json()) as { data: { views: number } }).data.views)
    .toBe(2);
  await page.reload();
  const stats = card.getByTestId('car-stats');
  await expect(stats.getByRole('term').first()).toHaveText('Peržiūros');
  await expect(stats.getByRole('definition').first()).toHaveText('2');
  await expect(stats).toContainText('per 30 d.');

  await fetch(`${API_URL}/api/car-advertisement/delete/${car.id}`, { method: 'DELETE', headers: auth(owner) });
});
