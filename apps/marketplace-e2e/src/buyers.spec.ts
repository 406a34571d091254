import { expect, test } from '@playwright/test';
import { hydrated, ready, withConsent } from './support/pages';

/** Issue 17: what a buyer meets on the search and the car page. */

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('bug 3: a page past the last one is a 404 with noindex, without contradicting texts', async ({ page }) => {
  const response = await page.goto('/?page=99');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText(/^Rasta:/)).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('bug 5: prices up to 50 000 €, the URL price shown, and "Išvalyti filtrus" clears it', async ({ page }) => {
  await page.goto('/?priceFrom=30000&fuelType=electric&page=1');
  await hydrated(page);
  const panel = page.getByRole('complementary', { name: 'Paieškos filtras' });
  await ready(panel.getByRole('form', { name: 'Automobilių paieška' }));
  const from = panel.getByRole('combobox', { name: 'Kaina nuo' });
  await expect(from).toHaveValue('30000');
  await expect(panel.getByRole('combobox', { name: 'Kaina iki' }).getByRole('option', { name: /50\s000\s€/ })).toBeAttached();
  await page.getByRole('link', { name: 'Išvalyti filtrus' }).click();
  await expect(page).toHaveURL(/\/\?page=1#automobiliai$/);
  await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  await expect(from).toHaveValue('');
});

test('bug 4: an electric car shows no engine size; the card and the car page say what "nuo" is for', async ({ page }) => {
  await page.goto('/?fuelType=electric&page=1');
  const card = page.getByTestId('results').getByRole('article').first();
  await expect(card).toContainText(/60\smėn\., išpirkimas 70\s%/);
  await expect(card).not.toContainText('cm³');
  await card.getByRole('link').first().click();
  await hydrated(page);
  await expect(page.getByTestId('spec-summary')).not.toContainText('Variklio tūris');
  await expect(page.getByTestId('spec-summary')).toContainText('Elektra');
  await expect(page.getByText(/\(60\smėn\., išpirkimas 70\s%\)/)).toBeVisible();
});

test('the car page shows the true cost and a schedule; bug 2: the header photo appears once', async ({ page }) => {
  await page.goto('/?isForTaxi=true&page=1');
  await page.getByTestId('results').getByRole('link').first().click();
  await hydrated(page);
  const gallery = page.getByRole('region', { name: /nuotraukos$/ });
  const thumbs = gallery.getByRole('button', { name: /^Rodyti: nuotrauka/ }).locator('img');
  await expect(thumbs.first()).toBeAttached();
  const sources = await thumbs.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(sources.length).toBeGreaterThan(1);
  expect(new Set(sources).size).toBe(sources.length);

  const calculator = await ready(page.getByRole('form', { name: 'Mėnesio įmokos skaičiuoklė' }));
  const plan = calculator.getByTestId('payment-plan');
  await expect(plan).toContainText('24 įmokos po');
  await expect(plan).toContainText('Išpirkimas pabaigoje (40 % kainos)');
  await expect(plan).toContainText('Iš viso sumokėsite');
  await calculator.getByText('Išpirkimo grafikas pagal mėnesius').click();
  const schedule = calculator.getByRole('table', { name: /Išpirkimo grafikas/ });
  await expect(schedule.locator('tbody tr')).toHaveCount(25);
  await expect(schedule.locator('tbody tr').last()).toContainText('100 %');
});

async function firstCarWithPhotos(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/?isForTaxi=true&page=1');
  const href = await page.getByTestId('results').getByRole('link').first().getAttribute('href');
  return href as string;
}

test.describe('bug 1: the first tap or click on a gallery arrow or thumbnail works', () => {
  test.describe('375 px touch', () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

    test('the first tap on the next arrow shows picture 2; the first tap on a thumbnail shows it', async ({ page }) => {
      const href = await firstCarWithPhotos(page);
      await page.goto(href);
      await hydrated(page);
      const gallery = page.getByRole('region', { name: /nuotraukos$/ });
      await gallery.getByRole('button', { name: 'Kita nuotrauka' }).tap();
      await expect(gallery.getByRole('button', { name: /^Rodyti: nuotrauka 2 iš/ })).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByRole('group', { name: /^Nuotrauka 2 iš/ })).toBeInViewport({ ratio: 0.9 });

      await page.reload();
      await hydrated(page);
      const third = gallery.getByRole('button', { name: /^Rodyti: nuotrauka 3 iš/ });
      await third.tap();
      await expect(third).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByRole('group', { name: /^Nuotrauka 3 iš/ })).toBeInViewport({ ratio: 0.9 });
    });
  });

  test('desktop: a click with the pointer already resting on the arrow (no hover first)', async ({ page }) => {
    const href = await firstCarWithPhotos(page);
    await page.goto(href);
    await hydrated(page);
    const gallery = page.getByRole('region', { name: /nuotraukos$/ });
    const box = await gallery.getByRole('button', { name: 'Kita nuotrauka' }).boundingBox();
    if (!box) throw new Error('no arrow');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.reload();
    await hydrated(page);
    await page.mouse.down();
    await page.mouse.up();
    await expect(gallery.getByRole('button', { name: /^Rodyti: nuotrauka 2 iš/ })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('group', { name: /^Nuotrauka 2 iš/ })).toBeInViewport({ ratio: 0.9 });
  });
});

