import { expect, test } from '@playwright/test';
import { apiGet, apiToken, columnCells, hydrated } from './support/pages';
import { jpeg } from '@ratai/e2e-support';
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
  // Not the review journey's car (same owner, running beside this test): each test decides on its own cars.
  const waiting = queue.data.filter((item) => item.vinCode !== 'TMBJJ7NE8L0123456');
  const car = waiting.find((item) => item.owner.email === ACCOUNTS.company.email) ?? waiting[0];
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

// ── The whole review journey (issue 14, Tests): an owner uploads, the team rejects with a reason,
// the owner reads it and edits, the team approves; later the owner edits the price of the approved
// car, the team sees the comparison and approves, and the new price is public. Runs after the two
// tests above in this serial file, so the cars it adds never change the queue they read.

const OWNER = ACCOUNTS.company;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface OwnCar {
  id: number;
  slug: string;
  reviewStatus: string;
  rejectionReason: string | null;
  images: { id: number }[];
  revision: { status: string } | null;
}

/** The upload form's fields for this journey's car (the API's multipart listing form). */
async function listingFields(price: number, description: string): Promise<Record<string, string>> {
  const makes = (await (await fetch(`${API_URL}/api/car-makes`)).json()) as { data: { id: number; name: string }[] };
  const make = makes.data.find((entry) => entry.name === 'Škoda') ?? makes.data[0];
  const models = (await (await fetch(`${API_URL}/api/car-model/${make.id}`)).json()) as { data: { id: number }[] };
  return {
    carMake: String(make.id),
    carModel: String(models.data[0].id),
    vinCode: 'TMBJJ7NE8L0123456',
    productionYear: '2020',
    bodyType: 'stationWagon',
    fuelType: 'diesel',
    gearbox: 'automatic',
    doorCount: 'fourFive',
    engineDisplacement: '1968',
    enginePower: '110',
    numberOfSeats: '5',
    drivetrain: 'front',
    inspectionYear: String(new Date().getFullYear() + 1),
    inspectionMonth: '9',
    rimSize: '17',
    airConditioning: 'climateControl',
    price: String(price),
    averageFuelConsumption: '5,1',
    odometer: '121000',
    description,
    isForTaxi: 'false',
  };
}

async function sendListing(method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, extra: (form: FormData) => Promise<void>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  await extra(form);
  const response = await fetch(`${API_URL}/api${url}`, { method, headers: bearer(token), body: form });
  expect(response.status, await response.clone().text()).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as OwnCar;
}

async function ownCar(id: number, token: string): Promise<OwnCar> {
  const response = await fetch(`${API_URL}/api/car-advertisement/mine/${id}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as OwnCar;
}

/** The price the marketplace shows for the car (its public read model). */
async function publicPrice(slug: string): Promise<number> {
  const response = await fetch(`${API_URL}/api/car-advertisements/${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { price: number } }).data.price;
}

const keepAll = (car: OwnCar) => async (form: FormData) => {
  for (const image of car.images) form.append('keepImageIds', String(image.id));
};

test('review journey: rejected with a reason, edited by the owner, approved; a later price edit is compared and approved', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await apiToken(OWNER.email, OWNER.password);

  // The owner uploads: the car waits for review and is not public.
  const created = await sendListing('POST', '/car-advertisement/create', owner, await listingFields(13900, 'Tvarkingas universalas kelionėms.'), async (form) => {
    for (const [field, name, rgb] of [
      ['headerImage', 'virselis.jpg', [30, 90, 150]],
      ['gallery', 'salonas.jpg', [150, 90, 30]],
    ] as const) {
      const file = await jpeg(name, [...rgb]);
      form.append(field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    }
  });
  expect((await fetch(`${API_URL}/api/car-advertisements/${created.slug}`)).status).toBe(404);

  // The team finds it in the queue and rejects it with a reason.
  await page.goto('/skelbimai');
  await hydrated(page);
  await page.getByRole('row').filter({ hasText: 'TMBJJ7NE8L0123456' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/skelbimai/${created.id}$`));
  await page.getByRole('button', { name: 'Atmesti' }).click();
  const reason = 'Trūksta salono nuotraukų iš galinės sėdynės';
  await page.getByLabel('Priežastis').fill(reason);
  await page.getByRole('form', { name: 'Atmetimas' }).getByRole('button', { name: 'Atmesti' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Skelbimas atmestas' })).toBeVisible();

  // The owner reads the reason and edits: a never-approved listing goes back to the queue itself.
  const rejected = await ownCar(created.id, owner);
  expect(rejected).toMatchObject({ reviewStatus: 'rejected', rejectionReason: reason });
  const edited = await sendListing('PUT', `/car-advertisement/edit/${created.id}`, owner, await listingFields(13900, 'Tvarkingas universalas kelionėms. Pridėtos galinės sėdynės nuotraukos.'), async (form) => {
    await keepAll(rejected)(form);
    const file = await jpeg('galas.jpg', [90, 150, 30]);
    form.append('gallery', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  });
  expect(edited.reviewStatus).toBe('pending');

  // The team approves it: the car is public.
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByText('Skelbimas patvirtintas.')).toBeVisible();
  expect(await publicPrice(created.slug)).toBe(13900);
  await expect(page.getByRole('region', { name: 'Sprendimas' })).toContainText(/Pardavimo būsena\s*Laisvas/);

  // Later the owner changes only the price: a revision waits, the approved price stays public.
  const approved = await ownCar(created.id, owner);
  const revised = await sendListing('PUT', `/car-advertisement/edit/${created.id}`, owner, await listingFields(12500, 'Tvarkingas universalas kelionėms. Pridėtos galinės sėdynės nuotraukos.'), keepAll(approved));
  expect(revised.revision?.status).toBe('pending');
  expect(await publicPrice(created.slug)).toBe(13900);

  // The team sees the edit in the queue, marked, and its comparison field by field.
  await page.goto('/skelbimai');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: 'TMBJJ7NE8L0123456' });
  await expect(row.getByText('Redaguotas')).toBeVisible();
  await row.getByRole('link').click();
  const comparison = page.getByRole('region', { name: 'Pakeitimai, palyginti su patvirtinta versija' });
  await expect(comparison).toContainText('Pakeista tik kaina');
  const priceRow = comparison.getByRole('row', { name: /Kaina/ });
  await expect(priceRow).toContainText(/13\s900\s€/);
  await expect(priceRow).toContainText(/12\s500\s€/);
  await expect(comparison).toContainText('Nuotraukos nepakeistos.');
  await expect(comparison.getByRole('row')).toHaveCount(2);

  // Approving the edit publishes the new price at the same address. The revision is merged and
  // gone: the page moves to the listing itself, showing the new price (not 'Nerasta').
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page).toHaveURL(new RegExp(`/skelbimai/${created.id}$`));
  await expect(page.getByText('Skelbimas patvirtintas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Duomenys' })).toContainText(/12\s500\s€/);
  await expect(page.getByText('Nerasta', { exact: true })).toHaveCount(0);
  await expect.poll(() => publicPrice(created.slug)).toBe(12500);
  expect((await ownCar(created.id, owner)).revision).toBeNull();
});
