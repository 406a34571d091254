import { expect, test } from '@playwright/test';
import { apiGet, apiToken, hydrated, seriousViolations, submitApplication } from './support/pages';
import { ACCOUNTS, API_URL } from './support/ports';

/**
 * 'Paraiškos' pipeline (issue 14): an application for a car moves new → contacted → sent to the
 * owner with a note on every change; the history is on its page and the list filters by status.
 */

interface Detail {
  pipelineStatus: string;
  passedToOwnerAt: string | null;
  pipelineHistory: { to: string; note: string }[];
}

test('pipeline: an application is contacted and passed to the car’s owner, with notes and history', async ({ page }) => {
  const cars = (await (await fetch(`${API_URL}/api/car-advertisements`)).json()) as { data: { id: number }[] };
  const surname = `Eigaitė${Date.now()}`;
  const { id } = await submitApplication(surname, { carId: String(cars.data[0].id) });

  await page.goto(`/paraiskos/${id}`);
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Būsena' });
  await expect(panel).toContainText('Nauja');
  await expect(panel).toContainText('Būsena dar nekeista.');

  // A note is required.
  await panel.getByLabel('Nauja būsena').selectOption({ label: 'Susisiekta' });
  await panel.getByRole('button', { name: 'Keisti būseną' }).click();
  await expect(panel.getByLabel('Pastaba')).toHaveAccessibleDescription(/Parašykite pastabą/);
  await panel.getByLabel('Pastaba').fill('Paskambinta, pajamos patvirtintos');
  await panel.getByRole('button', { name: 'Keisti būseną' }).click();
  await expect(panel.getByRole('status')).toContainText('Būsena pakeista: Susisiekta.');

  // 'Perduoti savininkui' is offered only now.
  await panel.getByLabel('Nauja būsena').selectOption({ label: 'Perduota savininkui' });
  await panel.getByLabel('Pastaba').fill('Tinkamas nuomininkas');
  await panel.getByRole('button', { name: 'Perduoti savininkui' }).click();
  await expect(panel).toContainText('Paraiška perduota savininkui; jam išsiųstas el. laiškas.');
  const history = panel.getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Nauja → Susisiekta');
  await expect(history.nth(0)).toContainText('Paskambinta, pajamos patvirtintos');
  await expect(history.nth(1)).toContainText('Susisiekta → Perduota savininkui');
  await expect(history.nth(1)).toContainText(ACCOUNTS.team.email);

  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const detail = await apiGet<Detail>(`/moderation/car-applications/${id}`, team);
  expect(detail.pipelineStatus).toBe('sent_to_owner');
  expect(detail.passedToOwnerAt).not.toBeNull();
  expect(detail.pipelineHistory.map((h) => h.to)).toEqual(['contacted', 'sent_to_owner']);

  // The list filtered by status finds it.
  await page.goto('/paraiskos?busena=sent_to_owner');
  await hydrated(page);
  await expect(page.getByLabel('Būsena', { exact: true })).toHaveValue('sent_to_owner');
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.locator(`a[href="/paraiskos/${id}"]`) });
  await expect(row).toContainText('Perduota savininkui');
  await page.getByLabel('Būsena', { exact: true }).selectOption({ label: 'Atmesta' });
  await expect(page).toHaveURL(/busena=declined/);
  await expect(page.locator(`a[href="/paraiskos/${id}"]`)).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: an application with its status form', async ({ page }) => {
  const { id } = await submitApplication(`Ašeigaitė${Date.now()}`);
  await page.goto(`/paraiskos/${id}`);
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Būsena' });
  await panel.getByRole('button', { name: 'Keisti būseną' }).click();
  await expect(panel.getByLabel('Pastaba')).toHaveAccessibleDescription(/Parašykite pastabą/);
  expect(await seriousViolations(page)).toEqual([]);
});
