import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { OwnerActionBar } from './OwnerActionBar';

// The duplicate goes to another page, which the one-route test router does not have.
const mockNavigate = jest.fn();
jest.mock('react-router', () => ({ ...jest.requireActual('react-router'), useNavigate: () => mockNavigate }));

const car = { id: 5, visibility: 'visible' as const, carMake: { id: 1, name: 'Toyota', slug: 'toyota' }, carModel: { id: 2, name: 'Corolla', slug: 'corolla' } };

describe('OwnerActionBar (spec §2.6, §4)', () => {
  it('asks before hiding and calls change-visibility only on confirm', async () => {
    const fake = createFakeFetch().on('PUT', '/api/car-advertisement/change-visibility', { ...car, visibility: 'hidden' });
    const user = userEvent.setup();
    renderPortal(<OwnerActionBar car={car} />, { fake, url: '/paskyra/automobiliai' });
    await user.click(await screen.findByRole('button', { name: 'Paslėpti: Toyota Corolla' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Prašau patvirtinkite' });
    expect(dialog).toHaveTextContent('Ar tikrai norite paslėpti skelbimą?');
    await user.click(screen.getByRole('button', { name: 'Atšaukti' }));
    expect(fake.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Paslėpti: Toyota Corolla' }));
    await user.click(screen.getByRole('button', { name: 'Paslėpti' }));
    await waitFor(() => expect(fake.calls('PUT', '/api/car-advertisement/change-visibility')).toHaveLength(1));
    expect(fake.calls('PUT', '/api/car-advertisement/change-visibility')[0].body).toEqual({ id: 5, visibility: 'hidden' });
  });

  it('asks "Rodyti" for a hidden car', async () => {
    const user = userEvent.setup();
    renderPortal(<OwnerActionBar car={{ ...car, visibility: 'hidden' }} />);
    await user.click(await screen.findByRole('button', { name: 'Rodyti: Toyota Corolla' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Ar tikrai norite rodyti skelbimą?');
  });

  it('duplicates the car as a draft and opens it in the upload form (issue 16)', async () => {
    const fake = createFakeFetch().on('POST', '/api/car-advertisement/duplicate/5', { id: 41, fields: {}, images: [], headerImage: null, sourceListingId: 5, createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' });
    const user = userEvent.setup();
    renderPortal(<OwnerActionBar car={car} />, { fake, url: '/paskyra/automobiliai' });
    await user.click(await screen.findByRole('button', { name: 'Kopijuoti: Toyota Corolla' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/paskyra/automobiliai/ikelti?juodrastis=41'));
    expect(fake.calls('POST', '/api/car-advertisement/duplicate/5')).toHaveLength(1);
  });

  it('deletes after "Ar tikrai norite ištrinti skelbimą" and reloads even when the call fails', async () => {
    const fake = createFakeFetch().on('DELETE', '/api/car-advertisement/delete/5', apiErrorResponse(500, 'Klaida'));
    const reload = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPortal(<OwnerActionBar car={car} reload={reload} />, { fake, url: '/paskyra/automobiliai' });
    await user.click(await screen.findByRole('button', { name: 'Ištrinti: Toyota Corolla' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Ar tikrai norite ištrinti skelbimą');
    await user.click(screen.getByRole('button', { name: 'Ištrinti' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fake.calls('DELETE', '/api/car-advertisement/delete/5')).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
