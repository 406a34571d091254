import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '@ratai/e2e-support';
import { hydrated } from './support/pages';
import { API_URL, MAIL_WEB_URL, MARKETPLACE_URL } from './support/ports';

/**
 * Issue 17, "Must hold": a saved search's alert e-mail arrives at the local mail catcher when a
 * matching car is approved. The whole way: 'Išsaugoti paiešką' on a filtered search → the
 * confirmation e-mail (double opt-in) → its link → the team approves a pending car that matches →
 * the alert job (every minute in this suite, daily in production) → the alert e-mail names the
 * car, links to it and unsubscribes in one click.
 *
 * The demo data's pending Škoda Superb (plug-in hybrid, 2021) is the car: the search is
 * make Škoda + plug-in hybrid, which no public demo car matches, so the alert names that car only.
 */

const TEAM = { identifier: 'komanda@ratai.lt', password: 'Komanda2026!' };

async function teamAuth(): Promise<Record<string, string>> {
  const response = await fetch(`${API_URL}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEAM) });
  if (!response.ok) throw new Error(`team login failed: ${response.status}`);
  return { Authorization: `Bearer ${((await response.json()) as { jwt: string }).jwt}` };
}

interface QueueItem {
  id: number;
  slug: string;
  carMake: { name: string };
  carModel: { name: string };
}

test('a saved search\'s alert e-mail arrives when a matching car is approved', async ({ page }) => {
  // The alert job runs once a minute here: up to ~2 minutes from the approval to the e-mail.
  test.setTimeout(240_000);
  const email = `paieska-${Date.now()}@pavyzdys.lt`;

  await page.goto('/?carMake=skoda&fuelType=plugIn&page=1');
  await hydrated(page);
  await page.getByRole('button', { name: 'Išsaugoti paiešką' }).click();
  const form = page.getByRole('form', { name: 'Pranešti apie naujus automobilius' });
  await form.getByLabel('El. paštas').fill(email);
  await form.getByText('Sutinku gauti pranešimus apie naujus automobilius šiuo el. pašto adresu').click();
  await form.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Beveik baigta: patvirtinkite paiešką')).toBeVisible();

  const confirmation = await waitForMail(MAIL_WEB_URL, email, 'Patvirtinkite išsaugotą paiešką');
  await page.goto(linkIn(confirmation, `${MARKETPLACE_URL}/paieskos-patvirtinimas`));
  await expect(page.getByText('Paieška išsaugota. Apie naujus jai tinkančius automobilius pranešime el. paštu kartą per dieną.')).toBeVisible();

  // The team approves the pending Superb (the back office's call).
  const auth = await teamAuth();
  const queue = (await (await fetch(`${API_URL}/api/moderation/car-advertisements?status=pending`, { headers: auth })).json()) as { data: QueueItem[] };
  const superb = queue.data.find((car) => car.carModel.name === 'Superb');
  expect(superb, 'the demo data has a pending Škoda Superb').toBeTruthy();
  const approved = await fetch(`${API_URL}/api/moderation/car-advertisements/${superb?.id}/approve`, { method: 'POST', headers: auth });
  expect(approved.status).toBe(200);

  const alert = await waitForMail(MAIL_WEB_URL, email, 'Naujas automobilis pagal Jūsų paiešką', { timeoutMs: 200_000 });
  expect(alert.text).toMatch(/Superb, 2021 m\./);
  const carLink = linkIn(alert, `${MARKETPLACE_URL}/automobilio-nuoma/`);
  expect(carLink).toBe(`${MARKETPLACE_URL}/automobilio-nuoma/${superb?.slug}`);
  expect(alert.text).toContain(`${MARKETPLACE_URL}/?`);

  await page.goto(carLink);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Superb');
  // One click unsubscribes.
  await page.goto(linkIn(alert, `${MARKETPLACE_URL}/paieskos-atsisakymas`));
  await expect(page.getByText('Pranešimų apie šią paiešką nebesiųsime. Paieška ištrinta.')).toBeVisible();
});
