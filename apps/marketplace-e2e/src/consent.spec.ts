import { expect, test } from '@playwright/test';
import { hydrated } from './support/pages';
import { MARKETPLACE_URL } from './support/ports';

test('cookie banner: analytics start only after Gerai, consent kept for a year', async ({ page, context }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) external.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Slapukų sutikimas' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => Boolean(window.__rataiAnalytics) || Array.isArray(window.dataLayer))).toBe(false);

  await banner.getByRole('button', { name: 'Gerai' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.__rataiAnalytics?.started)).toBe(true);
  const consent = (await context.cookies(MARKETPLACE_URL)).find((cookie) => cookie.name === 'cookieConsent');
  expect(consent?.value).toBe('accepted');
  const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The server reads the cookie: no banner, not even for a moment.
  const html = await (await page.request.get('/', { headers: { Cookie: 'cookieConsent=accepted' } })).text();
  expect(html).not.toContain('Slapukų sutikimas');
  await page.reload();
  await hydrated(page);
  await expect(banner).toHaveCount(0);
  // No third-party script loaded (no analytics id is configured here, and never before consent).
  expect(external).toEqual([]);
});

declare global {
  interface Window {
    __rataiAnalytics?: { started: true };
    dataLayer?: unknown[];
  }
}
