import { expect, test } from '@playwright/test';
import { CODES, box, fillApplicant, submitToBankStep, teamApplication } from './support/pages';

/**
 * Four of the sandbox's consent scenarios (tools/bank-sandbox README) and what the API makes of them.
 * Swedbank gives 90 days: fewer than 4 months, so the light stays on the declared income
 * (docs/credit-light.md, "Fewer than 4 months").
 */
const SCENARIOS = [
  { label: 'Pastovus atlyginimas', status: 'bank_connected', basis: 'declared' },
  { label: 'Pavėžėjo išmokos (Bolt, Uber, Wolt)', status: 'bank_connected', basis: 'declared' },
  { label: 'Mažos pajamos ir dažnas minusas', status: 'bank_connected', basis: 'declared' },
  { label: 'Atsisakyti sutikimo', status: 'bank_refused', basis: 'declared' },
] as const;

for (const [index, scenario] of SCENARIOS.entries()) {
  test(`bank step → sandbox "${scenario.label}" → thank-you; the team sees the light and its reasons`, async ({ page }) => {
    await page.goto('/paraiska?price=10000&term=36');
    await fillApplicant(page, { personalCode: CODES.bank, email: `bankas${index}@example.lt` });
    const id = await submitToBankStep(page);

    const next = page.getByRole('button', { name: 'Toliau' });
    await expect(next).toBeDisabled();
    const banks = page.getByRole('group', { name: 'Bankai' });
    await expect(banks.getByRole('radio')).toHaveCount(7);
    await expect(banks.getByText('BIC: HABALT22')).toBeVisible();
    await expect(banks.locator('img').first()).toHaveJSProperty('complete', true);
    // The search goes over names and BICs, ignoring case and diacritics.
    await page.getByRole('searchbox', { name: 'Ieškoti banko' }).fill('siauliu');
    await expect(banks.getByRole('radio')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Ieškoti banko' }).fill('cbvilt');
    await expect(banks.getByRole('radio', { name: /SEB/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Ieškoti banko' }).fill('');
    await banks.getByRole('radio', { name: /Swedbank/ }).check();
    await expect(next).toBeEnabled();
    await next.click();

    // The sandbox's consent page (the provider's address), then back to /bankas/grizti?ref=….
    await page.waitForURL(/\/consent\//);
    await page.getByRole('radio', { name: scenario.label }).check();
    await page.getByRole('button', { name: 'Patvirtinti' }).click();
    await page.waitForURL(/\/bankas\/grizti\?ref=/);
    await expect(page.getByRole('heading', { name: 'Ačiū, paraiška gauta!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kas toliau?' })).toBeVisible();
    await expect(page.getByText(scenario.status === 'bank_connected' ? 'Bankas susietas' : 'Bankas nesusietas')).toBeVisible();
    await expect(page.getByTestId('application-id')).toHaveText(id);
    if (index === 0 || index === SCENARIOS.length - 1) {
      // The thank-you page to look at: linked at 1280 px, refused at 375 px.
      const width = index === 0 ? 1280 : 375;
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `apps/application-wizard-e2e/test-results/screenshots/thank-you-${width}.png`, fullPage: true });
    }

    const saved = await teamApplication(id);
    expect(saved.status).toBe(scenario.status);
    expect(saved.credit.basis).toBe(scenario.basis);
    expect(['green', 'yellow', 'red']).toContain(saved.credit.light);
    expect(saved.credit.reasons.length).toBeGreaterThan(0);
    for (const reason of saved.credit.reasons) expect(reason.message).toMatch(/\S/);
    if (scenario.label === 'Atsisakyti sutikimo') expect(saved.credit.light).not.toBe('green');
    if (scenario.label === 'Mažos pajamos ir dažnas minusas') expect(saved.credit.light).toBe('red');
    // Reloading the return page does not read the bank again: the same answer.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ačiū, paraiška gauta!' })).toBeVisible();

    if (index === 0) {
      // The thank-you page's button opens the status page (issue 17), the key in its fragment.
      await page.getByRole('link', { name: 'Peržiūrėti paraišką' }).click();
      await page.waitForURL(/\/paraiskos-busena\?id=/);
      await expect(page.getByRole('region', { name: 'Būsena: Gauta' })).toContainText(id);
      const key = new URL(page.url()).hash.replace('#raktas=', '');
      // The lookup with that key: wrong digits, then the right ones lead to the same status page.
      await page.goto(`/paraiskos-paieska?id=${id}#raktas=${key}`);
      const lookup = page.getByRole('form', { name: 'Paraiškos paieška' });
      await expect(lookup).toHaveAttribute('data-hydrated', 'true');
      await expect(box(lookup, 'Paraiškos numeris')).toHaveValue(id);
      await box(lookup, 'Paskutiniai 4 asmens kodo skaitmenys').fill('12345');
      await lookup.getByRole('button', { name: 'Rasti paraišką' }).click();
      await expect(box(lookup, 'Paskutiniai 4 asmens kodo skaitmenys')).toHaveAccessibleDescription(/Nurodykite paskutinius 4 skaičius/);
      await box(lookup, 'Paskutiniai 4 asmens kodo skaitmenys').fill('0000');
      await lookup.getByRole('button', { name: 'Rasti paraišką' }).click();
      await expect(page.getByRole('alert')).toContainText('Paraiška nerasta arba nurodyti skaičiai neteisingi');

      await box(lookup, 'Paskutiniai 4 asmens kodo skaitmenys').fill(CODES.bank.slice(-4));
      await lookup.getByRole('button', { name: 'Rasti paraišką' }).click();
      await page.waitForURL(/\/paraiskos-busena\?id=/);
      const shown = page.getByRole('region', { name: 'Būsena: Gauta' });
      await expect(shown).toContainText('36 mėn.');
      await expect(shown).not.toContainText('bankas0@example.lt');
      expect(await page.content()).not.toContain(CODES.bank);
      await page.screenshot({ path: 'apps/application-wizard-e2e/test-results/screenshots/lookup-result-1280.png', fullPage: true });
    }
  });
}