for (const width of [1280, 375]) {
  test(`bug 8: Back after opening a car restores the filter and the scroll position (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?fuelType=diesel&fuelType=petrol&page=1');
    await hydrated(page);
    const card = page.getByTestId('results').getByRole('article').nth(7);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(800);
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/automobilio-nuoma\//);
    await hydrated(page);
    await page.goBack();
    await page.waitForURL(/fuelType=diesel/);
    await expect(page.getByTestId('filter-chips')).toContainText('Kuro tipas: Dyzelinas');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(before - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 40);
  });
}

test.describe('bug 10: at 375 px the highlighted article tab is in view', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the last category’s tab is scrolled into view', async ({ page }) => {
    await page.goto('/straipsniai/naujienos');
    await hydrated(page);
    const current = page.getByRole('navigation', { name: 'Straipsnių kategorijos' }).getByRole('link', { name: 'Naujienos' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 0.9 });
  });
});

test('favourites: "Įsiminti" on a card survives a reload, the list names a car that is gone', async ({ page }) => {
  await page.goto('/?page=1');
  await hydrated(page);
  const card = page.getByTestId('results').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const keep = card.getByTestId('favourite');
  await expect(keep).toHaveAccessibleName(/^Įsiminti/);
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await hydrated(page);
  const kept = page.getByTestId('results').getByRole('article').first().getByTestId('favourite');
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  await expect(kept).toHaveAccessibleName(/^Įsiminta/);

  // A kept car that has since been sold or hidden (the API answers 404 for it).
  await page.evaluate(() => {
    const kept = JSON.parse(window.localStorage.getItem('ratai.isiminti') ?? '[]') as unknown[];
    kept.push({ id: 999999, slug: 'parduotas-automobilis-999999', title: 'Audi A6', productionYear: 2015, price: 9900, imageUrl: null, savedAt: new Date().toISOString() });
    window.localStorage.setItem('ratai.isiminti', JSON.stringify(kept));
  });
  await page.getByRole('navigation', { name: 'Pagrindinis meniu' }).getByRole('link', { name: 'Įsiminti' }).click();
  await expect(page).toHaveURL(/\/isiminti$/);
  const list = page.getByTestId('favourites');
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await expect(list.getByText('Šio automobilio nebėra')).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Audi A6, 2015' })).toBeVisible();
  await list.getByRole('button', { name: 'Pašalinti iš įsimintų' }).click();
  await expect(list.getByText('Šio automobilio nebėra')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test.describe('the car page on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a sticky 'Pildyti paraišką' bar leads to the calculator", async ({ page }) => {
    await page.goto('/?page=1');
    await page.goto((await page.getByTestId('results').getByRole('link').first().getAttribute('href')) as string);
    await hydrated(page);
    const bar = page.getByTestId('sticky-apply');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/nuo \d+ € \/ mėn\./);
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeInViewport();
    await bar.getByRole('link', { name: 'Pildyti paraišką' }).click();
    await expect(page.getByRole('form', { name: 'Mėnesio įmokos skaičiuoklė' })).toBeInViewport();
  });

  test('the bar stays one line high and never hides the end of the page', async ({ page }) => {
    await page.goto('/?page=1');
    await page.goto((await page.getByTestId('results').getByRole('link').first().getAttribute('href')) as string);
    await hydrated(page);
    const bar = page.getByTestId('sticky-apply');
    const link = bar.getByRole('link', { name: 'Pildyti paraišką' });
    // One line: the button's text did not wrap (44 px high, as the bar's height assumes).
    expect((await link.boundingBox())?.height).toBeLessThanOrEqual(44);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const footerBox = await footer.boundingBox();
    const barBox = await bar.boundingBox();
    if (!footerBox || !barBox) throw new Error('the footer and the bar must both be laid out');
    // Scrolled to the end, the footer's last line stands above the bar, not under it.
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
  });
});

test('the sticky bar is not shown on a desktop screen', async ({ page }) => {
  await page.goto('/?page=1');
  await page.goto((await page.getByTestId('results').getByRole('link').first().getAttribute('href')) as string);
  await expect(page.getByTestId('sticky-apply')).toBeHidden();
});

test('loading feedback: the results dim while another search loads', async ({ page }) => {
  await page.goto('/?fuelType=diesel&page=1');
  await hydrated(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.data*', async (route) => {
    await held;
    await route.continue();
  });
  // A click before the chips' code has arrived is a plain link: a whole new page, no dimming to see.
  const chips = await ready(page.getByTestId('filter-chips'));
  await chips.getByRole('link', { name: 'Pašalinti Kuro tipas: Dyzelinas' }).click();
  const results = page.getByTestId('search-results');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/\?page=1#automobiliai$/);
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
});

test('more filters: keyword, body type, odometer, drivetrain and seats follow the URL rule and have chips', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const panel = page.getByRole('complementary', { name: 'Paieškos filtras' });
  const form = await ready(panel.getByRole('form', { name: 'Automobilių paieška' }));
  await form.getByRole('searchbox', { name: 'Paieška' }).fill('skoda');
  await form.getByRole('button', { name: 'Kėbulo tipas' }).click();
  await form.getByRole('checkbox', { name: 'Visureigis', exact: true }).check();
  await form.getByRole('combobox', { name: 'Rida iki' }).selectOption('300000');
  await form.getByRole('combobox', { name: 'Sėdimų vietų nuo' }).selectOption('5');
  await form.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(/\?bodyType=suv&odometerTo=300000&numberOfSeatsFrom=5&keyword=skoda&page=1#automobiliai$/);
  const chips = page.getByTestId('filter-chips');
  await expect(chips).toContainText('Paieška: „skoda“');
  await expect(chips).toContainText('Kėbulo tipas: Visureigis');
  await expect(chips).toContainText(/Rida iki: 300\s000\skm/);
  const titles = page.getByTestId('results').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.allTextContents()) expect(title).toMatch(/^Škoda /);

  await chips.getByRole('link', { name: 'Pašalinti Paieška: „skoda“' }).click();
  await expect(page).toHaveURL(/\?bodyType=suv&odometerTo=300000&numberOfSeatsFrom=5&page=1#automobiliai$/);
});
