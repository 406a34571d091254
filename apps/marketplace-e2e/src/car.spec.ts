import { expect, test } from '@playwright/test';
import { hydrated, ready, withConsent } from './support/pages';
import { API_URL, WIZARD_URL } from './support/ports';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

async function openFirstCar(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/?isForTaxi=true&page=1');
  const href = await page.getByTestId('results').getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/automobilio-nuoma\//);
  await page.goto(href as string);
  await hydrated(page);
  return href as string;
}

test('car page: gallery with thumbnails, full-screen lightbox, spec summary, taxi badge', async ({ page }) => {
  await openFirstCar(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const gallery = page.getByRole('region', { name: /nuotraukos$/ });
  await expect(gallery.getByText('Tinka pavėžėjams')).toBeVisible();
  await expect(page.getByTestId('spec-summary')).toContainText('Pagaminimo metai');
  await expect(page.getByTestId('spec-summary')).toContainText('Rida');

  // The large picture opens full screen; arrows move through the pictures.
  await gallery.getByRole('button', { name: /atidaryti per visą ekraną/ }).first().click();
  const lightbox = page.getByRole('dialog', { name: 'Nuotraukų peržiūra' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText(/Nuotrauka 1 iš \d+/);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText(/Nuotrauka 2 iš \d+/);
  await lightbox.getByRole('button', { name: 'Kita nuotrauka' }).click();
  await expect(lightbox).toContainText(/Nuotrauka 3 iš \d+/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // A row of thumbnails; the chosen one is marked current.
  const second = gallery.getByRole('button', { name: /^Rodyti: nuotrauka 2 iš/ });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
});

// Issue 16 / issue 17 bug 2: the cover is one of the car's photos and shows once — N photos, N slides.
test('a car with N photos shows exactly N slides and N thumbnails', async ({ page, request }) => {
  const href = await openFirstCar(page);
  const slug = href.split('/').pop() as string;
  const car = (await (await request.get(`${API_URL}/api/car-advertisements/${slug}`)).json()).data as { images: unknown[] };
  const count = car.images.length;
  expect(count).toBeGreaterThan(1);
  const gallery = page.getByRole('region', { name: /nuotraukos$/ });
  await expect(gallery.getByRole('button', { name: new RegExp(`^Rodyti: nuotrauka \\d+ iš ${count}$`) })).toHaveCount(count);
  await gallery.getByRole('button', { name: /atidaryti per visą ekraną/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nuotraukų peržiūra' })).toContainText(`Nuotrauka 1 iš ${count}`);
});

test('the car calculator hands off to the wizard with cookies and query', async ({ page, context }) => {
  const href = await openFirstCar(page);
  const slug = href.split('/').pop();
  const calculator = await ready(page.getByRole('form', { name: 'Mėnesio įmokos skaičiuoklė' }));
  const term = calculator.getByRole('slider', { name: 'Laikotarpis' });
  await term.focus();
  await page.keyboard.press('ArrowRight'); // 24 → 26 months
  await expect(term).toHaveValue('26');
  const payment = (await calculator.getByTestId('monthly-payment').textContent())?.replace(/\D/g, '');

  await calculator.getByRole('button', { name: 'Pildyti paraiska' }).click();
  await expect(calculator.getByText('Būtina sutikti su taisyklėmis')).toBeVisible();
  await calculator.getByRole('checkbox', { name: /Sutinku su/ }).check();
  await calculator.getByRole('button', { name: 'Pildyti paraiska' }).click();

  await page.waitForURL(`${WIZARD_URL}/automobilio-paraiska/${slug}?**`);
  const url = new URL(page.url());
  expect(url.searchParams.get('term')).toBe('26');
  expect(url.searchParams.get('approxMonthlyPayment')).toBe(payment);
  expect(url.searchParams.get('carId')).toMatch(/^\d+$/);

  const cookies = Object.fromEntries((await context.cookies(WIZARD_URL)).map((c) => [c.name, c]));
  expect(cookies.term?.value).toBe('26');
  expect(cookies.approxMonthlyPayment?.value).toBe(payment);
  expect(cookies.carId?.value).toBe(url.searchParams.get('carId'));
  // One day (86400 s), give or take the test's own duration.
  const lifetime = (cookies.term?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86000);
  expect(lifetime).toBeLessThanOrEqual(86400);
  // The wizard's origin received them too.
  await expect(page.getByTestId('cookies')).toContainText(`term=26`);
});

test("pressed before the page's code has loaded, the car calculator still opens the wizard", async ({ page, request }) => {
  // The calculator hydrates only when it comes near the viewport: a visitor who scrolls straight to
  // its button presses it on the server's HTML. Here no script loads at all.
  const html = await (await request.get('/?isForTaxi=true&page=1')).text();
  const slug = /href="\/automobilio-nuoma\/([a-z0-9-]+)"/.exec(html)?.[1];
  expect(slug).toBeTruthy();
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.goto(`/automobilio-nuoma/${slug}`);
  const calculator = page.getByRole('form', { name: 'Mėnesio įmokos skaičiuoklė' });
  await calculator.getByRole('checkbox', { name: /Sutinku su/ }).check();
  await calculator.getByRole('button', { name: 'Pildyti paraiska' }).click();

  await page.waitForURL(`${WIZARD_URL}/automobilio-paraiska/${slug}?**`);
  const url = new URL(page.url());
  expect(url.searchParams.get('term')).toBe('24');
  expect(url.searchParams.get('carId')).toMatch(/^\d+$/);
  expect(url.searchParams.get('termsAgreed')).toBe('on');
});

test('the general calculator hands off to /paraiska with price and consent', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  const calculator = await ready(page.getByRole('form', { name: 'Bendra įmokos skaičiuoklė' }));
  const price = calculator.getByRole('slider', { name: 'Automobilio kaina' });
  await price.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight'); // 2000 → 4000 €
  await expect(price).toHaveValue('4000');
  await calculator.getByRole('checkbox', { name: /Sutinku su/ }).check();
  await calculator.getByRole('button', { name: 'Pildyti paraiska' }).click();

  await page.waitForURL(`${WIZARD_URL}/paraiska?**`);
  const url = new URL(page.url());
  expect(url.searchParams.get('price')).toBe('4000');
  expect(url.searchParams.get('termsAgreed')).toBe('true');
  const cookies = Object.fromEntries((await context.cookies(WIZARD_URL)).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ price: '4000', termsAgreed: 'true' });
});

test('the car page arrives as HTML with its content, meta tags and schema.org Car with Offer', async ({ page, request }) => {
  const href = await openFirstCar(page);
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(html).toContain((title ?? '').split(',')[0]);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:4210\/automobilio-nuoma\/[^"]+"/);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="description"');
  expect(html).toMatch(/<style data-styled="true"/);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const car = ld.find((item) => item['@type'] === 'Car');
  expect(car.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  expect(typeof car.offers.price).toBe('number');
});

test('an unknown car answers the Lithuanian 404', async ({ page }) => {
  const response = await page.goto('/automobilio-nuoma/tokio-nera');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puslapis nerastas');
  await expect(page).toHaveTitle('Puslapis nerastas | Ratai');
});
