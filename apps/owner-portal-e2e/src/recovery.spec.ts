import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { hydrated, logIn, uniqueEmail } from './support/pages';
import { API_URL, PORTAL_URL } from './support/ports';

/**
 * Password reset and e-mail verification (issue 15) through the real API, its job worker and the
 * suite's mail catcher (maildev, global-setup.ts): every link is read from the e-mail itself.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const RESET_SUBJECT = 'Slaptažodžio atkūrimas';
const CONFIRM_SUBJECT = 'Patvirtinkite el. pašto adresą';
const CODE_REFUSED = 'Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.';
const SENT = /Jei šiuo adresu yra Ratai paskyra, išsiuntėme į jį laišką su nuoroda/;

/** An owner registered through the API (its confirmation e-mail goes to the catcher too). */
async function registerOwner(email: string, password: string): Promise<void> {
  const response = await fetch(`${API_URL}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, email, username: email, password, termsAgreed: true, marketingAgreed: false }),
  });
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
}

async function askForReset(page: Page, email: string): Promise<void> {
  await page.goto('/prisijungti');
  await hydrated(page);
  await page.getByRole('link', { name: 'Pamiršote slaptažodį?' }).click();
  await expect(page).toHaveURL(/\/slaptazodzio-priminimas$/);
  await expect(page.getByRole('heading', { name: 'Slaptažodžio atkūrimas' })).toBeVisible();
  await page.getByLabel('El. paštas').fill(email);
  await page.getByRole('button', { name: 'Siųsti nuorodą' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
}

async function fillNewPassword(page: Page, password: string, again: string): Promise<void> {
  await page.getByLabel('Slaptažodis', { exact: true }).fill(password);
  await page.getByLabel('Pakartokite slaptažodį').fill(again);
  await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
}

test('forgot password → the e-mail in the mail catcher → reset → sign in with the new password; the code works once', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('atkurimas');
  await registerOwner(email, 'Senas-slaptazodis1');

  await askForReset(page, email);
  const mail = await waitForMail(email, RESET_SUBJECT);
  expect(mail.text).toContain('galioja 1 valandą');
  expect(mail.html).toContain('Nustatyti naują slaptažodį');
  const link = linkIn(mail, `${PORTAL_URL}/slaptazodzio-atkurimas?code=`);

  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Naujas slaptažodis' })).toBeVisible();
  // Bad input first: the spec's message at the confirmation, nothing sent, nothing lost.
  await fillNewPassword(page, 'Naujas-slaptazodis1', 'Kitoks-slaptazodis1');
  await expect(page.getByLabel('Pakartokite slaptažodį')).toHaveAccessibleDescription('Slaptažodžiai nesutampa');
  await expect(page.getByLabel('Slaptažodis', { exact: true })).toHaveValue('Naujas-slaptazodis1');
  await fillNewPassword(page, 'trumpas', 'trumpas');
  await expect(page.getByLabel('Slaptažodis', { exact: true })).toHaveAccessibleDescription(/Slaptažodis turi būti bent 8 simbolių/);

  await fillNewPassword(page, 'Naujas-slaptazodis1', 'Naujas-slaptazodis1');
  await expect(page).toHaveURL(/\/prisijungti\?slaptazodis=pakeistas$/);
  await expect(page.getByText('Slaptažodis pakeistas. Prisijunkite su nauju slaptažodžiu.')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis').fill('Senas-slaptazodis1');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Neteisingas el. paštas arba slaptažodis' })).toBeVisible();
  await logIn(page, email, 'Naujas-slaptazodis1');
  // The reset proved the mailbox: no verification notice.
  await expect(page.getByText('Patvirtinkite el. pašto adresą')).toHaveCount(0);
  // Settings show the way to a password for accounts made by social sign-in (they have none).
  await page.goto('/paskyra/nustatymai');
  await page.getByRole('link', { name: 'Nustatyti slaptažodį' }).click();
  await expect(page).toHaveURL(/\/slaptazodzio-priminimas$/);

  // The same link again: refused in Lithuanian, with the way to a new one.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await hydrated(page);
  await fillNewPassword(page, 'Trecias-slaptazodis1', 'Trecias-slaptazodis1');
  await expect(page.getByRole('alert').filter({ hasText: CODE_REFUSED })).toBeVisible();
  await page.getByRole('link', { name: 'Gauti naują nuorodą' }).click();
  await expect(page).toHaveURL(/\/slaptazodzio-priminimas$/);
});

test('an unknown address gets the same answer and no e-mail; a link without a code says it is invalid', async ({ page }) => {
  const unknown = uniqueEmail('nezinomas');
  await askForReset(page, unknown);
  const known = uniqueEmail('zinomas');
  await registerOwner(known, 'Zinomas-slaptazodis1');
  await askForReset(page, known);
  // Once the known address's e-mail is there, the unknown one's would be too: there is none.
  await waitForMail(known, RESET_SUBJECT);
  expect(await mailsTo(unknown)).toEqual([]);

  await page.goto('/slaptazodzio-atkurimas');
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: CODE_REFUSED })).toBeVisible();
});

test('registration → the verification notice → send again → the e-mail link confirms the address; a spent link offers a new one', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('patvirtinimas');
  await page.goto('/registracija');
  await hydrated(page);
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Patvirtinti-1');
  await page.getByLabel('Pakartokite slaptažodį').fill('Patvirtinti-1');
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page).toHaveURL(/\/paskyra\?afterAuth=true$/);
  await expect(page.getByText('Patvirtinkite el. pašto adresą')).toBeVisible();
  await expect(page.getByText(`Išsiuntėme laišką adresu ${email}.`, { exact: false })).toBeVisible();
  await waitForMail(email, CONFIRM_SUBJECT);
  // The notice in the account frame, to be looked at (screenshots.spec.ts has the other screens).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `apps/owner-portal-e2e/test-results/screenshots/verify-notice-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Siųsti dar kartą' }).click();
  await expect(page.getByText('Laiškas išsiųstas dar kartą.', { exact: false })).toBeVisible();
  // The new e-mail's link (asking again voids the first one).
  const second = await waitForMail(email, CONFIRM_SUBJECT, 2);
  const link = linkIn(second, `${API_URL}/api/auth/email-confirmation?confirmation=`);

  await page.goto(link);
  await expect(page).toHaveURL(/\/el-pasto-patvirtinimas\?busena=patvirtintas$/);
  await expect(page.getByRole('heading', { name: 'El. paštas patvirtintas' })).toBeVisible();
  await page.getByRole('link', { name: 'Į paskyrą' }).click();
  await expect(page.getByRole('navigation', { name: 'Registracijos žingsniai' })).toBeVisible();
  await expect(page.getByText('Patvirtinkite el. pašto adresą')).toHaveCount(0);

  await page.goto(link);
  await expect(page).toHaveURL(/\/el-pasto-patvirtinimas\?busena=netinkama$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Patvirtinimo nuoroda neteisinga arba nebegalioja. Paprašykite naujos.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siųsti naują nuorodą' })).toBeVisible();
});
