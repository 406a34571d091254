import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiGet, apiToken, hydrated, seriousViolations } from './support/pages';
import { ACCOUNTS, API_URL } from './support/ports';

/**
 * 'Užklausos' and 'Savininkai' (issue 14): the team marks a lead called with a note and sees it in
 * the history; the team blocks an owner — the owner's car leaves the marketplace's search and car
 * page (the API the marketplace renders from) and the owner cannot sign in — and unblocking
 * restores both. Each test makes its own lead and its own owner, so the other specs' demo data is
 * never blocked.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_URL}/api${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A callback request as the marketplace's form sends it (no reCAPTCHA secret in the suite's API). */
async function newCallbackLead(name: string): Promise<void> {
  const res = await api('/email/request', { method: 'POST', json: { name, phone: '+37061234000', termsAgreed: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A new owner with a company profile and one listing the team approved: public in the search. */
async function newOwnerWithPublicCar(): Promise<{ email: string; password: string; token: string; slug: string; company: string }> {
  const id = unique();
  const email = `blokuojamas-${id}@pavyzdys.lt`;
  const password = 'Blokas-2026!';
  const company = `UAB Blokuojami ratai ${id}`;
  const registered = await api('/auth/local/register', {
    method: 'POST',
    json: { identifier: email, email, username: email, password, termsAgreed: true, marketingAgreed: true },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const token = String(registered.body?.['jwt']);
  const profile = await api('/profiles/company', {
    method: 'POST',
    token,
    json: { name: company, companyCode: '304567899', address: 'Gedimino pr. 9, Vilnius', email, phoneNumber: '+37061234999', termsOfService: true },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(201);

  const makes = (await api('/car-makes')).body as { data: { id: number; slug: string }[] };
  const make = makes.data.find((m) => m.slug === 'volvo') ?? makes.data[0];
  const models = (await api(`/car-model/${make.id}`)).body as { data: { id: number }[] };
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 110, b: 170 } } }).png().toBuffer();
  const form = new FormData();
  const fields: Record<string, string> = {
    carMake: String(make.id),
    carModel: String(models.data[0].id),
    vinCode: 'YV1ZW72UBK1000001',
    productionYear: '2017',
    bodyType: 'stationWagon',
    fuelType: 'diesel',
    gearbox: 'automatic',
    doorCount: 'fourFive',
    engineDisplacement: '1969',
    enginePower: '110',
    numberOfSeats: '5',
    drivetrain: 'front',
    inspectionYear: String(new Date().getFullYear() + 1),
    inspectionMonth: '6',
    rimSize: '17',
    airConditioning: 'climateControl',
    price: '11900',
    averageFuelConsumption: '5,4',
    odometer: '164000',
    description: 'Blokavimo patikrai.',
    isForTaxi: 'false',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('headerImage', new Blob([picture], { type: 'image/png' }), 'virselis.png');
  form.append('gallery', new Blob([picture], { type: 'image/png' }), 'galerija.png');
  const created = await api('/car-advertisement/create', { method: 'POST', token, body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const car = (created.body?.['data'] ?? created.body) as { id: number; slug: string };

  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const approved = await api(`/moderation/car-advertisements/${car.id}/approve`, { method: 'POST', token: team });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { email, password, token, slug: car.slug, company };
}

/** Slugs of the marketplace's search, newest first (what its search page and sitemap read). */
async function publicSlugs(): Promise<string[]> {
  const res = await api('/car-advertisements?pageSize=50&sort=newest');
  return ((res.body?.['data'] ?? []) as { slug: string }[]).map((c) => c.slug);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Skyriai' });

test('Užklausos: the team marks a lead called with a note and sees it in the history', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Užklausėjas ${unique()}`;
  await newCallbackLead(name);

  await page.goto('/uzklausos');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Užklausos', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Užklausos' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText('Nauja');
  await expect(row).toContainText('Skambučio užsakymas');
  await expect(row.getByRole('link', { name: '+370 612 34000' })).toHaveAttribute('href', 'tel:+37061234000');
  await row.getByRole('link', { name: /^Užklausa Nr\. / }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Skambučio užsakymas');
  const panel = page.getByRole('region', { name: 'Būsena' });
  await expect(panel.getByText('Būsena dar nekeista.')).toBeVisible();
  // The note is required.
  await panel.getByLabel('Nauja būsena').selectOption({ label: 'Paskambinta' });
  await panel.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(panel.getByLabel('Pastaba')).toHaveAccessibleDescription(/Parašykite pastabą/);
  const note = 'Paskambinta, domisi universalu iki 10 000 €';
  await panel.getByLabel('Pastaba').fill(note);
  await panel.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(panel.getByText('Būsena pakeista: Paskambinta.')).toBeVisible();

  const history = panel.getByRole('list').getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Nauja → Paskambinta');
  await expect(history.first()).toContainText(note);
  await expect(history.first()).toContainText(ACCOUNTS.team.email);
  await expect(panel.getByText('Paskambinta', { exact: true }).first()).toBeVisible();

  // The list, filtered by the new status, shows it with the note.
  await page.getByRole('link', { name: '← Užklausos' }).click();
  await page.getByLabel('Būsena').selectOption({ label: 'Paskambinta' });
  await expect(page).toHaveURL(/busena=called/);
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: name })).toContainText(note);
  await page.getByLabel('Būsena').selectOption({ label: 'Nauja' });
  await expect(page).toHaveURL(/busena=new/);
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: name })).toHaveCount(0);

  // The audit log has the change with the note.
  await nav(page).getByRole('link', { name: 'Veiksmų žurnalas' }).click();
  const entry = page.getByRole('table').locator('tbody tr').filter({ hasText: note });
  await expect(entry).toContainText('Užklausos būsena pakeista');
  await expect(entry).toContainText('Nauja → Paskambinta');
});

test('Savininkai: blocking hides the owner’s car and stops their sign-in; unblocking restores both', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await newOwnerWithPublicCar();
  expect(await publicSlugs()).toContain(owner.slug);

  await page.goto('/savininkai');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Savininkai', level: 1 })).toBeVisible();
  await page.getByLabel('Paieška', { exact: true }).fill(owner.email.toUpperCase());
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(/paieska=/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(owner.email);
  await expect(rows.first()).toContainText('Aktyvus');
  await rows.first().getByRole('link', { name: owner.company }).click();

  await expect(page.getByRole('heading', { name: owner.company, level: 1 })).toBeVisible();
  const listings = page.getByRole('region', { name: 'Skelbimai', exact: true });
  await expect(listings.getByRole('link', { name: 'Viešas puslapis' })).toBeVisible();
  const block = page.getByRole('region', { name: 'Blokavimas' });
  await block.getByRole('button', { name: 'Užblokuoti' }).click();
  await expect(block.getByLabel('Priežastis')).toHaveAccessibleDescription(/Nurodykite priežastį/);
  const reason = 'Skelbime nurodytas ne savininkui priklausantis automobilis';
  await block.getByLabel('Priežastis').fill(reason);
  await block.getByRole('button', { name: 'Užblokuoti' }).click();
  await expect(block.getByText(/Savininkas užblokuotas/)).toBeVisible();
  await expect(block).toContainText(`Priežastis: ${reason}`);
  await expect(listings).toContainText('Paslėptas (savininkas užblokuotas)');

  // The marketplace no longer shows the car: not in the search (cached answers included), no car page.
  expect(await publicSlugs()).not.toContain(owner.slug);
  expect((await api(`/car-advertisements/${owner.slug}`)).status).toBe(404);
  // The owner cannot sign in, and the session they had is over.
  const refused = await api('/auth/local', { method: 'POST', json: { identifier: owner.email, password: owner.password } });
  expect(refused.status).toBe(403);
  expect((refused.body?.['error'] as { message: string }).message).toBe(
    'Jūsų paskyra užblokuota, todėl prisijungti negalite. Jei manote, kad tai klaida, susisiekite su Ratai komanda.',
  );
  expect((await api('/users/me', { token: owner.token })).status).toBe(401);

  // The list shows the block too.
  await page.getByRole('link', { name: '← Savininkai' }).click();
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: owner.email })).toContainText('Užblokuotas');
  await page.getByRole('table').getByRole('link', { name: owner.company }).click();

  await block.getByLabel('Priežastis').fill('Savininkas pateikė dokumentus, klaida ištaisyta');
  await block.getByRole('button', { name: 'Atblokuoti' }).click();
  await expect(block.getByText(/Savininkas atblokuotas/)).toBeVisible();
  await expect(listings.getByRole('link', { name: 'Viešas puslapis' })).toBeVisible();
  expect(await publicSlugs()).toContain(owner.slug);
  expect((await api(`/car-advertisements/${owner.slug}`)).status).toBe(200);
  const again = await api('/auth/local', { method: 'POST', json: { identifier: owner.email, password: owner.password } });
  expect(again.status).toBe(200);
});

test('a team member cannot block their own account', async ({ page }) => {
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const me = await apiGet<{ id: number }>('/users/me', team);
  const res = await api(`/moderation/owners/${me.id}/block`, { method: 'POST', token: team, json: { reason: 'Bandymas užblokuoti save' } });
  expect(res.status).toBe(403);
  await page.goto(`/savininkai/${me.id}`);
  await hydrated(page);
  // The team account is not an owner: its page says so instead of offering a block.
  await expect(page.getByText('Savininkas nerastas')).toBeVisible();
});

test.describe('axe and screenshots', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `apps/back-office-e2e/test-results/screenshots/${name}-1280.png`, fullPage: true });
  };

  // One page group per test: axe takes long on a busy machine, and a slow one must not starve the other.
  test('Užklausos: no serious or critical axe violations; 1280 px screenshots', async ({ page }) => {
    test.setTimeout(240_000);
    await newCallbackLead(`Vaizdas ${unique()}`);
    await page.goto('/uzklausos');
    await hydrated(page);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'leads');
    await page.getByRole('table').locator('tbody tr').first().getByRole('link', { name: /^Užklausa Nr\. / }).click();
    await expect(page.getByRole('region', { name: 'Būsena' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'lead');
  });

  test('Savininkai: no serious or critical axe violations; 1280 px screenshots', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/savininkai');
    await hydrated(page);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'owners');
    await page.goto('/savininkai?paieska=demo.imone');
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Blokavimas' })).toBeVisible();
    const listings = page.getByRole('region', { name: 'Skelbimai', exact: true });
    await expect(listings.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'owner');
    // The demo company has more than 20 listings: the API pages them, the page links the pages.
    await expect(listings.locator('tbody tr')).toHaveCount(20);
    const firstOnPage1 = await listings.locator('tbody tr').first().textContent();
    const pages = listings.getByRole('navigation', { name: 'Savininko skelbimų puslapiai' });
    await pages.getByRole('link', { name: 'Puslapis 2' }).click();
    await expect(page).toHaveURL(/puslapis=2/);
    await expect(pages.getByRole('link', { name: 'Puslapis 2' })).toHaveAttribute('aria-current', 'page');
    await expect(listings.locator('tbody tr').first()).not.toHaveText(firstOnPage1 ?? '');
    await shoot(page, 'owner-page-2');
  });
});
