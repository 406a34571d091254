import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, type FakeFetch } from '@ratai/api-client/testing';
import { makeStore } from '@ratai/api-client';
import { renderPage } from '../../test/render';
import { ActiveFilterChips } from './ActiveFilterChips';
import { FilterForm } from './FilterForm';

const makes = [
  { id: 2, name: 'Toyota', slug: 'toyota' },
  { id: 5, name: 'BMW', slug: 'bmw' },
];

describe('ActiveFilterChips (spec §2.2)', () => {
  it('links each removable chip to the search without it, page 1; price chips have no remove control', async () => {
    renderPage(
      <ActiveFilterChips
        filter={{ carMake: 'bmw', priceFrom: 3000, priceTo: 9000, fuelType: ['diesel'], page: 4 }}
        makes={makes}
      />,
      { url: '/?carMake=bmw&priceFrom=3000&priceTo=9000&fuelType=diesel&page=4' },
    );
    const chips = await screen.findByTestId('filter-chips');
    const remove = within(chips).getByRole('link', { name: 'Pašalinti Kuro tipas: Dyzelinas' });
    expect(remove).toHaveAttribute('href', '/?carMake=bmw&priceFrom=3000&priceTo=9000&page=1#automobiliai');
    expect(within(chips).getByRole('link', { name: 'Pašalinti Markė: BMW' })).toBeInTheDocument();
    expect(within(chips).getByText(/Kaina nuo: 3\s000\s€/)).toBeInTheDocument();
    expect(within(chips).queryByRole('link', { name: /Pašalinti Kaina/ })).not.toBeInTheDocument();
  });

  it("'Išvalyti filtrus' clears the price too, and is there when only a price is set (bug 5)", async () => {
    const { unmount } = renderPage(
      <ActiveFilterChips filter={{ carMake: 'bmw', priceFrom: 3000, priceTo: 9000, fuelType: ['diesel'], page: 4 }} makes={makes} />,
      { url: '/?carMake=bmw&priceFrom=3000&priceTo=9000&fuelType=diesel&page=4' },
    );
    expect(await screen.findByRole('link', { name: 'Išvalyti filtrus' })).toHaveAttribute('href', '/?page=1#automobiliai');
    unmount();
    renderPage(<ActiveFilterChips filter={{ priceFrom: 30000, page: 1 }} />, { url: '/?priceFrom=30000&page=1' });
    expect(await screen.findByRole('link', { name: 'Išvalyti filtrus' })).toHaveAttribute('href', '/?page=1#automobiliai');
  });
});

describe('FilterForm (spec §2.1)', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = createFakeFetch().on('GET', '/api/car-model/bmw', { data: [{ id: 9, name: 'X5', slug: 'x5' }], meta: {} });
  });

  function renderForm() {
    const store = makeStore(undefined, { apiOrigin: 'http://api.test', fetchFn: fake.fetch });
    return renderPage(
      <FilterForm
        filter={{ carMake: 'toyota', carModel: 'prius', modelYearFrom: 2015 }}
        makes={makes}
        models={[{ id: 32, name: 'Prius', slug: 'prius' }]}
        currentYear={2026}
      />,
      { store },
    );
  }

  it('starts from the URL, reloads the models when the make changes and clears the model', async () => {
    const user = userEvent.setup();
    renderForm();
    const model = await screen.findByRole('combobox', { name: 'Modelis' });
    expect(model).toHaveValue('prius');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Markė' }), 'bmw');
    expect(model).toHaveValue('');
    expect(await within(model).findByRole('option', { name: 'X5' })).toBeInTheDocument();
    expect(fake.calls('GET', '/api/car-model/bmw')).toHaveLength(1);
  });

  it('never offers a "to" year before the "from" year', async () => {
    renderForm();
    const to = await screen.findByRole('combobox', { name: 'Metai iki' });
    const years = within(to)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean)
      .map(Number);
    expect(Math.min(...years)).toBe(2015);
    expect(Math.max(...years)).toBe(2026);
  });

  it('offers prices up to 50 000 € like the general calculator, and shows the URL\'s price (bug 5)', async () => {
    renderPage(<FilterForm filter={{ priceFrom: 30000, priceTo: 30500 }} makes={makes} models={[]} currentYear={2026} />);
    const from = await screen.findByRole('combobox', { name: 'Kaina nuo' });
    const to = screen.getByRole('combobox', { name: 'Kaina iki' });
    const values = within(from)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean)
      .map(Number);
    expect(Math.max(...values)).toBe(50000);
    expect(values).toContain(26000);
    expect(from).toHaveValue('30000');
    // A value off the list (typed into the URL) is still shown as chosen.
    expect(to).toHaveValue('30500');
  });

  it('disables the model until a make is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Markė' }), '');
    expect(screen.getByRole('combobox', { name: 'Modelis' })).toBeDisabled();
  });
});
