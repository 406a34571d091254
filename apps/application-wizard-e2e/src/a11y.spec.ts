import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CODES, applicationForm, fillApplicant, hydrated, submitToBankStep } from './support/pages';

/** Serious and critical axe violations on the page as it is now (details in the failure message). */
async function seriousViolations(page: Page) {
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

for (const path of ['/paraiska', '/partneris/autoplius', '/paraiskos-paieska', '/paraiskos-busena', '/bankas/grizti?ref=nera', '/nera-tokio-puslapio']) {
  test(`axe: ${path}`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    // Server and browser rendered the same page (no hydration mismatch), nothing else failed
    // but the 404 answer of the not-found pages themselves.
    expect(consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
}

test('axe: the form with every error shown, then the bank step', async ({ page }) => {
  await page.goto('/paraiska');
  const form = await applicationForm(page);
  await form.getByRole('radio', { name: 'Verslo poreikiams' }).check();
  await form.getByRole('radio', { name: 'Taip' }).check();
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
  await expect(form.getByText('Būtina sutikti su taisyklėmis')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await fillApplicant(page, { personalCode: CODES.journey, email: 'axe@example.lt' });
  await submitToBankStep(page);
  expect(await seriousViolations(page)).toEqual([]);
});
