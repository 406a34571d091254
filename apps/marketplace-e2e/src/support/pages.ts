import { expect, type Locator, type Page } from '@playwright/test';
import { MARKETPLACE_URL } from './ports';
import { hydrated } from '@ratai/e2e-support';

/** Accepts the cookie banner so it does not cover what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Gerai' }).click();
  await expect(page.getByRole('region', { name: 'Slapukų sutikimas' })).toBeHidden();
}

/** Sets the consent cookie before the first page load (no banner at all). */
export async function withConsent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: MARKETPLACE_URL }]);
}

/** Shared with every suite (@ratai/e2e-support). */
export { hydrated };

/** The slug of the first car in the results. */
export async function firstCarHref(page: Page): Promise<string> {
  const href = await page.getByTestId('results').getByRole('link').first().getAttribute('href');
  if (!href) throw new Error('no car in the results');
  return href;
}

/**
 * Scrolls a lazily loaded part (form, calculator) into view, as a visitor does — its code loads
 * when it comes near the viewport — and waits until it has hydrated and reacts to input.
 */
export async function ready(part: Locator): Promise<Locator> {
  await part.scrollIntoViewIfNeeded();
  await expect(part).toHaveAttribute('data-hydrated', 'true');
  return part;
}
