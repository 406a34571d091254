import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../test/render';
import { EarningsCalculator } from './EarningsCalculator';

const make = { id: 1, name: 'Toyota', slug: 'toyota' };
const cars = [
  { id: 7, price: 10000, carMake: make, carModel: { id: 2, name: 'Corolla', slug: 'corolla' }, productionYear: 2019 },
  { id: 9, price: 60000, carMake: make, carModel: { id: 3, name: 'Land Cruiser', slug: 'land-cruiser' }, productionYear: 2022 },
];

/** The cells of the margin table's row for a term, e.g. ['33%', '3 300 €']. */
function marginRow(term: string): string[] {
  const table = screen.getByRole('table', { name: 'Marža pagal terminą' });
  const row = within(table).getByRole('rowheader', { name: term }).closest('tr') as HTMLTableRowElement;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' ') ?? '');
}

describe('EarningsCalculator', () => {
  it("shows the selected car's commission and yearly margin per term (10 000 €: 9 %, 33 % → 3 300 € a year)", () => {
    renderPortal(<EarningsCalculator cars={cars} />);
    expect(screen.getByText(/Komisinis:/).textContent?.replace(/\s/g, ' ')).toBe('Komisinis: 9% (900 €)');
    expect(marginRow('12 mėn.')).toEqual(['33%', '3 300 €']);
    expect(marginRow('24 mėn.')).toEqual(['32%', '3 200 €']);
    expect(marginRow('60 mėn.')).toEqual(['28%', '2 800 €']);
  });

  it('shows dashes for a price outside the margin table and follows the chosen car', async () => {
    renderPortal(<EarningsCalculator cars={cars} />);
    await userEvent.selectOptions(screen.getByLabelText('Automobilis'), '9');
    expect(marginRow('12 mėn.')).toEqual(['—', '—']);
    // Above 40 001 € the commission is 4 %.
    expect(screen.getByText(/Komisinis:/).textContent?.replace(/\s/g, ' ')).toBe('Komisinis: 4% (2 400 €)');
  });

  it('invites an owner without cars to upload one', () => {
    renderPortal(<EarningsCalculator cars={[]} />);
    expect(screen.getByText(/Įkėlę automobilį čia matysite/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
