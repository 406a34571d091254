import { test } from '@playwright/test';
import path from 'node:path';
import { hydrated, withConsent } from './support/pages';

/**
 * Screenshots of every page at a phone (375 px) and a desktop (1280 px) width. Full pages go to
 * test-results/full/ for review; the first screen of the main pages also to screenshots/ (kept in
 * git, so a change of look shows up in review).
 */
const KEPT = new Set(['home', 'search', 'car', 'articles']);
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
      if (KEPT.has(name)) await page.screenshot({ path: path.join(__dirname, '..', 'screenshots', `${name}-${width}.png`) });
      await page.screenshot({ path: test.info().outputPath(`full/${name}-${width}.png`), fullPage: true });
    }
  });
}
