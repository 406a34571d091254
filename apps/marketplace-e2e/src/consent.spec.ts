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
  // The analytics code is fetched only now (after 'Gerai').
  await expect.poll(() => page.evaluate(() => window.__rataiAnalytics?.started)).toBe(true);
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

test("bug 12: 'Atsisakyti' beside 'Gerai', kept; the footer changes the answer; Consent Mode v2 starts denied", async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Slapukų sutikimas' });
  const refuse = banner.getByRole('button', { name: 'Atsisakyti' });
  const accept = banner.getByRole('button', { name: 'Gerai' });
  // Equal weight: the same look and size.
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(Math.abs((refuseBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThan(2);
  await refuse.click();
  await expect(banner).toBeHidden();
  expect((await context.cookies(MARKETPLACE_URL)).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('refused');
  await page.reload();
  await hydrated(page);
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => Boolean(window.__rataiAnalytics) || Array.isArray(window.dataLayer))).toBe(false);

  // Changed later from the footer.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // The footer's code loads as it nears the viewport (a deferred part): press until it reacts.
  await expect(async () => {
    await footer.getByRole('button', { name: 'Slapukų nustatymai' }).click();
    await expect(banner).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await banner.getByRole('button', { name: 'Gerai' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.__rataiAnalytics?.started)).toBe(true);
  const queue = await page.evaluate(() => (window.dataLayer ?? []) as unknown[][]);
  expect(queue[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  expect(queue[1]).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  expect((await context.cookies(MARKETPLACE_URL)).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('accepted');
});

declare global {
  interface Window {
    __rataiAnalytics?: { started: true };
    dataLayer?: unknown[];
  }
}

test("phone: the unanswered banner sticks above the car page's 'Pildyti paraišką' bar, never over it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/?isForTaxi=true&page=1');
  const href = await page.getByTestId('results').getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/automobilio-nuoma\//);
  await page.goto(href as string);
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Slapukų sutikimas' });
  const bar = page.getByTestId('sticky-apply');
  const apply = bar.getByRole('link', { name: 'Pildyti paraišką' });
  await expect(banner).toBeVisible();
  await expect(apply).toBeVisible();
  // Before the page is scrolled, and halfway down: the banner ends above the bar's top edge, and
  // the button is what a tap on its centre reaches.
  for (const scroll of [0, 0.5]) {
    await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share), scroll);
    const [bannerBox, barBox, applyBox] = await Promise.all([banner.boundingBox(), bar.boundingBox(), apply.boundingBox()]);
    if (!bannerBox || !barBox || !applyBox) throw new Error('the banner, the bar and its button are all on screen');
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox.y);
    const reached = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('a')?.textContent ?? null,
      [applyBox.x + applyBox.width / 2, applyBox.y + applyBox.height / 2],
    );
    expect(reached).toBe('Pildyti paraišką');
  }
  await page.screenshot({ path: test.info().outputPath('banner-above-apply-bar-375.png') });
});

test("a tap on 'Gerai' before the page has hydrated is not lost: applied once it has", async ({ page, context }) => {
  // The page's code is held back until the tap: the banner is the server's HTML, with no handler.
  let release = () => undefined as void;
  const codeMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await codeMayLoad;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: 'Slapukų sutikimas' });
  await banner.getByRole('button', { name: 'Gerai' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  expect((await context.cookies(MARKETPLACE_URL)).find((cookie) => cookie.name === 'cookieConsent')).toBeUndefined();

  release();
  await hydrated(page);
  await expect(banner).toBeHidden();
  expect((await context.cookies(MARKETPLACE_URL)).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('accepted');
  await expect.poll(() => page.evaluate(() => window.__rataiAnalytics?.started)).toBe(true);
});
