import { expect, test } from '@playwright/test';
import { hydrated, ready, withConsent } from './support/pages';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('filters by make, model, fuel type and year from the side panel', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const panel = page.getByRole('complementary', { name: 'Paieškos filtras' });
  await ready(panel.getByRole('form', { name: 'Automobilių paieška' }));
  await panel.getByRole('combobox', { name: 'Markė' }).selectOption({ label: 'Toyota' });
  const model = panel.getByRole('combobox', { name: 'Modelis' });
  await expect(model.getByRole('option', { name: 'Corolla', exact: true })).toBeAttached();
  await model.selectOption({ label: 'Corolla' });
  await panel.getByRole('combobox', { name: 'Metai nuo' }).selectOption('2015');
  await panel.getByRole('button', { name: 'Kuro tipas' }).click();
  await panel.getByRole('checkbox', { name: 'Hibridas', exact: true }).check();
  await panel.getByRole('button', { name: 'Ieškoti' }).click();

  await expect(page).toHaveURL(/\?carMake=toyota&carModel=corolla&modelYearFrom=2015&fuelType=hybrid&page=1#automobiliai$/);
  const chips = page.getByTestId('filter-chips');
  await expect(chips).toContainText('Markė: Toyota');
  await expect(chips).toContainText('Modėlis: Corolla');
  await expect(chips).toContainText('Kuro tipas: Hibridas');
  await expect(chips).toContainText('Pagaminimo metai nuo: 2015');
  const titles = page.getByTestId('results').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.allTextContents()) expect(title).toBe('Toyota Corolla');
});

test('the model list follows the make and is cleared when the make changes', async ({ page }) => {
  await page.goto('/?carMake=toyota&carModel=prius&page=1');
  await hydrated(page);
  const panel = page.getByRole('complementary', { name: 'Paieškos filtras' });
  await ready(panel.getByRole('form', { name: 'Automobilių paieška' }));
  const model = panel.getByRole('combobox', { name: 'Modelis' });
  await expect(model).toHaveValue('prius');
  await panel.getByRole('combobox', { name: 'Markė' }).selectOption({ label: 'BMW' });
  await expect(model).toHaveValue('');
  await expect(model.getByRole('option', { name: 'X5', exact: true })).toBeAttached();
  await expect(model.getByRole('option', { name: 'Prius' })).toHaveCount(0);
});

test('chips: removing one resets the page to 1; price chips cannot be removed', async ({ page }) => {
  await page.goto('/?fuelType=diesel&fuelType=hybrid&priceFrom=2000&priceTo=45000&page=2');
  await hydrated(page);
  const chips = page.getByTestId('filter-chips');
  await expect(chips).toContainText('Kaina nuo: 2 000 €');
  await expect(chips).toContainText('Kaina iki: 45 000 €');
  await expect(chips.getByRole('link', { name: /Pašalinti Kaina/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Puslapis 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await chips.getByRole('link', { name: 'Pašalinti Kuro tipas: Dyzelinas' }).click();
  await expect(page).toHaveURL(/\?fuelType=hybrid&priceFrom=2000&priceTo=45000&page=1#automobiliai$/);
  await expect(chips).not.toContainText('Dyzelinas');
  await expect(chips).toContainText('Kuro tipas: Hibridas');
});

test('pagination reads and writes the page parameter, 10 cars a page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const results = page.getByTestId('results');
  await expect(results.getByRole('article')).toHaveCount(10);
  const firstOnPage1 = await results.getByRole('heading').first().textContent();
  const firstHref = await results.getByRole('link').first().getAttribute('href');
  await page.getByRole('navigation', { name: 'Puslapiai' }).getByRole('link', { name: 'Puslapis 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Puslapis 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(results.getByRole('link').first()).not.toHaveAttribute('href', firstHref ?? '');
  expect(firstOnPage1).toBeTruthy();
});

test('sorting by price keeps the filter and starts at page 1', async ({ page }) => {
  await page.goto('/?fuelType=diesel&page=2');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Rikiuoti' }).selectOption({ label: 'Pigiausi' });
  await expect(page).toHaveURL(/\?fuelType=diesel&sort=priceAsc&page=1/);
  const prices = page.getByTestId('results').getByText(/^Kaina /);
  await expect
    .poll(async () => {
      const values = (await prices.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
      return values.length > 1 && values.every((value, i) => i === 0 || values[i - 1] <= value);
    })
    .toBe(true);
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Filtras button opens the filter in a drawer', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('complementary', { name: 'Paieškos filtras' })).toBeHidden();
    await page.getByRole('button', { name: 'Filtras' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtras' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'Tinka pavėžėjams' }).check();
    await drawer.getByRole('button', { name: 'Ieškoti' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\?isForTaxi=true&page=1/);
    await expect(page.getByTestId('filter-chips')).toContainText('Tinka pavėžėjams: Taip');
  });
});
