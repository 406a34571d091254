import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { API_URL } from './ports';

/** Waits until React has rendered the app (root.tsx sets the marker). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Serious and critical axe violations on the page as it is now (details in the failure message). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Logs in through the form and waits for the account page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/prisijungti');
  await hydrated(page);
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis').fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/paskyra\?afterAuth=true$/);
}

/** The API's JWT for an account (the team's moderation calls, reading one's own data). */
export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${API_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jwt: string }).jwt;
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
