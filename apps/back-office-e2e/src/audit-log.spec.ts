import { expect, test } from '@playwright/test';
import { apiToken, hydrated, seriousViolations, submitApplication } from './support/pages';
import { ACCOUNTS, API_URL } from './support/ports';

/**
 * 'Veiksmų žurnalas': the team's own actions appear in the log with who, what, on what and why,
 * and the filters narrow it (issue 14).
 */

test('audit log: opening an application and approving a listing are in it, and the filters narrow it', async ({ page }) => {
  const { id } = await submitApplication('Žurnalaitė');
  // Opening the full application is logged.
  await page.goto(`/paraiskos/${id}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Pareiškėjas' })).toBeVisible();

  // A decision through the API is logged the same way (re-approving an approved listing).
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const approved = (await (await fetch(`${API_URL}/api/moderation/car-advertisements?status=approved`, { headers: { Authorization: `Bearer ${team}` } })).json()) as {
    data: { id: number }[];
  };
  // The first page's last row, a demo car: the newest approved ones belong to tests running
  // beside this one (moderation.spec's journey edits its car meanwhile); each test decides on its own cars.
  const carId = approved.data[approved.data.length - 1].id;
  const approve = await fetch(`${API_URL}/api/moderation/car-advertisements/${carId}/approve`, { method: 'POST', headers: { Authorization: `Bearer ${team}` } });
  expect(approve.status).toBe(200);

  await page.getByRole('navigation', { name: 'Skyriai' }).getByRole('link', { name: 'Veiksmų žurnalas' }).click();
  await expect(page.getByRole('heading', { name: 'Veiksmų žurnalas', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  // Other specs act at the same time (the order is the API test's): find our two entries.
  const approval = rows.filter({ has: page.getByRole('link', { name: `Skelbimas Nr. ${carId}`, exact: true }) }).first();
  await expect(approval).toContainText('Skelbimas patvirtintas');
  await expect(approval).toContainText(ACCOUNTS.team.email);
  const opening = rows.filter({ has: page.locator(`a[href="/paraiskos/${id}"]`) });
  await expect(opening).toHaveCount(1);
  await expect(opening).toContainText('Paraiška atidaryta');
  await expect(opening.getByRole('link')).toHaveText(`Paraiška ${id.slice(0, 8)}…`);

  // Filter by action: only openings remain, and the address keeps the filter.
  await page.getByLabel('Veiksmas').selectOption({ label: 'Paraiška atidaryta' });
  await page.getByRole('button', { name: 'Rodyti' }).click();
  await expect(page).toHaveURL(/veiksmas=application\.open/);
  await expect(opening).toHaveCount(1);
  await expect(page.getByRole('table')).not.toContainText('Skelbimas patvirtintas');

  // A day before anything happened: nothing.
  await page.getByLabel('Nuo').fill('2020-01-01');
  await page.getByLabel('Iki').fill('2020-01-02');
  await page.getByRole('button', { name: 'Rodyti' }).click();
  await expect(page.getByText('Įrašų nėra.')).toBeVisible();

  // Someone who never acted: nothing either.
  await page.goto('/veiksmu-zurnalas?darbuotojas=niekas%40ratai.lt');
  await expect(page.getByText('Įrašų nėra.')).toBeVisible();
});

test('axe: the audit log', async ({ page }) => {
  await page.goto('/veiksmu-zurnalas');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Veiksmų žurnalas', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
