import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, hydrated, submitApplication } from './support/pages';
import { ACCOUNTS, API_URL, TEAM_STATE } from './support/ports';

/**
 * A 375 px phone: no list page of the back office is wider than the screen (the header spans it,
 * nothing scrolls the page sideways), and every table's last column is reached by scrolling the
 * table's own box, which is a named, focusable region so a keyboard can scroll it too.
 * Screenshots at 375 and 1280 px go to SHOTS_DIR to be looked at.
 */

const SHOTS_DIR = process.env.NARROW_SHOTS_DIR ?? 'apps/back-office-e2e/test-results/narrow';

test.use({ viewport: { width: 375, height: 800 } });

/**
 * What makes the page wider than the viewport (the test's message when it fails): elements past
 * the right edge that no scroll box clips. An absolutely placed element is clipped only by a box
 * that is (or holds) its containing block, so it escapes a scroll box that is not positioned.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 0.5 || box.width === 0) continue;
      const position = getComputedStyle(element).position;
      let from: Element | null = element.parentElement;
      if (position === 'fixed') from = null;
      if (position === 'absolute') while (from && getComputedStyle(from).position === 'static') from = from.parentElement;
      let clipped = false;
      for (let box = from; box && box !== document.body && !clipped; box = box.parentElement) clipped = getComputedStyle(box).overflowX !== 'visible';
      if (!clipped) found.push(`<${element.tagName.toLowerCase()}> ${position}, right ${Math.round(box.right)} px: ${(element.textContent ?? '').slice(0, 40)}`);
    }
    return found;
  });
}

async function pageWidth(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
}

/** The page fits the viewport and the table's last header is reached inside the table's own scroll region. */
async function expectFits(page: Page, path: string) {
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { scroll, inner } = await pageWidth(page);
  expect(scroll, `${path} is ${scroll} px wide at ${inner} px; sticking out: ${JSON.stringify(await overflowing(page))}`).toBeLessThanOrEqual(inner);

  const header = page.locator('header').first();
  expect((await header.boundingBox())?.width, 'the header spans the screen').toBe(inner);

  // The table's own box (a page's section around it is a region too).
  const region = table.locator('xpath=..');
  await expect(region, `${path}: the table's scroll box is a region`).toHaveAttribute('role', 'region');
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveAccessibleName(/\S/);

  const last = table.locator('thead th').last();
  await last.scrollIntoViewIfNeeded();
  const box = (await last.boundingBox()) ?? { x: -1, width: 0 };
  expect(box.x, `${path}: the last column's header starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${path}: the last column's header ends on screen`).toBeLessThanOrEqual(inner + 0.5);
  // It was the table's box that scrolled, not the page.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  if (await region.evaluate((element) => element.scrollWidth <= element.clientWidth)) return;
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // A keyboard scrolls it too: Tab reaches the region, the arrow keys move it.
  await region.evaluate((element) => {
    element.scrollLeft = 0;
  });
  await region.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  // Keyboard scrolling is animated: wait for it.
  await expect.poll(() => region.evaluate((element) => element.scrollLeft), { message: `${path}: the arrow keys scroll the table` }).toBeGreaterThan(0);
}

/** A callback request as the marketplace's form sends it, so 'Užklausos' has a row. */
async function newCallbackLead() {
  const response = await fetch(`${API_URL}/api/email/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Siaura Telefonienė', phone: '+37061234001', termsAgreed: true }),
  });
  expect(response.status).toBe(200);
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('every list page fits a 375 px screen; wide tables scroll in their own region', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await mkdir(SHOTS_DIR, { recursive: true });
  // Rows for the pages that start empty: an application (opened, so the audit log has an entry) and a callback lead.
  const { id } = await submitApplication('Siauraitė');
  await newCallbackLead();
  await page.goto(`/paraiskos/${id}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Pareiškėjas' })).toBeVisible();

  // The demo company's owner page, which lists its cars in a table.
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  const owners = (await (
    await fetch(`${API_URL}/api/moderation/owners?q=${encodeURIComponent(ACCOUNTS.company.email)}`, { headers: { Authorization: `Bearer ${team}` } })
  ).json()) as { data: { id: number | string }[] };
  expect(owners.data.length, 'the demo company among the owners').toBeGreaterThan(0);

  const pages = [
    ['/skelbimai', 'listings'],
    ['/skelbimai?busena=approved', 'listings-approved'],
    ['/paraiskos', 'applications'],
    ['/uzklausos', 'leads'],
    ['/straipsniai', 'articles'],
    ['/savininkai', 'owners'],
    [`/savininkai/${owners.data[0].id}`, 'owner'],
    ['/veiksmu-zurnalas', 'audit-log'],
  ] as const;

  const wideContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: TEAM_STATE });
  const wide = await wideContext.newPage();
  for (const [path, name] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Before the checks scroll the table and focus it.
      await shoot(page, `375-${name}`);
      await expectFits(page, path);
      await wide.goto(path);
      await hydrated(wide);
      await expect(wide.getByRole('table').first()).toBeVisible();
      await wide.waitForLoadState('networkidle');
      await shoot(wide, `1280-${name}`);
    });
  }
  await wideContext.close();
});

test('a listing, an application and a lead fit a 375 px screen too', async ({ page }) => {
  await mkdir(SHOTS_DIR, { recursive: true });
  const { id } = await submitApplication('Siaurienė');
  await newCallbackLead();
  const team = await apiToken(ACCOUNTS.team.email, ACCOUNTS.team.password);
  /** The id of the last row of a list's first page (a demo record, not one another spec is changing). */
  const lastId = async (path: string) => {
    const body = (await (await fetch(`${API_URL}/api${path}`, { headers: { Authorization: `Bearer ${team}` } })).json()) as { data: { id: number | string }[] };
    expect(body.data.length, `${path} has rows`).toBeGreaterThan(0);
    return body.data[body.data.length - 1].id;
  };
  const records = [
    [`/skelbimai/${await lastId('/moderation/car-advertisements?status=approved')}`, 'listing'],
    [`/paraiskos/${id}`, 'application'],
    [`/uzklausos/${await lastId('/moderation/leads')}`, 'lead'],
  ] as const;
  for (const [path, name] of records) {
    await test.step(path, async () => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('dl').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scroll, inner } = await pageWidth(page);
      expect(scroll, `${path} is ${scroll} px wide at ${inner} px; sticking out: ${JSON.stringify(await overflowing(page))}`).toBeLessThanOrEqual(inner);
      await shoot(page, `375-${name}`);
    });
  }
});
