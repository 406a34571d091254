import { expect, test } from '@playwright/test';
import { apiGet, apiToken, columnCells, hydrated } from './support/pages';
import { ACCOUNTS, API_URL } from './support/ports';

interface QueueCar {
  id: number;
  slug: string;
  createdAt: string;
  vinCode: string;
  owner: { id: number; email: string };
}
interface Queue {
  data: QueueCar[];
  meta: { pagination: { total: number } };
}
interface Me {
  carAdvertisements: { id: number; reviewStatus: string; rejectionReason: string | null }[];
}

test.describe.configure({ mode: 'serial' });

test('the queue lists the waiting listings oldest first, with the count in the navigation', async ({ page }) => {
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const queue = await apiGet<Queue>('/moderation/car-advertisements?status=pending', team);
  expect(queue.data.length).toBeGreaterThan(1);
  const created = queue.data.map((car) => Date.parse(car.createdAt));
  expect(created).toEqual([...created].sort((a, b) => a - b));

  await page.goto('/skelbimai');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Skelbimai', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Skyriai' }).getByRole('link', { name: /^Skelbimai/ })).toContainText(
    String(queue.meta.pagination.total),
  );
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(queue.data.length);
  const vins = await columnCells(page, 'VIN');
  await expect(vins).toHaveText(queue.data.map((car) => car.vinCode));
});

test('the team rejects a listing with a reason the owner reads, then approves it and it is public', async ({ page }) => {
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const queue = await apiGet<Queue>('/moderation/car-advertisements?status=pending', team);
  const car = queue.data.find((item) => item.owner.email === ACCOUNTS.company.email) ?? queue.data[0];
  const ownerToken = await apiToken(car.owner.email, car.owner.email === ACCOUNTS.company.email ? ACCOUNTS.company.password : 'Demo2026!');

  await page.goto('/skelbimai');
  await hydrated(page);
  await page.getByRole('row').filter({ hasText: car.vinCode }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/skelbimai/${car.id}$`));
  await expect(page.getByRole('region', { name: 'Nuotraukos' }).getByRole('img').first()).toBeVisible();
  await expect(page.getByText(car.vinCode)).toBeVisible();
  await expect(page.getByRole('link', { name: car.owner.email })).toBeVisible();

  // Rejecting needs a reason.
  await page.getByRole('button', { name: 'Atmesti' }).click();
  const form = page.getByRole('form', { name: 'Atmetimas' });
  await form.getByRole('button', { name: 'Atmesti' }).click();
  await expect(page.getByLabel('Priežastis')).toHaveAccessibleDescription(/Laukas yra privalomas/);
  const reason = 'Nuotraukose matyti valstybinis numeris';
  await page.getByLabel('Priežastis').fill(reason);
  await form.getByRole('button', { name: 'Atmesti' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Skelbimas atmestas' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();

  const me = await apiGet<Me>('/users/me', ownerToken);
  expect(me.carAdvertisements.find((item) => item.id === car.id)).toMatchObject({ reviewStatus: 'rejected', rejectionReason: reason });

  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByText('Skelbimas patvirtintas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sprendimas' })).toContainText('Patvirtintas');
  const publicPage = await fetch(`${API_URL}/api/car-advertisements/${car.slug}`);
  expect(publicPage.status).toBe(200);
});
