import { expect, test } from '@playwright/test';
import { hydrated } from './support/pages';
import { ACCOUNTS, API_URL, MARKETPLACE_URL, PORTAL_URL } from './support/ports';

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a wrong password shows the server’s message and keeps the e-mail', async ({ page }) => {
    await page.goto('/prisijungti');
    await hydrated(page);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByText('El. pašto adresas yra privalomas')).toBeVisible();
    await expect(page.getByText('Slaptažodis yra privalomas')).toBeVisible();
    await page.getByLabel('El. paštas').fill(ACCOUNTS.company.email);
    await page.getByLabel('Slaptažodis').fill('neteisingas-slaptazodis');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Neteisingas el. paštas arba slaptažodis' })).toBeVisible();
    await expect(page.getByLabel('El. paštas')).toHaveValue(ACCOUNTS.company.email);
    await expect(page).toHaveURL(/\/prisijungti$/);
  });

  test('account pages ask to log in and come back afterwards; the forms link to each other', async ({ page }) => {
    await page.goto('/paskyra/sutartis');
    await expect(page).toHaveURL(/\/prisijungti\?grizti=%2Fpaskyra%2Fsutartis$/);
    await page.getByRole('link', { name: 'Registruokitės' }).click();
    await expect(page).toHaveURL(/\/registracija$/);
    await page.getByRole('link', { name: 'Prisijunkite' }).click();
    await page.goto('/paskyra/sutartis');
    await page.getByLabel('El. paštas').fill(ACCOUNTS.company.email);
    await page.getByLabel('Slaptažodis').fill(ACCOUNTS.company.password);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/paskyra\/sutartis$/);
    await expect(page.getByRole('heading', { name: 'Sutarties sąlygos' })).toBeVisible();
  });

  test('a token the API refuses (401) goes through the token-removal route back to the login form', async ({ page, context }) => {
    await context.addCookies([{ name: 'token', value: 'not.a.valid-token', url: PORTAL_URL }]);
    await page.goto('/paskyra');
    await expect(page).toHaveURL(/\/prisijungti\?sesija=baigesi$/);
    await expect(page.getByText('Jūsų sesija baigėsi. Prisijunkite iš naujo.')).toBeVisible();
    expect((await context.cookies()).find((item) => item.name === 'token')).toBeUndefined();
  });

  test('the registration form shows the spec’s messages', async ({ page }) => {
    await page.goto('/registracija');
    await hydrated(page);
    await page.getByLabel('El. paštas').fill('ne-adresas');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('trumpas');
    await page.getByLabel('Pakartokite slaptažodį').fill('kitoks');
    await page.getByRole('button', { name: 'Registruotis' }).click();
    await expect(page.getByText('Blogai įvestas el. paštas')).toBeVisible();
    await expect(page.getByText('Slaptažodis turi būti bent 8 simbolių')).toBeVisible();
    await expect(page.getByText('Slaptažodžiai nesutampa')).toBeVisible();
  });
});

test.describe('logout', () => {
  // A session of its own: logout ends it on the server, and the shared signed-in state must live on.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the token lives in the cookie and in localStorage; logout clears both, ends the session on the server and goes to the marketplace', async ({ page }) => {
    await page.goto('/prisijungti');
    await hydrated(page);
    await page.getByLabel('El. paštas').fill(ACCOUNTS.company.email);
    await page.getByLabel('Slaptažodis').fill(ACCOUNTS.company.password);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/paskyra/);
    await hydrated(page);
    const cookie = (await page.context().cookies()).find((item) => item.name === 'token');
    expect(cookie?.sameSite).toBe('Strict');
    const token = decodeURIComponent(cookie?.value ?? '');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    const me = () => fetch(`${API_URL}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await page.getByRole('navigation', { name: 'Mano paskyra' }).getByRole('link', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(`${MARKETPLACE_URL}/`);
    expect((await page.context().cookies()).find((item) => item.name === 'token')).toBeUndefined();
    // A copy of the token is worthless now (issue 18, item 10): the portal's logout called the API.
    await expect.poll(async () => (await me()).status).toBe(401);
  });
});
