import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits until React has rendered the app (each app's root.tsx sets `<html data-hydrated="true">`). */
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

/** The API's JWT for an account, from the suite's API at `apiUrl`. */
export async function apiTokenAt(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jwt: string }).jwt;
}
