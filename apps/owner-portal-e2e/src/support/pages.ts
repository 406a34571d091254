import { expect, type Page } from '@playwright/test';
import { apiTokenAt, hydrated, seriousViolations } from '@ratai/e2e-support';
import { API_URL } from './ports';

/** Shared with every suite (@ratai/e2e-support). */
export { hydrated, seriousViolations };

/** The API's JWT for an account. */
export const apiToken = (email: string, password: string) => apiTokenAt(API_URL, email, password);

/** Logs in through the form and waits for the account page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/prisijungti');
  await hydrated(page);
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis').fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/paskyra\?afterAuth=true$/);
}

/** The session token the browser holds (the `token` cookie). */
export async function browserToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value);
}

/** A unique address for an account registered by a test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.ratai.lt`;
}
