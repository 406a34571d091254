import { expect, type Locator, type Page } from '@playwright/test';
import { apiTokenAt, hydrated, seriousViolations } from '@ratai/e2e-support';
import { API_URL } from './ports';

/** Shared with every suite (@ratai/e2e-support). */
export { hydrated, seriousViolations };

/** The API's JWT for an account. */
export const apiToken = (email: string, password: string) => apiTokenAt(API_URL, email, password);

/**
 * The body cells of one column of the page's table, found by its header text, so a column added
 * before it (the bulk-approve checkboxes) does not make a test read the wrong column.
 */
export async function columnCells(page: Page, header: string): Promise<Locator> {
  const table = page.getByRole('table');
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column '${header}' among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`);
}

/** Fills the sign-in form and presses 'Prisijungti'. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/prisijungti');
  await hydrated(page);
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis').fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

/** GET of the API as an account, JSON answer. */
export async function apiGet<T>(pathname: string, token: string): Promise<T> {
  const response = await fetch(`${API_URL}/api${pathname}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, `${pathname}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** A valid personal code (libs/validation's own example); the back office must only ever show it masked. */
export const APPLICANT_CODE = '38703181745';

/** Submits a general-flow application through the API as the wizard does (multipart); returns its id. */
export async function submitApplication(surname: string, extra: Record<string, string> = {}): Promise<{ id: string; personalCode: string }> {
  const code = APPLICANT_CODE;
  const fields: Record<string, string> = {
    term: '24',
    price: '10000',
    approxMonthlyPayment: '475',
    approxBuyout: '0',
    carUsage: 'personal',
    name: 'Rūta',
    surname,
    personalCode: code,
    driversLicense: 'LT1234567',
    phoneNumber: '+37061234567',
    email: 'ruta@pavyzdys.lt',
    monthlyIncome: '1800',
    monthlyExpenses: '150',
    sourceOfIncome: 'Darbo užmokestis',
    additionalIncome: '0',
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    hasGuarantor: 'false',
    termsAgreed: 'true',
    marketingAgreed: 'false',
    ...extra,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${API_URL}/api/car-application/create`, { method: 'POST', body: form });
  const body = (await response.json()) as { id?: string; error?: unknown };
  if (!response.ok || !body.id) throw new Error(`application failed: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.id, personalCode: code };
}
