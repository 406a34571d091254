import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { CarListingForm } from './CarListingForm';

const REQUIRED = 'Laukas yra privalomas';

function optionsFake() {
  return createFakeFetch()
    .on('GET', '/api/car-makes', { data: [{ id: 1, name: 'Toyota', slug: 'toyota' }, { id: 2, name: 'Škoda', slug: 'skoda' }] })
    .on('GET', '/api/car-model/1', { data: [{ id: 11, name: 'Corolla', slug: 'corolla' }] })
    .on('GET', '/api/car-model/2', { data: [{ id: 21, name: 'Octavia', slug: 'octavia' }] })
    .on('GET', '/api/car-feature-categories', { data: [{ id: 5, name: 'Komfortas', features: [{ id: 51, name: 'Šildomos sėdynės' }] }] });
}

describe('CarListingForm (spec §2.11, §5)', () => {
  it('puts every required message of §5 at its field and sends nothing', async () => {
    const fake = optionsFake();
    const user = userEvent.setup();
    renderPortal(<CarListingForm onSaved={jest.fn()} currentYear={2026} />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Įkelti skelbimą' }));

    for (const label of [
      'Markė',
      'Modelis',
      'VIN kodas',
      'Pagaminimo metai',
      'Kėbulo tipas',
      'Kuro tipas',
      'Pavarų dėžė',
      'Durų skaičius',
      'Variklio tūris (cm³)',
      'Variklio galia (kW)',
      'Sėdimų vietų skaičius',
      'Varomieji ratai',
      'Techninė apžiūra iki (metai)',
      'Techninė apžiūra iki (mėnuo)',
      'Ratlankių dydis (coliais)',
      'Kondicionierius',
      'Kaina (€)',
      'Vidutinės kuro sąnaudos (l/100 km)',
      'Rida (km)',
    ]) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(REQUIRED);
    }
    // The photos are required on create; the description is not.
    expect(screen.getByLabelText('Nuotraukos')).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    expect(screen.getByLabelText('Aprašymas (neprivaloma)')).not.toHaveAccessibleDescription(REQUIRED);
    expect(fake.calls('POST', '/api/car-advertisement/create')).toHaveLength(0);
  });

  it('asks for numbers in the numeric fields ("Įveskite skaičių")', async () => {
    const user = userEvent.setup();
    renderPortal(<CarListingForm onSaved={jest.fn()} currentYear={2026} />, { fake: optionsFake() });
    for (const label of ['Variklio tūris (cm³)', 'Variklio galia (kW)', 'Sėdimų vietų skaičius', 'Ratlankių dydis (coliais)', 'Kaina (€)', 'Vidutinės kuro sąnaudos (l/100 km)', 'Rida (km)']) {
      await user.type(await screen.findByLabelText(label), 'daug');
    }
    await user.click(screen.getByRole('button', { name: 'Įkelti skelbimą' }));
    for (const label of ['Variklio tūris (cm³)', 'Variklio galia (kW)', 'Sėdimų vietų skaičius', 'Ratlankių dydis (coliais)', 'Kaina (€)', 'Vidutinės kuro sąnaudos (l/100 km)', 'Rida (km)']) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription('Įveskite skaičių');
    }
    // What was typed is kept.
    expect(screen.getByLabelText('Kaina (€)')).toHaveValue('daug');
  });

  it('keeps the model disabled until a make is chosen, then lists that make’s models and clears on change', async () => {
    const user = userEvent.setup();
    renderPortal(<CarListingForm onSaved={jest.fn()} currentYear={2026} />, { fake: optionsFake() });
    const model = await screen.findByLabelText('Modelis');
    expect(model).toBeDisabled();
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(screen.getByLabelText('Markė'), 'Toyota');
    expect(model).toBeEnabled();
    await user.selectOptions(model, await screen.findByRole('option', { name: 'Corolla' }));
    expect(model).toHaveValue('11');
    await user.selectOptions(screen.getByLabelText('Markė'), 'Škoda');
    expect(model).toHaveValue('');
    expect(await within(model).findByRole('option', { name: 'Octavia' })).toBeInTheDocument();
  });

  it('lists the years of §5: production years from the current one down to 1981, inspection this year and 2 more, months 1–12', async () => {
    renderPortal(<CarListingForm onSaved={jest.fn()} currentYear={2026} />, { fake: optionsFake() });
    const years = within(await screen.findByLabelText('Pagaminimo metai')).getAllByRole('option').map((option) => option.textContent);
    expect(years[1]).toBe('2026');
    expect(years.at(-1)).toBe('1981');
    const inspection = within(screen.getByLabelText('Techninė apžiūra iki (metai)')).getAllByRole('option').map((option) => option.textContent);
    expect(inspection.slice(1)).toEqual(['2026', '2027', '2028']);
    expect(within(screen.getByLabelText('Techninė apžiūra iki (mėnuo)')).getAllByRole('option')).toHaveLength(13);
  });

  it('shows the features grouped by category, a skeleton until they load', async () => {
    renderPortal(<CarListingForm onSaved={jest.fn()} currentYear={2026} />, { fake: optionsFake() });
    expect(screen.getByText('Kraunamos ypatybės')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Komfortas' });
    expect(within(group).getByRole('checkbox', { name: 'Šildomos sėdynės' })).toBeInTheDocument();
  });

  it('disables the submit button for a user still onboarding', async () => {
    renderPortal(<CarListingForm onSaved={jest.fn()} submitDisabled currentYear={2026} />, { fake: optionsFake() });
    expect(await screen.findByRole('button', { name: 'Įkelti skelbimą' })).toBeDisabled();
  });
});
