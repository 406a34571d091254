import { expect, test } from '@playwright/test';
import { hydrated, submitSignIn } from './support/pages';
import { ACCOUNTS, API_URL } from './support/ports';

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a page asks for the sign-in first, then opens after it', async ({ page }) => {
    await page.goto('/paraiskos');
    await expect(page).toHaveURL(/\/prisijungti\?grizti=%2Fparaiskos$/);
    await hydrated(page);
    await page.getByLabel('El. paštas').fill(ACCOUNTS.team.email);
    await page.getByLabel('Slaptažodis').fill(ACCOUNTS.team.password);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/paraiskos$/);
    await expect(page.getByRole('heading', { name: 'Paraiškos', level: 1 })).toBeVisible();
  });

  test('an owner is refused in Lithuanian and stays signed out', async ({ page }) => {
    await submitSignIn(page, ACCOUNTS.company.email, ACCOUNTS.company.password);
    await expect(page.getByRole('alert')).toContainText('Ši paskyra neturi komandos teisių.');
    await expect(page).toHaveURL(/\/prisijungti$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    await page.goto('/skelbimai');
    await expect(page).toHaveURL(/\/prisijungti/);
  });

  test('a wrong password keeps the form with the message', async ({ page }) => {
    await submitSignIn(page, ACCOUNTS.team.email, 'Neteisingas1!');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('El. paštas')).toHaveValue(ACCOUNTS.team.email);
  });
});

test.describe('signing out', () => {
  // A session of its own: signing out ends it on the server, and the shared signed-in state must live on.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the navigation has the six sections, in order, and signing out ends the session on the server', async ({ page }) => {
    await submitSignIn(page, ACCOUNTS.team.email, ACCOUNTS.team.password);
    await expect(page).not.toHaveURL(/\/prisijungti/);
    await hydrated(page);
    const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '');
    const me = () => fetch(`${API_URL}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Skyriai' });
    const names = (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s*\d+$/, '').trim());
    expect(names).toEqual(['Skelbimai', 'Paraiškos', 'Užklausos', 'Straipsniai', 'Savininkai', 'Veiksmų žurnalas']);
    await page.getByRole('link', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(/\/prisijungti$/);
    // A copy of the token is worthless now (issue 18, item 10): the back office's sign-out called the API.
    await expect.poll(async () => (await me()).status).toBe(401);
  });
});
