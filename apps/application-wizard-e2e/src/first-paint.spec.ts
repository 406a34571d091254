import { expect, test, type Page } from '@playwright/test';
import { firstCarSlug, holdScripts, hydrated, watchApplicationRequests } from './support/pages';

// The car application page is where partner links land (issue 17: Lighthouse ≥ 95, CLS ≤ 0.02,
// tools/bench/web): the page is painted before any script and in whichever font is there first,
// and hydrates only after that first paint. These journeys check that it still works and looks
// right meanwhile.

let slug: string;
test.beforeAll(async ({ request }) => {
  slug = await firstCarSlug(request);
});

test('no render-blocking stylesheet, Inter inline with font-display optional, hydration code after the first paint', async ({ page }) => {
  const html = await (await page.request.get(`/automobilio-paraiska/${slug}`)).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toContain('<style data-font-faces>');
  expect(html).toContain('font-display:optional');
  expect(html).not.toContain('font-display:swap');
  // tools/web-app-kit/ssr/hydrate-after-first-paint.ts: no preload hints, the rewritten bootstrap.
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toContain('data-hydrate-after-first-paint');
  // The early-intent script comes before the page's body (libs/app-shell early-intent.ts).
  expect(html.indexOf('data-early-intent')).toBeGreaterThan(-1);
  expect(html.indexOf('data-early-intent')).toBeLessThan(html.indexOf('<body'));

  await page.goto(`/automobilio-paraiska/${slug}`);
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint as number);
});

test('a pointer on the form and a press of the button before the page hydrates: nothing is sent, the form loads without a second touch', async ({ page }) => {
  // Every script held back, as on a slow phone: the page is server HTML only.
  const { release } = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  const sent = watchApplicationRequests(page);

  await page.goto(`/automobilio-paraiska/${slug}`, { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Nuomos paraiška' });
  await form.hover({ position: { x: 10, y: 10 } });
  // Sent by the browser itself, the form would put what was typed in the address.
  await form.getByRole('textbox', { name: 'Vardas', exact: true }).fill('Jonas');
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

  release();
  await hydrated(page);
  // No further pointer, key or focus: what happened before hydration loaded the form's code.
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(form.getByRole('textbox', { name: 'Vardas', exact: true })).toHaveValue('Jonas');
  expect(new URL(page.url()).search).toBe('');
  expect(sent).toEqual([]);
});

/** The viewport boxes of the form's button and the cookie banner, the page scrolled as asked. */
async function boxes(page: Page, scroll: 'top' | 'bottom') {
  return page.evaluate((where) => {
    window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Pateikti paraišką');
    const banner = document.querySelector('section[aria-label="Slapukų sutikimas"]');
    if (!button || !banner) throw new Error('button or banner missing');
    const b = button.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {
      button: { top: b.top, bottom: b.bottom },
      banner: { top: banner.getBoundingClientRect().top, bottom: banner.getBoundingClientRect().bottom },
      buttonReachable: hit !== null && button.contains(hit),
      viewport: window.innerHeight,
    };
  }, scroll);
}

for (const width of [375, 1280]) {
  test(`at ${width} px the cookie banner is in view but never covers 'Pateikti paraišką', in the system font too`, async ({ page }) => {
    // A first visit whose font does not arrive before the first paint keeps the system font
    // (font-display: optional): the form is taller in it. No font at all here.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/automobilio-paraiska/${slug}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);

    // Shown at the bottom of the window on arrival.
    const top = await boxes(page, 'top');
    expect(top.banner.bottom).toBeLessThanOrEqual(top.viewport);
    expect(top.banner.top).toBeLessThan(top.viewport);
    // At the end of the page the banner is below the form's button, which takes a press.
    const bottom = await boxes(page, 'bottom');
    expect(bottom.button.bottom).toBeLessThanOrEqual(bottom.banner.top);
    expect(bottom.buttonReachable).toBe(true);
  });
}
