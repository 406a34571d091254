import { test } from '@playwright/test';
import path from 'node:path';
import { hydrated, withConsent } from './support/pages';

/**
 * Screenshots of every page at a phone (375 px) and a desktop (1280 px) width, for review:
 * the first screen in test-results/screens/, the full page in test-results/full/ (both ignored by
 * git: a run must not rewrite tracked files). Open them after a change of look.
 */
// Fixed folders under test-results/ (not the per-test output folder, which Playwright empties at
// the start of every run and names after the test): easy to find and open.
const RESULTS = path.join(__dirname, '..', 'test-results');
const SCREENS = path.join(RESULTS, 'screens');
const FULL = path.join(RESULTS, 'full');

const PAGES: [string, string][] = [
  ['home', '/'],
  ['search', '/?carMake=toyota&fuelType=hybrid&page=1'],
  ['car', '__first_car__'],
  ['articles', '/straipsniai'],
  ['article', '__first_article__'],
  ['terms', '/taisykles'],
  ['not-found', '/nera-tokio-puslapio'],
];

for (const width of [375, 1280]) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 375 ? 667 : 720 });
    await withConsent(page);
    for (const [name, address] of PAGES) {
      let url = address;
      if (address === '__first_car__') {
        await page.goto('/');
        url = (await page.getByTestId('results').getByRole('link').first().getAttribute('href')) ?? '/';
      } else if (address === '__first_article__') {
        await page.goto('/straipsniai');
        url = (await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href')) ?? '/';
      }
      await page.goto(url);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`) });
      await page.screenshot({ path: path.join(FULL, `${name}-${width}.png`), fullPage: true });
    }
  });
}
