import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { SaleStatusControl } from './SaleStatusControl';

const car = {
  id: 5,
  saleStatus: 'available' as const,
  carMake: { id: 1, name: 'Toyota', slug: 'toyota' },
  carModel: { id: 2, name: 'Corolla', slug: 'corolla' },
};

describe('SaleStatusControl (issue 16: Rezervuotas, Parduotas / išnuomotas)', () => {
  it('shows the current status pressed, and marks a car reserved at once', async () => {
    const fake = createFakeFetch().on('PUT', '/api/car-advertisement/change-sale-status', { ...car, saleStatus: 'reserved' });
    const user = userEvent.setup();
    renderPortal(<SaleStatusControl car={car} />, { fake, url: '/paskyra/automobiliai' });
    const group = await screen.findByRole('group', { name: 'Pardavimo būsena: Toyota Corolla' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Laisvas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Rezervuotas' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Rezervuotas' }));
    await waitFor(() => expect(fake.calls('PUT', '/api/car-advertisement/change-sale-status')).toHaveLength(1));
    expect(fake.calls('PUT', '/api/car-advertisement/change-sale-status')[0].body).toEqual({ id: 5, saleStatus: 'reserved' });
  });

  it('asks before marking a car sold, and calls only on confirm', async () => {
    const fake = createFakeFetch().on('PUT', '/api/car-advertisement/change-sale-status', { ...car, saleStatus: 'sold' });
    const user = userEvent.setup();
    renderPortal(<SaleStatusControl car={car} />, { fake, url: '/paskyra/automobiliai' });
    await user.click(await screen.findByRole('button', { name: 'Parduotas / išnuomotas' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Prašau patvirtinkite' });
    expect(dialog).toHaveTextContent('Ar tikrai automobilis parduotas arba išnuomotas?');
    await user.click(screen.getByRole('button', { name: 'Atšaukti' }));
    expect(fake.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Parduotas / išnuomotas' }));
    await user.click(screen.getAllByRole('button', { name: 'Parduotas / išnuomotas' }).at(-1) as HTMLElement);
    await waitFor(() => expect(fake.calls('PUT', '/api/car-advertisement/change-sale-status')).toHaveLength(1));
    expect(fake.calls('PUT', '/api/car-advertisement/change-sale-status')[0].body).toEqual({ id: 5, saleStatus: 'sold' });
  });

  it('does nothing when the pressed status is pressed again', async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPortal(<SaleStatusControl car={{ ...car, saleStatus: 'sold' }} />, { fake, url: '/paskyra/automobiliai' });
    await user.click(await screen.findByRole('button', { name: 'Parduotas / išnuomotas' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
