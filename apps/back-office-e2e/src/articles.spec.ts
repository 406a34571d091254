import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated, seriousViolations } from './support/pages';
import { API_URL } from './support/ports';

/**
 * 'Straipsniai' (issue 14): the team writes an article in Markdown with the live preview, saves
 * it, uploads a cover with its alternative text and publishes it; the article is then public —
 * the API the marketplace renders every page from (no server cache, apps/api/src/modules/articles
 * README) answers it and lists it — and unpublishing takes it off again. The suite does not start
 * the marketplace, so the API is the proof.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function publicApi(path: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(`${API_URL}/api${path}`);
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function publicSlugs(): Promise<string[]> {
  const res = await publicApi('/articles?pageSize=50');
  expect(res.status).toBe(200);
  return ((res.body?.['data'] ?? []) as { slug: string }[]).map((article) => article.slug);
}

async function publicTitles(): Promise<string[]> {
  const res = await publicApi('/articles?pageSize=50');
  return ((res.body?.['data'] ?? []) as { title: string }[]).map((article) => article.title);
}

const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `apps/back-office-e2e/test-results/screenshots/${name}-1280.png`, fullPage: true });
};

const MARKDOWN = [
  '## Ką patikrinti prieš nuomą',
  '',
  'Prieš pasirašydami sutartį apžiūrėkite automobilį.',
  '',
  '- Ridą ir servisų istoriją',
  '- Padangų būklę',
].join('\n');

test.use({ viewport: { width: 1280, height: 900 } });

test('Straipsniai: write with the live preview, save, cover, publish (public in the API), unpublish (gone)', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Kaip rinktis automobilį nuomai ${unique()}`;

  await page.goto('/straipsniai');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Straipsniai', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Skyriai' }).getByRole('link', { name: 'Straipsniai' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Naujas straipsnis' }).click();
  await expect(page).toHaveURL(/\/straipsniai\/naujas$/);
  await expect(page.getByRole('heading', { name: 'Naujas straipsnis', level: 1 })).toBeVisible();

  // The rules run before anything is sent.
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByLabel('Pavadinimas')).toHaveAccessibleDescription(/Įveskite pavadinimą/);

  await page.getByLabel('Pavadinimas').fill(title);
  const category = page.getByLabel('Kategorija');
  const categoryName = (await category.locator('option').nth(1).innerText()).trim();
  await category.selectOption({ label: categoryName });
  await page.getByLabel('Santrauka').fill('Ką patikrinti prieš išsinuomojant automobilį su išpirkimu.');
  await page.getByLabel('Tekstas (Markdown)').fill(MARKDOWN);

  // The live preview: the server's rendering of the heading and the list.
  const preview = page.getByRole('region', { name: 'Peržiūra' });
  await expect(preview.getByRole('heading', { name: 'Ką patikrinti prieš nuomą', level: 2 })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Ridą ir servisų istoriją', 'Padangų būklę']);

  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page).toHaveURL(/\/straipsniai\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const editor = page.getByRole('region', { name: 'Straipsnis' });
  await expect(editor.getByRole('status')).toContainText('Straipsnis sukurtas');
  const publishing = page.getByRole('region', { name: 'Paskelbimas' });
  await expect(publishing).toContainText('Juodraštis');
  await expect(preview.getByRole('heading', { name: 'Ką patikrinti prieš nuomą', level: 2 })).toBeVisible();

  // The cover with its alternative text.
  const coverPanel = page.getByRole('region', { name: 'Viršelis' });
  await expect(coverPanel).toContainText('Viršelio dar nėra');
  const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  await coverPanel.locator('input[type="file"]').setInputFiles({ name: 'virselis.png', mimeType: 'image/png', buffer: picture });
  await expect(coverPanel).toContainText('virselis.png');
  const altText = 'Žalias universalas aikštelėje';
  await coverPanel.getByLabel('Alternatyvus tekstas').fill(altText);
  await coverPanel.getByRole('button', { name: 'Įkelti viršelį' }).click();
  await expect(coverPanel.getByRole('status')).toContainText('Viršelis įkeltas.');
  await expect(coverPanel.getByRole('img', { name: altText })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'article-editor');
  // On a narrow screen the preview goes below the text.
  await page.setViewportSize({ width: 390, height: 844 });
  const textBox = await page.getByLabel('Tekstas (Markdown)').boundingBox();
  const previewBox = await preview.boundingBox();
  expect(previewBox && textBox && previewBox.y > textBox.y + textBox.height).toBe(true);
  await page.screenshot({ path: 'apps/back-office-e2e/test-results/screenshots/article-editor-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A draft is not public.
  expect(await publicTitles()).not.toContain(title);

  await publishing.getByRole('button', { name: 'Paskelbti' }).click();
  await expect(publishing.getByRole('status')).toContainText('Straipsnis paskelbtas');
  await expect(publishing).toContainText('Paskelbtas');
  const link = publishing.getByRole('link', { name: /\/straipsniai\// });
  const href = (await link.getAttribute('href')) ?? '';
  const match = href.match(/\/straipsniai\/([^/]+)\/([^/]+)$/);
  expect(match, href).not.toBeNull();
  const slug = decodeURIComponent(match?.[2] ?? '');
  await expect(publishing.getByRole('button', { name: 'Atšaukti paskelbimą' })).toBeVisible();
  await publishing.screenshot({ path: 'apps/back-office-e2e/test-results/screenshots/article-published-1280.png' });

  // Public: the article with its rendered content and cover, and in the list.
  const published = await publicApi(`/articles/${slug}`);
  expect(published.status).toBe(200);
  const data = published.body?.['data'] as { title: string; content: string; cover: { alternativeText: string } | null; category: { slug: string } };
  expect(data.title).toBe(title);
  expect(data.content).toContain('<h2');
  expect(data.content).toContain('Ką patikrinti prieš nuomą');
  expect(data.content).toMatch(/<li>Ridą ir servisų istoriją<\/li>/);
  expect(data.cover?.alternativeText).toBe(altText);
  expect(data.category.slug).toBe(decodeURIComponent(match?.[1] ?? ''));
  expect(await publicSlugs()).toContain(slug);

  // The team's list shows it published, and the status filter is in the address.
  await page.getByRole('link', { name: '← Straipsniai' }).click();
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('Paskelbtas');
  await expect(row).toContainText(categoryName);
  await page.getByLabel('Būsena').selectOption({ label: 'Paskelbtas' });
  await expect(page).toHaveURL(/busena=published/);
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: title })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'articles');
  await page.getByLabel('Būsena').selectOption({ label: 'Juodraštis' });
  await expect(page).toHaveURL(/busena=draft/);
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: title })).toHaveCount(0);

  // Unpublish: gone from the public API.
  await page.getByLabel('Būsena').selectOption({ label: 'Visos' });
  await page.getByRole('table').getByRole('link', { name: title }).click();
  await publishing.getByRole('button', { name: 'Atšaukti paskelbimą' }).click();
  await expect(publishing.getByRole('status')).toContainText('Paskelbimas atšauktas');
  await expect(publishing).toContainText('Juodraštis');
  expect((await publicApi(`/articles/${slug}`)).status).toBe(404);
  expect(await publicSlugs()).not.toContain(slug);
});
