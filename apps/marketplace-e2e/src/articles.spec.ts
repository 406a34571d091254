import { expect, test } from '@playwright/test';
import { hydrated, withConsent } from './support/pages';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('articles: the tab bar switches categories and the current tab is highlighted', async ({ page }) => {
  await page.goto('/straipsniai');
  await hydrated(page);
  const tabs = page.getByRole('navigation', { name: 'Straipsnių kategorijos' });
  await expect(tabs.getByRole('link', { name: 'Visi straipsniai' })).toHaveAttribute('aria-current', 'page');
  const all = await page.getByRole('main').getByRole('article').count();
  expect(all).toBeGreaterThan(1);

  await tabs.getByRole('link', { name: 'Finansavimas' }).click();
  await expect(page).toHaveURL(/\/straipsniai\/finansavimas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finansavimas');
  await expect(tabs.getByRole('link', { name: 'Finansavimas' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Visi straipsniai' })).not.toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeLessThan(all);
  for (const text of await cards.allTextContents()) expect(text).toContain('Finansavimas');

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/straipsniai\/finansavimas\/[a-z0-9-]+$/);
  await expect(page.getByRole('navigation', { name: 'Naršymo kelias' })).toContainText('Finansavimas');
});

test('an article arrives as HTML with schema.org Article; a wrong category redirects', async ({ page, request }) => {
  await page.goto('/straipsniai');
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  const html = await (await request.get(href as string)).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(ld.find((item) => item['@type'] === 'Article')).toMatchObject({ inLanguage: 'lt' });
  expect(html).toContain('<meta property="og:type" content="article"/>');

  const slug = (href as string).split('/').pop();
  const wrong = await request.get(`/straipsniai/naujienos-ne/${slug}`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers()['location']).toBe(href);
});

test('an unknown category is a 404', async ({ page }) => {
  const response = await page.goto('/straipsniai/tokios-nera');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puslapis nerastas');
});
