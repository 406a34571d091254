import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from './support/ports';
import { hydrated, withConsent } from './support/pages';

/**
 * Issue 16 fleet tools, the marketplace side: the owner marks a car 'Rezervuotas' (it stays in the
 * search with the badge) or 'Parduotas / išnuomotas' (it leaves the search; its page stays, says so,
 * suggests similar cars and asks search engines not to index it). The owner's call is made on the
 * API as the demo company owner; the car goes back to available at the end, so the suite's other
 * tests see the demo data as they expect.
 */

const DEMO_OWNER = { identifier: 'demo.imone@ratai.lt', password: 'Demo2026!' };
const SCREENS = path.join(__dirname, '..', 'test-results', 'screens');
const FULL = path.join(__dirname, '..', 'test-results', 'full');

interface OwnCar {
  id: number;
  slug: string;
  visibility: string;
  reviewStatus: string;
  saleStatus: string;
  carMake: { slug: string };
  carModel: { slug: string };
}

async function signIn(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${API_URL}/api/auth/local`, { data: DEMO_OWNER });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).jwt as string}` };
}

/** The demo owner's oldest public car (the newest ones are what other tests click first). */
async function publicCar(request: APIRequestContext, auth: Record<string, string>): Promise<OwnCar> {
  const me = await request.get(`${API_URL}/api/users/me`, { headers: auth });
  const cars = ((await me.json()).carAdvertisements as OwnCar[]).filter(
    (car) => car.visibility === 'visible' && car.reviewStatus === 'approved' && car.saleStatus === 'available',
  );
  const car = cars.at(-1);
  if (!car) throw new Error('the demo owner has no public car');
  return car;
}

async function setSaleStatus(request: APIRequestContext, auth: Record<string, string>, id: number, saleStatus: string) {
  const res = await request.put(`${API_URL}/api/car-advertisement/change-sale-status`, { headers: auth, data: { id, saleStatus } });
  expect(res.status()).toBe(200);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a reserved car stays in the search with its badge; a sold one leaves it and its page says so', async ({ page, request }) => {
  const auth = await signIn(request);
  const car = await publicCar(request, auth);
  const search = `/?carMake=${car.carMake.slug}&carModel=${car.carModel.slug}`;
  const cardLink = page.getByTestId('results').locator(`a[href$="/automobilio-nuoma/${car.slug}"]`);
  await withConsent(page);
  try {
    await setSaleStatus(request, auth, car.id, 'reserved');
    await page.goto(search);
    await expect(cardLink).toBeVisible();
    const card = page.getByTestId('results').locator('article').filter({ has: page.locator(`a[href$="/automobilio-nuoma/${car.slug}"]`) });
    await expect(card.getByText('Rezervuotas')).toBeVisible();
    await page.goto(`/automobilio-nuoma/${car.slug}`);
    await expect(page.getByText('Rezervuotas', { exact: true })).toBeVisible();

    await setSaleStatus(request, auth, car.id, 'sold');
    await page.goto(search);
    await hydrated(page);
    await expect(cardLink).toHaveCount(0);

    const answer = await page.goto(`/automobilio-nuoma/${car.slug}`);
    expect(answer?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Šis automobilis jau parduotas arba išnuomotas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Panašūs automobiliai' })).toBeVisible();
    // Nothing is on offer any more: the price it had, no monthly payment.
    await expect(page.getByTestId('car-prices')).toHaveText(/^Kaina\s[\d\s]+\s€$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Šis automobilis jau parduotas arba išnuomotas\./);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /mėn\./);
    // SEO (README "Sold cars"): out of the index, links still followed; no calculator or apply bar.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('button', { name: 'Pildyti paraišką' })).toHaveCount(0);
    await expect(page.getByTestId('sticky-apply')).toHaveCount(0);
    // Similar cars are public, unsold and not this car.
    const similar = page.getByTestId('similar-cars').getByRole('link');
    for (const href of await similar.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).not.toContain(car.slug);
    }

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 720 });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SCREENS, `car-sold-${width}.png`) });
      await page.screenshot({ path: path.join(FULL, `car-sold-${width}.png`), fullPage: true });
    }
  } finally {
    await setSaleStatus(request, auth, car.id, 'available');
  }
});
