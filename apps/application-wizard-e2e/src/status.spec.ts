import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { acceptCookies, box, hydrated, teamToken } from './support/pages';
import { API_URL, MARKETPLACE_URL } from './support/ports';

/**
 * The applicant's status page (issue 17): the e-mail link (`/paraiskos-busena?id=…#raktas=…`)
 * opens it, it follows the team's pipeline as one of five statuses, and the lookup by the last
 * 4 digits leads to the same page. No personal data is shown.
 */

const PERSONAL_CODE = '38702150014';

interface Created {
  id: string;
  accessKey: string;
}

/** An application for the first listed car, made through the API as the wizard would (JSON body). */
async function applyForFirstCar(): Promise<Created & { car: { slug: string } }> {
  const list = (await (await fetch(`${API_URL}/api/car-advertisements?page=1`)).json()) as { data: { id: number; slug: string }[] };
  const car = list.data[0];
  const response = await fetch(`${API_URL}/api/car-application/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      carId: String(car.id),
      term: '36',
      price: '10000',
      approxMonthlyPayment: '321',
      approxBuyout: '0',
      carUsage: 'personal',
      name: 'Būsena',
      surname: 'Tikrintoja',
      personalCode: PERSONAL_CODE,
      driversLicense: 'LT1234567',
      phoneNumber: '+37061234567',
      email: 'busena@example.lt',
      monthlyIncome: '2000',
      sourceOfIncome: 'Darbo užmokestis',
      monthlyExpenses: '300',
      additionalIncome: '0',
      city: 'Vilnius',
      address: 'Gedimino pr. 1',
      hasGuarantor: 'false',
      termsAgreed: 'true',
      marketingAgreed: 'false',
    }),
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return { ...((await response.json()) as Created), car };
}

async function moveTo(id: string, status: string): Promise<void> {
  const response = await fetch(`${API_URL}/api/moderation/car-applications/${id}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await teamToken()}` },
    body: JSON.stringify({ status, note: 'Pakeista e2e teste' }),
  });
  if (!response.ok) throw new Error(`status change failed: ${response.status}`);
}

test('the e-mail link opens the status, which follows the team; the lookup leads to the same page', async ({ page }) => {
  const { id, accessKey, car } = await applyForFirstCar();
  const link = `/paraiskos-busena?id=${id}#raktas=${accessKey}`;

  await page.goto(link);
  const received = page.getByRole('region', { name: 'Būsena: Gauta' });
  await expect(received).toBeVisible();
  await expect(received).toContainText('Paraišką gavome.');
  await expect(received).toContainText('Kas toliau?');
  await expect(received).toContainText('36 mėn.');
  await expect(received).toContainText(/321\s€ \/ mėn\./);
  await expect(received.getByRole('link', { name: /m\.$/ })).toHaveAttribute('href', `${MARKETPLACE_URL}/automobilio-nuoma/${car.slug}`);
  await expect(page.getByRole('list', { name: 'Paraiškos eiga' }).locator('[aria-current="step"]')).toHaveText('Gauta');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await moveTo(id, 'contacted');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Būsena: Vertinama' })).toBeVisible();
  await moveTo(id, 'sent_to_owner');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Būsena: Perduota savininkui' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'apps/application-wizard-e2e/test-results/screenshots/status-375.png', fullPage: true });

  // The lookup with the same link's key: wrong digits, then the right ones lead to the status page.
  await page.goto(`/paraiskos-paieska?id=${id}#raktas=${accessKey}`);
  const lookup = page.getByRole('form', { name: 'Paraiškos paieška' });
  await expect(lookup).toHaveAttribute('data-hydrated', 'true');
  // The cookie banner is answered first, as a visitor would, so the journey is about the lookup
  // (before the banner became sticky it covered this button at 375 px; first-paint.spec holds that).
  await acceptCookies(page);
  await box(lookup, 'Paskutiniai 4 asmens kodo skaitmenys').fill('0000');
  await lookup.getByRole('button', { name: 'Rasti paraišką' }).click();
  await expect(page.getByRole('alert')).toContainText('Paraiška nerasta arba nurodyti skaičiai neteisingi');
  await box(lookup, 'Paskutiniai 4 asmens kodo skaitmenys').fill(PERSONAL_CODE.slice(-4));
  await lookup.getByRole('button', { name: 'Rasti paraišką' }).click();
  await page.waitForURL(/\/paraiskos-busena\?id=/);
  await expect(page.getByRole('region', { name: 'Būsena: Perduota savininkui' })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(PERSONAL_CODE);
  expect(html).not.toContain('Tikrintoja');
  expect(html).not.toContain('busena@example.lt');

  await moveTo(id, 'withdrawn');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Būsena: Atmesta' })).toBeVisible();
});

test('without the link\'s key the page says how to open it', async ({ page }) => {
  await page.goto('/paraiskos-busena?id=0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11');
  await hydrated(page);
  await expect(page.getByText('Paraiškos būseną galima matyti tik atidarius nuorodą iš el. laiško')).toBeVisible();
});

test('an applicant who left the bank step connects the bank from the status page, in another browser, without applying again', async ({ page }) => {
  // Made through the API: this browser has neither the wizard's saved form nor its cookie.
  const { id, accessKey } = await applyForFirstCar();
  await page.goto(`/paraiskos-busena?id=${id}#raktas=${accessKey}`);
  await expect(page.getByRole('region', { name: 'Būsena: Gauta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grįžti į paraišką' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Bankai' }).getByRole('radio', { name: /Swedbank/ }).check();
  await page.getByRole('button', { name: 'Toliau' }).click();

  await page.waitForURL(/\/consent\//);
  await page.getByRole('radio', { name: 'Pastovus atlyginimas' }).check();
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await page.waitForURL(/\/bankas\/grizti\?ref=/);
  await expect(page.getByRole('heading', { name: 'Ačiū, paraiška gauta!' })).toBeVisible();
  await expect(page.getByText('Bankas susietas')).toBeVisible();
  await expect(page.getByTestId('application-id')).toHaveText(id);

  // Connected: the status page no longer offers the bank step.
  await page.goto(`/paraiskos-busena?id=${id}#raktas=${accessKey}`);
  await expect(page.getByRole('region', { name: 'Būsena: Gauta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).toHaveCount(0);
});
